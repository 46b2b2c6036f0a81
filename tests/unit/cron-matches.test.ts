import { expect, test, vi } from "vitest";

// The local server is plain ESM JavaScript (scripts/), imported by URL so TypeScript does not look for its types.
const serveLocalUrl = new URL("../../scripts/serve-local.mjs", import.meta.url).href;
type Scheduled = (options: { cron: string; scheduledTime: Date }) => Promise<{ outcome: string }>;
const { cronMatches, runCronTriggers } = (await import(/* @vite-ignore */ serveLocalUrl)) as {
  cronMatches: (expression: string, date: Date) => boolean;
  runCronTriggers: (miniflare: { getWorker: () => Promise<{ scheduled: Scheduled }> }, crons: string[]) => () => void;
};

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

test("the local server calls the Worker's scheduled handler at the start of each minute, with that minute, until stopped", async () => {
  vi.useFakeTimers({ now: new Date("2026-11-24T03:16:30Z") });
  try {
    const calls: string[] = [];
    const scheduled: Scheduled = ({ cron, scheduledTime }) => {
      calls.push(`${cron} @ ${scheduledTime.toISOString()}`);
      return Promise.resolve({ outcome: "ok" });
    };
    const stop = runCronTriggers({ getWorker: () => Promise.resolve({ scheduled }) }, ["* * * * *", "17 3 * * *"]);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_100);
    expect(calls).toEqual(["* * * * * @ 2026-11-24T03:17:00.000Z", "17 3 * * * @ 2026-11-24T03:17:00.000Z"]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.slice(2)).toEqual(["* * * * * @ 2026-11-24T03:18:00.000Z"]);
    stop();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(calls).toHaveLength(3);
  } finally {
    vi.useRealTimers();
  }
});
