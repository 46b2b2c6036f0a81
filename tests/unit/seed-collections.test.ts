import { expect, test } from "vitest";

type SeedSql = (options: { events?: number; users?: number; now?: Date }) => string;

// The seed is plain ESM JavaScript (scripts/), imported by URL so TypeScript does not look for its types.
const generateUrl = new URL("../../scripts/seed/generate.mjs", import.meta.url).href;
const { seedSql } = (await import(/* @vite-ignore */ generateUrl)) as { seedSql: SeedSql };

const sql = seedSql({ events: 200, users: 40, now: new Date("2026-03-10T06:00:00Z") });

/** The rows of one table's INSERT statements, as text. */
function rowsOf(table: string): string[] {
  const statements = sql.split(`INSERT INTO ${table} (`).slice(1);
  return statements.flatMap((statement) => statement.split(";\n")[0]!.split("\n").slice(1));
}

test("playlists, recommendations, resources and actions exist in French, English and Spanish", () => {
  for (const table of ["playlists", "recos", "resources", "actions"]) {
    const rows = rowsOf(table);
    expect(rows.length, table).toBeGreaterThan(0);
    for (const lang of ["fr", "en", "es"]) expect(rows.filter((row) => row.includes(`, '${lang}', `)).length, `${table} ${lang}`).toBe(rows.length / 3);
  }
});

test("each playlist has articles and upcoming events in order", () => {
  const items = rowsOf("playlist_items");
  expect(items.some((row) => row.includes("'article'"))).toBe(true);
  expect(items.some((row) => row.includes("'event'"))).toBe(true);
});

test("some podcasts and videos have their recording and captions, and each file exists", async () => {
  const { existsSync } = await import("node:fs");
  const files = [...sql.matchAll(/'(\/recordings\/[a-z-]+\.(?:wav|webm|fr\.vtt))'/g)].map((match) => match[1]!);
  expect(files.length).toBeGreaterThanOrEqual(8);
  for (const file of files) expect(existsSync(new URL(`../../public${file}`, import.meta.url)), file).toBe(true);
  const guides = [...sql.matchAll(/'(\/guides\/[a-z-]+\.pdf)'/g)].map((match) => match[1]!);
  expect(guides.length).toBeGreaterThan(0);
  for (const guide of guides) expect(existsSync(new URL(`../../public${guide}`, import.meta.url)), guide).toBe(true);
});
