import { pbkdf2Sync } from "node:crypto";
import { expect, test } from "vitest";

type SeedSql = (options: { events?: number; users?: number; now?: Date; reset?: boolean }) => string;

// The seed is plain ESM JavaScript (scripts/), imported by URL so TypeScript does not look for its types.
const generateUrl = new URL("../../scripts/seed/generate.mjs", import.meta.url).href;
const { seedSql } = (await import(/* @vite-ignore */ generateUrl)) as { seedSql: SeedSql };

// The registered page-builder blocks, from the app (outside this TypeScript project, so also by URL).
const blocksUrl = new URL("../../app/features/content/blocks/registry.ts", import.meta.url).href;
const { BLOCKS } = (await import(/* @vite-ignore */ blocksUrl)) as { BLOCKS: { name: string }[] };

const morning = new Date("2026-03-10T06:00:00Z");
const sql = seedSql({ events: 60, users: 40, now: morning });

function statements(text: string) {
  return text.split(/;\n(?=INSERT|DELETE|$)/).filter((s) => s.trim() !== "");
}

test("the same arguments on the same day give byte-identical SQL", () => {
  expect(seedSql({ events: 60, users: 40, now: new Date("2026-03-10T23:59:00Z") })).toBe(sql);
});

test("event dates follow the day the seed runs", () => {
  const nextDay = seedSql({ events: 60, users: 40, now: new Date("2026-03-11T06:00:00Z") });
  expect(nextDay).not.toBe(sql);
  expect(nextDay).toContain("dates relative to 2026-03-11");
});

test("statements are multi-row inserts that wrangler and D1 accept", () => {
  const all = statements(sql);
  expect(all.every((s) => /^(-- .*\n)?INSERT INTO \w+ \(/.test(s))).toBe(true);
  expect(all.every((s) => new TextEncoder().encode(s).length < 100_000)).toBe(true);
  expect(sql).not.toMatch(/BEGIN|COMMIT/);
  expect(sql).not.toContain("DELETE FROM");
});

test("--force empties the seeded tables before inserting", () => {
  const reset = seedSql({ events: 60, users: 40, now: morning, reset: true });
  expect(reset.indexOf("DELETE FROM events;")).toBeGreaterThan(0);
  expect(reset.indexOf("DELETE FROM events;")).toBeLessThan(reset.indexOf("INSERT INTO"));
});

test("the demo visitor logs in with the documented password", () => {
  const userId = sql.match(/\('([0-9a-f]{24})', 'visiteur@rendez-vous\.test'/)?.[1];
  expect(userId).toBeDefined();
  const hash = sql.match(new RegExp(`\\('${userId}', '(pbkdf2-sha256\\$[^']+)'`))?.[1] ?? "";
  const [scheme, iterations, salt, key] = hash.split("$");
  expect(scheme).toBe("pbkdf2-sha256");
  expect(Number(iterations)).toBe(100_000);
  expect(Buffer.from(salt ?? "", "base64")).toHaveLength(16);
  const derived = pbkdf2Sync("visiteur-demo-2026", Buffer.from(salt ?? "", "base64"), 100_000, 32, "sha256");
  expect(derived.toString("base64")).toBe(key);
});

test("pages use only the allowed blocks and have exactly one h1, error pages none", () => {
  const allowed = new Set(["Text", "Image", "Columns", ...BLOCKS.map((block) => block.name)]);
  const rows = sql.match(/^\('[0-9a-f]{32}', 'page', .*$/gm) ?? [];
  expect(rows.length).toBeGreaterThanOrEqual(21);
  for (const row of rows) {
    const data = row.match(/'(\{"title".*?\})', '\{(?:\}|")/)?.[1]?.replaceAll("''", "'") ?? "{}";
    const names: string[] = [];
    const headingLevels: number[] = [];
    JSON.parse(data, (key, value: unknown) => {
      if (key === "component" && value && typeof value === "object" && "name" in value) {
        const { name, options } = value as { name: string; options: { level?: number } };
        names.push(name);
        if (name === "Heading") headingLevels.push(options.level ?? 0);
      }
      return value;
    });
    expect(names.every((name) => allowed.has(name))).toBe(true);
    // Error pages (/404, /410, /error) get their h1 from the app's error page, not from the content.
    const errorPage = /"url":"(\/(en|es))?\/(404|410|error)"/.test(data);
    expect(names.filter((name) => name === "PageHeader")).toHaveLength(errorPage ? 0 : 1);
    expect(headingLevels.every((level) => level === 2 || level === 3)).toBe(true);
  }
});

test("texts are French first, with escaped quotes and searchable accents", () => {
  expect(sql).toContain(`"fr":"C''est complet !"`);
  expect(sql).toMatch(/événement/);
  expect(sql).toContain("'/covers/climat.png'");
});
