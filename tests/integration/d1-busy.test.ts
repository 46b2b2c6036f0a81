import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, test, vi } from "vitest";
import worker from "../../workers/app";
import { daysFromNow } from "../factories/dates";
import { createEvent } from "../factories/events";
import { createMember } from "../factories/users";

/*
 * D1 under load in production (docs/performance.md "Production under load"): when it answers that it cannot take a
 * query now, a read is run again after a short wait, and a write is answered 503 with Retry-After, nothing stored.
 */

const OVERLOADED = "D1_ERROR: D1 DB is overloaded. Requests queued for too long.";

/** The test's D1 binding, whose next `failures` queries throw D1's overload error: what production D1 does under a burst. */
function busyDatabase(failures: number): { db: D1Database; attempts: () => number } {
  let left = failures;
  let attempts = 0;
  const fail = <T>(run: () => Promise<T>) => {
    attempts += 1;
    if (left > 0) {
      left -= 1;
      return Promise.reject(new Error(OVERLOADED));
    }
    return run();
  };
  const statement = (real: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(real, {
      get(target, property) {
        if (property === "bind") return (...values: unknown[]) => statement(target.bind(...values));
        if (property === "first" || property === "all" || property === "run" || property === "raw")
          return (...args: never[]) => fail(() => (target[property] as (...a: never[]) => Promise<unknown>)(...args));
        return Reflect.get(target, property);
      },
    });
  const session = (real: D1DatabaseSession): D1DatabaseSession =>
    new Proxy(real, {
      get(target, property) {
        if (property === "prepare") return (query: string) => statement(target.prepare(query));
        if (property === "batch") return (statements: D1PreparedStatement[]) => fail(() => target.batch(statements));
        return Reflect.get(target, property);
      },
    });
  const db = new Proxy(env.DB, {
    get(target, property) {
      if (property === "withSession") return (constraint?: string) => session(target.withSession(constraint));
      if (property === "prepare") return (query: string) => statement(target.prepare(query));
      if (property === "batch") return (statements: D1PreparedStatement[]) => fail(() => target.batch(statements));
      return Reflect.get(target, property);
    },
  });
  return { db, attempts: () => attempts };
}

async function call(path: string, db: D1Database, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`http://localhost${path}`, init), { ...env, DB: db }, ctx);
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, text, headers: response.headers };
}

test("a read that meets a busy D1 is run again and answered; past its retries it is 503 with Retry-After", async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  await createEvent({ slug: `atelier-sous-charge-${Date.now()}`, title: "Atelier sous charge", startDate: daysFromNow(5) });
  const once = busyDatabase(1);
  const answered = await call("/api/v1/events?limit=1", once.db);
  expect(answered.status).toBe(200);
  expect(once.attempts()).toBeGreaterThan(1);
  const always = busyDatabase(1000);
  const refused = await call("/api/v1/events?limit=1", always.db);
  expect(refused.status).toBe(503);
  expect(JSON.parse(refused.text)).toMatchObject({ error: { code: "database_busy" } });
  expect(refused.headers.get("Retry-After")).toBe("1");
  expect(refused.headers.get("X-Database-Busy")).toBeNull();
  vi.restoreAllMocks();
});

test("a write that meets a busy D1 is answered 503 with Retry-After at once, and nothing is stored", async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const member = await createMember();
  const eventId = await createEvent({ slug: `atelier-aime-${Date.now()}`, title: "Atelier aimé sous charge", startDate: daysFromNow(5) });
  const busy = busyDatabase(1000);
  const answer = await call("/api/v1/likes", busy.db, {
    method: "POST",
    headers: { ...member.headers, "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.90" },
    body: JSON.stringify({ event: eventId }),
  });
  expect(answer.status).toBe(503);
  expect(JSON.parse(answer.text)).toMatchObject({ error: { code: "database_busy" } });
  expect(answer.headers.get("Retry-After")).toBe("1");
  const stored = await env.DB.prepare("SELECT count(*) AS n FROM likes WHERE user_id = ? AND target_id = ?").bind(member.id, eventId).first("n");
  expect(stored).toBe(0);
  // Tried once: a write is never sent twice by the Worker.
  expect(busy.attempts()).toBeLessThanOrEqual(2);
  vi.restoreAllMocks();
});
