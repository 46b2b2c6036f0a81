import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { countRateLimit, hitRateLimit, RATE_LIMITS, refundRateLimit } from "~/features/rate-limit/rate-limit.server";

const LIMIT = { limit: 3, windowSeconds: 900 };
/** One second before a quarter hour: a clock-aligned window would close right after the first hit. */
const T0 = Date.UTC(2026, 10, 24, 14, 59, 59);
const seconds = (n: number) => n * 1000;

test("a key's window opens at its first hit: a burst across a quarter hour still counts as one", async () => {
  const hits = [];
  for (const at of [0, 2, 4, 6]) hits.push(await hitRateLimit(env.DB, "test:burst", LIMIT, T0 + seconds(at)));
  expect(hits.map((hit) => hit.allowed)).toEqual([true, true, true, false]);
  // Retry once the window that opened at T0 has passed, not at the next quarter hour.
  expect(hits[3]?.retryAfter).toBe(900 - 6);
});

test("once the window has passed, the key starts a new one", async () => {
  for (let i = 0; i < 4; i++) await hitRateLimit(env.DB, "test:renew", LIMIT, T0);
  expect((await hitRateLimit(env.DB, "test:renew", LIMIT, T0 + seconds(899))).allowed).toBe(false);
  const renewed = await hitRateLimit(env.DB, "test:renew", LIMIT, T0 + seconds(900));
  expect(renewed).toEqual({ allowed: true, retryAfter: 900 });
});

test("a refund takes back one hit of the open window, never below zero, and not of a window that has passed", async () => {
  for (let i = 0; i < 3; i++) await hitRateLimit(env.DB, "test:refund", LIMIT, T0);
  await refundRateLimit(env.DB, "test:refund", LIMIT, T0 + seconds(10));
  expect((await hitRateLimit(env.DB, "test:refund", LIMIT, T0 + seconds(20))).allowed).toBe(true);
  expect((await hitRateLimit(env.DB, "test:refund", LIMIT, T0 + seconds(30))).allowed).toBe(false);
  await refundRateLimit(env.DB, "test:refund", LIMIT, T0 + seconds(2000));
  const row = await env.DB.prepare("SELECT hits FROM rate_limits WHERE key = 'test:refund'").first<{ hits: number }>();
  expect(row?.hits).toBe(4);
});

test("keys count apart", async () => {
  for (let i = 0; i < 3; i++) await hitRateLimit(env.DB, "test:one", LIMIT, T0);
  expect((await hitRateLimit(env.DB, "test:other", LIMIT, T0)).allowed).toBe(true);
  expect((await hitRateLimit(env.DB, "test:one", LIMIT, T0)).allowed).toBe(false);
});

test("a hit may cost more than one: the emails of one call count against a daily number of emails", async () => {
  const daily = { limit: 500, windowSeconds: 24 * 3600 };
  expect((await hitRateLimit(env.DB, "test:cost", daily, T0, 200)).allowed).toBe(true);
  expect((await hitRateLimit(env.DB, "test:cost", daily, T0 + seconds(60), 300)).allowed).toBe(true);
  expect((await hitRateLimit(env.DB, "test:cost", daily, T0 + seconds(120), 1)).allowed).toBe(false);
  expect((await hitRateLimit(env.DB, "test:cost", daily, T0 + seconds(24 * 3600), 200)).allowed).toBe(true);
});

test("a per-minute limit is counted by its Rate Limiting binding where bound, without a D1 row; in D1 where not", async () => {
  const keys: string[] = [];
  let left = 2;
  const limiter = {
    limit: ({ key }: { key: string }) => {
      keys.push(key);
      return Promise.resolve({ success: left-- > 0 });
    },
  };
  const bound = { DB: env.DB, API_TOKEN_LIMITER: limiter };
  const answers = [];
  for (let n = 0; n < 3; n++) answers.push(await countRateLimit(bound, "apiToken", "jeton-lie", RATE_LIMITS.apiToken));
  expect(answers).toEqual([
    { allowed: true, retryAfter: 60 },
    { allowed: true, retryAfter: 60 },
    { allowed: false, retryAfter: 60 },
  ]);
  expect(keys).toEqual(["apiToken:jeton-lie", "apiToken:jeton-lie", "apiToken:jeton-lie"]);
  expect(await env.DB.prepare("SELECT count(*) AS n FROM rate_limits WHERE key = 'apiToken:jeton-lie'").first("n")).toBe(0);

  // Without the binding (locally, in these tests) D1 counts it; an action without a binding always goes to D1.
  expect(await countRateLimit({ DB: env.DB }, "apiToken", "jeton-local", RATE_LIMITS.apiToken)).toEqual({ allowed: true, retryAfter: 60 });
  expect(await env.DB.prepare("SELECT hits FROM rate_limits WHERE key = 'apiToken:jeton-local'").first("hits")).toBe(1);
  await countRateLimit(bound, "upload", "quelqu-un", RATE_LIMITS.upload);
  expect(keys).toHaveLength(3);
  expect(await env.DB.prepare("SELECT hits FROM rate_limits WHERE key = 'upload:quelqu-un'").first("hits")).toBe(1);
});
