import { env } from "cloudflare:workers";
import { parisDay } from "~/features/game/game-day";

/** Words every game test may guess (besides the day's word, always accepted). */
export const TEST_DICTIONARY = ["TERRE", "PLUIE", "FLEUR", "NUAGE", "HERBE", "TRAIN", "SABLE"];

/** Makes `word` the word of today (Paris day) (or of `from`), and fills the dictionary. */
export async function scheduleWord(word: string, { from = parisDay(new Date()) }: { from?: string } = {}) {
  await env.DB.batch([
    env.DB.prepare("INSERT INTO game_words (day, word) VALUES (?, ?) ON CONFLICT (day) DO UPDATE SET word = excluded.word").bind(from, word),
    ...[word, ...TEST_DICTIONARY].map((entry) => env.DB.prepare("INSERT INTO game_dictionary (word) VALUES (?) ON CONFLICT DO NOTHING").bind(entry)),
  ]);
}
