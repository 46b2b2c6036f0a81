import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, test, vi } from "vitest";
import { getEnv } from "~/env.server";
import worker from "../../workers/app";
import { bookmarkCookie } from "../../workers/d1-session";
import { daysFromNow } from "../factories/dates";
import { createEvent } from "../factories/events";
import { createMember, createUser, loginAs } from "../factories/users";
import { apiCall } from "../support/api-call";

// D1 sessions and the bookmark cookie (docs/architecture.md §2 "Sessions and read replicas").
const COOKIE = /^(?:__Host-)?rv-d1-bookmark=([\da-f-]+)\.[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax(?:; Secure)?; Max-Age=300$/;
/** A bookmark later than any this database will reach in a test. */
const FUTURE = `ffffffff-ffffffff-ffffffff-${"f".repeat(32)}`;
const run = crypto.randomUUID();

/** The bookmark handed back by an answer, or null when it sets none. */
function bookmarkOf(response: Response): string | null {
  const cookies = response.headers.getSetCookie().filter((cookie) => /^(?:__Host-)?rv-d1-bookmark=/.test(cookie));
  expect(cookies.length).toBeLessThanOrEqual(1);
  const [cookie] = cookies;
  if (cookie === undefined) return null;
  expect(cookie).toMatch(COOKIE);
  return COOKIE.exec(cookie)?.[1] ?? null;
}

/** The Cookie header that sends `cookie` (a Set-Cookie value) back. */
const sendBack = (cookie: string) => cookie.split(";")[0] ?? "";

async function attendee() {
  const eventId = await createEvent({ slug: `session-${crypto.randomUUID()}`, title: "Atelier", startDate: daysFromNow(30, 18) });
  return { eventId, member: await createMember() };
}

test("attending answers a bookmark cookie, and the next read that sends it back sees the registration", async () => {
  const { eventId, member } = await attendee();

  const attended = await apiCall("POST", `/events/attend/${eventId}`, { headers: member.headers, body: { transactionnal: false } });
  const written = bookmarkOf(attended);
  const cookie = attended.headers.getSetCookie().find((value) => value.startsWith("rv-d1-bookmark=")) ?? "";
  const read = await apiCall("GET", `/events/attend/${eventId}/status`, { headers: { ...member.headers, Cookie: sendBack(cookie) } });

  expect(attended.status).toBe(200);
  expect(written).not.toBeNull();
  expect(read.status).toBe(200);
  expect(await read.json()).toMatchObject({ registered: true });
  // Bookmarks sort in time order: the read's session is at least where the write left it.
  const renewed = bookmarkOf(read);
  expect(renewed !== null && written !== null && renewed >= written).toBe(true);
});

test("logging in answers the bookmark cookie; over HTTPS it is __Host- prefixed and Secure", async () => {
  const user = await createUser({ email: `signet-${run}@exemple.fr` });
  const login = await apiCall("POST", "/auth/local", { body: { email: user.email, password: user.password }, headers: { Origin: "http://localhost" } });
  const { eventId, member } = await attendee();
  const secure = await apiCall("POST", `/events/attend/${eventId}`, { origin: "https://localhost", headers: member.headers, body: { transactionnal: false } });

  expect(login.status).toBe(200);
  expect(bookmarkOf(login)).not.toBeNull();
  expect(secure.status).toBe(200);
  expect(secure.headers.getSetCookie().find((value) => value.startsWith("__Host-rv-d1-bookmark="))).toMatch(/; Secure; Max-Age=300$/);
});

test("a read anchors its session at the bookmark the Worker signed: the answer hands that bookmark back", async () => {
  const { eventId, member } = await attendee();
  const signed = await bookmarkCookie("http://localhost/", getEnv(env).JWT_SECRET, FUTURE);

  const read = await apiCall("GET", `/events/attend/${eventId}/status`, { headers: { ...member.headers, Cookie: sendBack(signed) } });

  expect(read.status).toBe(200);
  // A session reports the latest bookmark it was given or reached; only the client's could be this one.
  expect(bookmarkOf(read)).toBe(FUTURE);
});

test("a forged or garbage bookmark cookie is ignored: the request falls back to a session of its own, no 500", async () => {
  const { eventId, member } = await attendee();
  const forged = `rv-d1-bookmark=${FUTURE}.${"A".repeat(43)}`;
  const otherKey = sendBack(await bookmarkCookie("http://localhost/", "another-key-of-at-least-32-characters", FUTURE));
  const signed = (await bookmarkCookie("http://localhost/", getEnv(env).JWT_SECRET, FUTURE)).split(";")[0]?.split("=")[1] ?? "";
  const garbage = [
    forged,
    otherKey,
    `rv-d1-bookmark=${signed}.extra`,
    `rv-d1-bookmark=${FUTURE.toUpperCase()}.${"A".repeat(43)}`,
    "rv-d1-bookmark=%%%;%00",
    `rv-d1-bookmark=${"0".repeat(5000)}`,
    "rv-d1-bookmark=",
  ];

  for (const cookie of garbage) {
    const read = await apiCall("GET", `/events/attend/${eventId}/status`, { headers: { ...member.headers, Cookie: cookie } });
    expect(read.status, cookie.slice(0, 60)).toBe(200);
    expect(bookmarkOf(read), cookie.slice(0, 60)).toBeNull();
  }
  const write = await apiCall("POST", `/events/attend/${eventId}`, { headers: { ...member.headers, Cookie: forged }, body: { transactionnal: false } });
  expect(write.status).toBe(200);
  expect(bookmarkOf(write)).not.toBe(FUTURE);
});

test("a read that writes (a session renewed from its refresh cookie) answers the bookmark; a plain read does not", async () => {
  const session = await loginAs(await createUser());

  const renewed = await apiCall("GET", "/users/me", { headers: { Cookie: `refresh=${session.refreshToken}` } });
  const plain = await apiCall("GET", "/users/me", { headers: session.headers });

  expect([renewed.status, plain.status]).toEqual([200, 200]);
  expect(bookmarkOf(renewed)).not.toBeNull();
  expect(bookmarkOf(plain)).toBeNull();
});

test("an anonymous page stays shareable: no Set-Cookie even for a visitor with a bookmark, who gets a fresh render; others get the cache", async () => {
  const slug = `session-page-${run}`;
  await createEvent({ slug, title: "Page partagée", startDate: daysFromNow(30, 18) });
  const signed = sendBack(await bookmarkCookie("http://localhost/", getEnv(env).JWT_SECRET, FUTURE));
  // The Worker's tests run with PAGE_CACHE=off (vitest.workers.config.ts): these requests turn it on.
  const bindings = { ...env, PAGE_CACHE: "on" as const };
  const page = async (headers: Record<string, string>) => {
    const ctx = createExecutionContext();
    const response = await worker.fetch(new Request(`http://localhost/events/e/${slug}`, { headers }), bindings, ctx);
    await response.arrayBuffer();
    await waitOnExecutionContext(ctx);
    return response;
  };

  const answers = [await page({ Cookie: signed }), await page({}), await page({}), await page({ Cookie: signed })];

  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
  // The visitor who wrote reads their own write: never a copy a replica may have rendered before it.
  expect(answers.map((answer) => answer.headers.get("X-Cache"))).toEqual([null, "MISS", "HIT", null]);
  expect(answers.map((answer) => answer.headers.getSetCookie())).toEqual([[], [], [], []]);
  expect(answers[0]?.headers.get("Cache-Control")).toContain("public");
});

test("the deploy check answers the build id with no session of its own: no bookmark cookie, even for a visitor who just wrote", async () => {
  const signed = sendBack(await bookmarkCookie("http://localhost/", getEnv(env).JWT_SECRET, FUTURE));
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request("http://localhost/builds/latest.json", { headers: { Cookie: signed } }), env, ctx);
  await waitOnExecutionContext(ctx);

  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ id: expect.stringMatching(/\S/) });
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
  expect(response.headers.getSetCookie()).toEqual([]);
});

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
  const stored = await env.DB.prepare("SELECT count(*) AS n FROM likes WHERE user_no = (SELECT no FROM users WHERE id = ?) AND target_id = ?")
    .bind(member.id, eventId)
    .first("n");
  expect(stored).toBe(0);
  // Tried once: a write is never sent twice by the Worker.
  expect(busy.attempts()).toBeLessThanOrEqual(2);
  vi.restoreAllMocks();
});
