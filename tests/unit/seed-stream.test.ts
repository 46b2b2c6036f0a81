import { expect, test } from "vitest";

type Rng = { next: () => number; sample: <T>(list: T[], count: number) => T[] };
type SeedSql = (options: { events?: number; users?: number; now?: Date; sliceEvents?: number }) => string;
type NextEvents = (anchor: number) => {
  track: (event: { private: number; status: string; start_date: string; topic_id: string; slug: string }) => void;
  byTopic: Map<string, { slug: string }[]>;
};

// The seed is plain ESM JavaScript (scripts/), imported by URL so TypeScript does not look for its types.
const url = (file: string) => new URL(`../../scripts/seed/${file}`, import.meta.url).href;
const { createRng } = (await import(/* @vite-ignore */ url("prng.mjs"))) as { createRng: (seed: string) => Rng };
const { seedSql } = (await import(/* @vite-ignore */ url("generate.mjs"))) as { seedSql: SeedSql };
const { createNextEvents } = (await import(/* @vite-ignore */ url("event-lookups.mjs"))) as { createNextEvents: NextEvents };

/** The sampling the seed used before it streamed: a partial Fisher-Yates shuffle of a copy of the list. */
function sampleOnCopy<T>(next: () => number, list: T[], count: number): T[] {
  const copy = [...list];
  const n = Math.min(count, copy.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(next() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}

test("sampling without copying the list draws the same items as the shuffle of a copy", () => {
  const list = Array.from({ length: 5000 }, (_, i) => `member-${i}`);
  const streamed = createRng("sample");
  const copied = createRng("sample");
  for (const count of [0, 1, 5, 30, 4999, 5000, 6000]) {
    expect(streamed.sample(list, count)).toEqual(sampleOnCopy(copied.next, list, count));
  }
  expect(streamed.next()).toBe(copied.next());
});

/** Each table's rows (as SQL tuples), in the order they are inserted. */
function rowsByTable(sql: string): Record<string, string[]> {
  const tables: Record<string, string[]> = {};
  for (const statement of sql.split(/;\n(?=INSERT|$)/)) {
    const [head, ...rows] = statement.split(/,?\n/);
    const table = /INSERT INTO (\w+)/.exec(head ?? "")?.[1];
    if (table) (tables[table] ??= []).push(...rows.filter((row) => row !== ""));
  }
  return tables;
}

test("writing events in slices of any size gives every table the same rows in the same order", () => {
  const now = new Date("2026-03-10T06:00:00Z");
  const sliced = rowsByTable(seedSql({ events: 60, users: 40, now, sliceEvents: 7 }));
  expect(sliced).toEqual(rowsByTable(seedSql({ events: 60, users: 40, now })));
  expect(sliced.attendees?.length).toBeGreaterThan(100);
}, 30_000); // two whole seeds, the gazetteer included: 3 s of CPU alone, more beside other work

test("the next events of a topic are the soonest public active ones, the first generated on a tie", () => {
  const next = createNextEvents(Date.parse("2026-03-10T00:00:00Z"));
  const event = (slug: string, start: string, extra = {}) => ({ private: 0, status: "active", start_date: start, topic_id: "t", slug, ...extra });
  next.track(event("late", "2026-05-01T10:00:00.000Z"));
  next.track(event("past", "2026-03-01T10:00:00.000Z"));
  next.track(event("private", "2026-03-11T10:00:00.000Z", { private: 1 }));
  next.track(event("cancelled", "2026-03-11T10:00:00.000Z", { status: "cancelled" }));
  next.track(event("soon", "2026-03-12T10:00:00.000Z"));
  next.track(event("soon too", "2026-03-12T10:00:00.000Z"));
  expect(next.byTopic.get("t")?.map((e) => e.slug)).toEqual(["soon", "soon too"]);
});
