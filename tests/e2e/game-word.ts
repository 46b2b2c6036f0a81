import * as v from "valibot";

// The seed is plain ESM JavaScript (scripts/), imported by URL so TypeScript does not look for its types.
const gameSeed = new URL("../../scripts/seed/game.mjs", import.meta.url).href;
const prng = new URL("../../scripts/seed/prng.mjs", import.meta.url).href;
const Schedule = v.array(v.object({ day: v.string(), word: v.string() }));

/**
 * The seed's schedule: 30 words from the UTC day of the instant the server's data was seeded around (E2E_SEED_NOW,
 * set by playwright.config.ts; now, for a server started by hand).
 */
async function seededSchedule() {
  const { scheduleWords } = v.parse(v.object({ scheduleWords: v.function() }), await import(/* @vite-ignore */ gameSeed));
  const { createRng } = v.parse(v.object({ createRng: v.function() }), await import(/* @vite-ignore */ prng));
  const now = new Date(process.env.E2E_SEED_NOW ?? Date.now());
  return v.parse(Schedule, scheduleWords(createRng("rendez-vous:game"), Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())));
}

/** 'YYYY-MM-DD' of the Paris day `days` from today (negative: earlier). */
export function parisDayFromToday(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date(Date.now() + days * 86_400_000));
}

/**
 * Today's word, from the seed's deterministic schedule (the game's first random draws from the day the
 * server's database was seeded around): the test knows it without any API telling it.
 */
export async function todayWord(): Promise<string> {
  const today = parisDayFromToday(0);
  const word = (await seededSchedule()).find((entry) => entry.day === today)?.word;
  if (!word) throw new Error(`no seeded word for ${today}`);
  return word;
}

/**
 * The word of an archive day, as the server finds it (app/features/game/game.db.server.ts, findWordOfDay): the
 * day's scheduled word when it has one (yesterday in Paris is the schedule's first day, the seed's UTC day,
 * between midnight in Paris and midnight UTC), else the scheduled words in their order, the puzzle's number modulo their
 * count.
 */
export async function archiveWord(day: string): Promise<string> {
  const schedule = await seededSchedule();
  const scheduled = schedule.find((entry) => entry.day === day)?.word;
  if (scheduled) return scheduled;
  const puzzle = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse("2024-01-01T00:00:00Z")) / 86_400_000) + 1;
  const word = schedule[puzzle % schedule.length]?.word;
  if (!word) throw new Error(`no seeded word for ${day}`);
  return word;
}
