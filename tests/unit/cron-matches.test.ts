import { expect, test } from "vitest";

// The local server is plain ESM JavaScript (scripts/), imported by URL so TypeScript does not look for its types.
const serveLocalUrl = new URL("../../scripts/serve-local.mjs", import.meta.url).href;
const { cronMatches } = (await import(/* @vite-ignore */ serveLocalUrl)) as { cronMatches: (expression: string, date: Date) => boolean };

test("the local server runs each Cron Trigger of wrangler.jsonc in the minutes it names (UTC)", () => {
  const at = (iso: string) => new Date(iso);
  expect(cronMatches("* * * * *", at("2026-11-24T10:41:00Z"))).toBe(true);
  expect(cronMatches("17 3 * * *", at("2026-11-24T03:17:00Z"))).toBe(true);
  expect(cronMatches("17 3 * * *", at("2026-11-24T04:17:00Z"))).toBe(false);
  expect(cronMatches("17 3 * * *", at("2026-11-24T03:18:00Z"))).toBe(false);
  expect(cronMatches("0,30 * * * 1", at("2026-11-23T08:30:00Z"))).toBe(true);
  expect(cronMatches("0,30 * * * 1", at("2026-11-24T08:30:00Z"))).toBe(false);
  expect(cronMatches("*/5 * * * *", at("2026-11-24T08:30:00Z"))).toBe(false);
});
