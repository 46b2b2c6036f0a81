import * as v from "valibot";

// The seed is plain ESM JavaScript (scripts/), imported by URL so TypeScript does not look for its types.
const gameSeed = new URL("../../scripts/seed/game.mjs", import.meta.url).href;
const prng = new URL("../../scripts/seed/prng.mjs", import.meta.url).href;
const Schedule = v.array(v.object({ day: v.string(), word: v.string() }));

/**
 * Today's word, from the seed's deterministic schedule (the game's first random draws from the day the
 * server's database was seeded, today in UTC): the test knows it without any API telling it.
 */
export async function todayWord(): Promise<string> {
  const { scheduleWords } = v.parse(v.object({ scheduleWords: v.function() }), await import(/* @vite-ignore */ gameSeed));
  const { createRng } = v.parse(v.object({ createRng: v.function() }), await import(/* @vite-ignore */ prng));
  const now = new Date();
  const schedule = v.parse(Schedule, scheduleWords(createRng("rendez-vous:game"), Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())));
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(now);
  const word = schedule.find((entry) => entry.day === today)?.word;
  if (!word) throw new Error(`no seeded word for ${today}`);
  return word;
}
