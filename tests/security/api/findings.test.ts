import { createScheduledController, createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, expect, test, vi } from "vitest";
import worker from "../../../workers/app";
import { eventInput } from "../../factories/organized-events";
import { callWorker } from "./support/call-worker";
import { isErrorShape } from "./support/probe";
import { createPerson, createWorld, PROBE_PASSWORD } from "./support/world";

/*
 * One probe per rule of docs/security.md that the corpus checks only in passing: each says what the site
 * promises, with the request an attacker would send.
 */

const JSON_TYPE = { "Content-Type": "application/json" };

async function send(path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) {
  const body = init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body);
  const response = await callWorker(path, { method: init.method, headers: { ...JSON_TYPE, ...init.headers }, body });
  const text = await response.text();
  return { status: response.status, text, headers: response.headers, contentType: response.headers.get("Content-Type") ?? "" };
}

const stored = async (sql: string, ...values: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...values)
    .first();

afterEach(() => {
  vi.restoreAllMocks();
});

test("a 3 MB address is refused with 413 before it reaches the database, and nothing is stored", async () => {
  const person = await createPerson();
  const answer = await send(`/api/v1/users/${person.id}`, {
    method: "PUT",
    headers: person.headers,
    body: { address: { formattedAddress: "a".repeat(3 * 1024 * 1024) } },
  });
  expect(answer.status).toBe(413);
  expect(isErrorShape(answer)).toBe(true);
  expect(await stored("SELECT address FROM users WHERE id = ?", person.id)).toEqual({ address: null });
});

test("a 1 MB address and an address of 100,000 types are refused: every string and array has a maximum", async () => {
  const person = await createPerson();
  for (const address of [{ formattedAddress: "a".repeat(1024 * 1024) }, { city: "Lyon", types: Array.from({ length: 100_000 }, () => "x") }]) {
    const answer = await send(`/api/v1/users/${person.id}`, { method: "PUT", headers: person.headers, body: { address } });
    expect([400, 413]).toContain(answer.status);
  }
  const answer = await send(`/api/v1/users/${person.id}`, { method: "PUT", headers: person.headers, body: { address: { city: "x".repeat(5000) } } });
  expect(answer.status).toBe(400);
  expect(await stored("SELECT address FROM users WHERE id = ?", person.id)).toEqual({ address: null });
});

/** 100 MB of JSON, streamed a megabyte at a time (never held whole in memory). */
function hundredMegabytes(): ReadableStream<Uint8Array> {
  const megabyte = new TextEncoder().encode("a".repeat(1024 * 1024));
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === 0) controller.enqueue(new TextEncoder().encode('{"email": "a@b.c", "pad": "'));
      if (sent === 100) {
        controller.enqueue(new TextEncoder().encode('"}'));
        controller.close();
        return;
      }
      sent += 1;
      controller.enqueue(megabyte);
    },
  });
}

test("a 100 MB JSON body is refused with 413 payload_too_large, announced or streamed", async () => {
  for (const announced of [true, false]) {
    const headers = new Headers({ "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.9" });
    if (announced) headers.set("Content-Length", String(100 * 1024 * 1024 + 29));
    const ctx = createExecutionContext();
    const response = await worker.fetch(new Request("http://localhost/api/v1/users/exists", { method: "POST", headers, body: hundredMegabytes() }), env, ctx);
    const text = await response.text();
    await waitOnExecutionContext(ctx);
    expect(response.status, announced ? "with Content-Length" : "streamed").toBe(413);
    expect(text).toContain('"payload_too_large"');
  }
});

test("names with NUL, ANSI escapes, bidi overrides or lone surrogates are refused or stored clean, and in NFC", async () => {
  const person = await createPerson();
  const names = ["Ann\u0000e", "\u001b[31mRouge\u001b[0m", "Ali\u202Egnp.exe", "moiti\uD800e", "Zo\u00eb\u0007", "Jose\u0301"];
  for (const name of names) {
    const answer = await send(`/api/v1/users/${person.id}`, {
      method: "PUT",
      headers: person.headers,
      body: { displayname: name, firstName: name, lastName: name },
    });
    expect(answer.status, JSON.stringify(name)).toBeLessThan(500);
    const row = await stored("SELECT display_name, first_name, last_name FROM users WHERE id = ?", person.id);
    for (const value of Object.values(row ?? {})) {
      if (typeof value !== "string") continue;
      // eslint-disable-next-line no-control-regex -- control characters are what this looks for
      expect(value, JSON.stringify(name)).not.toMatch(/[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFFFD]/);
      expect(value).toBe(value.normalize("NFC"));
    }
  }
});

test("an event title with control or bidi characters is refused or stored clean", async () => {
  const world = await createWorld();
  const answer = await send(`/api/v1/events/${world.event.id}`, {
    method: "PUT",
    headers: world.owner.headers,
    body: eventInput(world.taxonomies, { texts: { fr: { title: "Atelier\u0000\u202E secret", description: "<p>Texte\u0007</p>" } } }),
  });
  expect(answer.status).toBeLessThan(500);
  const row = await stored("SELECT title, description FROM event_translations WHERE event_id = ? AND lang = 'fr'", world.event.id);
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  expect(JSON.stringify(row)).not.toMatch(/[\u0000-\u0008\u202A-\u202E]|\\u000[0-8]/);
});

test("a JSON array where an object is expected is refused with 400", async () => {
  const person = await createPerson();
  for (const body of [[], [{ displayname: "Liste" }]]) {
    const answer = await send(`/api/v1/users/${person.id}`, { method: "PUT", headers: person.headers, body });
    expect(answer.status).toBe(400);
    expect(isErrorShape(answer)).toBe(true);
  }
});

test("lax numbers and impossible dates in the query are refused with 400 naming the parameter", async () => {
  for (const [query, name] of [
    ["page=0x10", "page"],
    ["limit=1e1", "limit"],
    ["page=%2B1", "page"],
    ["from=2026-02-30", "from"],
    ["to=2026-04-31", "to"],
    ["from=2026-13-01", "from"],
  ]) {
    const answer = await send(`/api/v1/events?${query}`);
    expect(answer.status, query).toBe(400);
    expect(answer.text, query).toContain(`\\"${name}\\"`);
  }
});

test("anonymous analytics writes are capped per batch and per event, and limited per client", async () => {
  const at = new Date().toISOString();
  const big = await send("/api/v1/analytics/events", { method: "POST", body: { events: Array.from({ length: 51 }, () => ({ name: "vue", data: {}, at })) } });
  expect([400, 413]).toContain(big.status);
  const wide = await send("/api/v1/analytics/events", { method: "POST", body: { events: [{ name: "vue", data: { texte: "a".repeat(20_000) }, at }] } });
  expect([400, 413]).toContain(wide.status);
  const ip = "198.51.100.77";
  const statuses: number[] = [];
  for (let i = 0; i < 400 && !statuses.includes(429); i++) {
    statuses.push(
      (await send("/api/v1/analytics/events", { method: "POST", headers: { "CF-Connecting-IP": ip }, body: { events: [{ name: "vue", data: { i }, at }] } }))
        .status,
    );
  }
  expect(statuses).toContain(429);
});

test("the page-builder tracker is capped per batch and limited per client", async () => {
  const event = (i: number) => ({ type: "impression", data: { contentId: `page-${i}`, metadata: { pad: "a".repeat(150) } } });
  const big = await send("/builder-api/api/v1/track", { method: "POST", body: { events: Array.from({ length: 300 }, (_, i) => event(i)) } });
  expect([400, 413]).toContain(big.status);
  const ip = "198.51.100.78";
  const statuses: number[] = [];
  for (let i = 0; i < 400 && !statuses.includes(429); i++) {
    statuses.push((await send("/builder-api/api/v1/track", { method: "POST", headers: { "CF-Connecting-IP": ip }, body: { events: [event(i)] } })).status);
  }
  expect(statuses).toContain(429);
});

/** The Cron Triggers of wrangler.jsonc (passed by vitest.workers.config.ts). */
const CRONS: string[] = JSON.parse(env.PROBE_CRONS);

test("the daily Cron Trigger deletes analytics events and rate-limit rows past their retention", async () => {
  await env.DB.batch([
    env.DB.prepare("INSERT INTO analytics_events (name, data, created_at) VALUES ('ancien', '{}', '2023-01-01T00:00:00.000Z')"),
    env.DB.prepare("INSERT INTO analytics_events (name, data, created_at) VALUES ('recent', '{}', ?)").bind(new Date().toISOString()),
    env.DB.prepare("INSERT INTO rate_limits (key, window_start, hits) VALUES ('sonde:ancienne', 1000, 3)"),
  ]);
  for (const cron of CRONS) {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron, scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);
  }
  expect(await stored("SELECT count(*) AS n FROM analytics_events WHERE name = 'ancien'")).toEqual({ n: 0 });
  expect(await stored("SELECT count(*) AS n FROM analytics_events WHERE name = 'recent'")).toEqual({ n: 1 });
  expect(await stored("SELECT count(*) AS n FROM rate_limits WHERE key = 'sonde:ancienne'")).toEqual({ n: 0 });
});

test("drafts are not served by the content service to visitors, even with includeUnpublished=true", async () => {
  const world = await createWorld();
  for (const extra of ["includeUnpublished=true", "includeUnpublished=true&cachebust=true", "preview=page&includeUnpublished=true"]) {
    const answer = await send(`/builder-api/api/v3/content/page?apiKey=local&${extra}&query.id=${world.draftEntryId}`);
    expect(answer.status, extra).toBeLessThan(500);
    expect(answer.text, extra).not.toContain(world.draftEntryId);
  }
  const proxied = await send("/api/v1/builder/getref", { method: "POST", body: { ref: world.draftEntryId } });
  expect(proxied.text).not.toContain("Brouillon");
});

test("private events never appear in public lists, searches or feeds", async () => {
  const world = await createWorld();
  const stranger = world.victim.headers;
  const pages = [
    "/api/v1/events?limit=100",
    `/api/v1/events?limit=100&search=${encodeURIComponent("Atelier privé")}`,
    `/api/v1/events/related/${world.event.id}`,
    "/events/feed.ics",
    "/events/feed.rss",
    "/sitemap.xml",
  ];
  for (const path of pages) {
    for (const headers of [{}, stranger]) {
      const answer = await send(path, { headers });
      expect(answer.text, path).not.toContain(world.hidden.slug);
    }
  }
});

test("a page POST to an unknown page logs no stack trace", async () => {
  const logged: string[] = [];
  for (const method of ["error", "warn", "log"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(" "));
    });
  }
  for (const path of ["/une-page-qui-n-existe-pas", "/events/e/inconnu", "/api/v1/inconnu"]) {
    const answer = await send(path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "a=1" });
    expect(answer.status, path).toBeGreaterThanOrEqual(400);
    expect(answer.status, path).toBeLessThan(500);
  }
  expect(logged.filter((line) => /\n\s+at /.test(line))).toEqual([]);
});

test("common passwords and a password equal to the email are refused at registration, reset and change", async () => {
  const stamp = Date.now();
  const emails: string[] = [];
  for (const [i, common] of ["password", "12345678", "azertyuiop", "motdepasse", "iloveyou", "Password1", null].entries()) {
    // An address per attempt: three emails per address and hour is a limit of its own (RATE_LIMITS.accountEmail).
    const email = `mot.de.passe.${i}.${stamp}@exemple.test`;
    emails.push(email);
    const password = common ?? email;
    const answer = await send("/api/v1/users/register/events", { method: "POST", body: { email, password, lang: "fr" } });
    expect(answer.status, password).toBe(400);
    expect(isErrorShape(answer)).toBe(true);
  }
  const person = await createPerson();
  for (const password of ["azertyuiop", person.email]) {
    const change = await send(`/api/v1/users/${person.id}/password`, {
      method: "PUT",
      headers: person.headers,
      body: { currentPassword: PROBE_PASSWORD, password },
    });
    expect(change.status, password).toBe(400);
  }
  expect(await stored("SELECT count(*) AS n FROM users WHERE email IN (SELECT value FROM json_each(?))", JSON.stringify(emails))).toEqual({ n: 0 });
});

test("every answer under /api/ and /uploads/ is the JSON error shape, even where ../ or another version leads", async () => {
  const paths = [
    "/api/",
    "/api/v2/events",
    "/api/v1/../v2/users/me",
    "/api/v1/%2e%2e/admin",
    "/api/x/y",
    "/uploads/",
    "/uploads/inconnu.png",
    "/uploads/users/x/../../autre.png",
  ];
  for (const path of paths) {
    for (const method of ["GET", "POST"]) {
      const answer = await send(path, { method, body: method === "POST" ? "{}" : undefined, headers: { Origin: "http://localhost" } });
      const where = new URL(path, "http://localhost").pathname;
      if (!/^\/(api|uploads)(\/|$)/.test(where)) continue;
      expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${method} ${path}`).toBeLessThan(500);
      expect(isErrorShape(answer), `${method} ${path}: ${answer.contentType} ${answer.text.slice(0, 60)}`).toBe(true);
    }
  }
});

/** Who may frame an answer: its CSP's frame-ancestors, else what X-Frame-Options allows, else anyone. */
async function framedBy(path: string) {
  const { headers } = await send(path);
  const ancestors = headers
    .get("Content-Security-Policy")
    ?.match(/frame-ancestors ([^;]+)/)?.[1]
    ?.trim();
  const options = headers.get("X-Frame-Options")?.toUpperCase();
  return { ancestors: ancestors ?? null, options: options ?? null };
}

test("only /cover is framed, by our own pages; pages under it, other pages and non-HTML answers are never framed", async () => {
  expect((await framedBy("/cover")).ancestors).toBe("'self'");
  for (const path of ["/cover/x", "/en/cover/a/b", "/events", "/login"]) {
    expect((await framedBy(path)).ancestors, path).toBe("'none'");
  }
  // An answer that is not HTML carries no CSP of a page: X-Frame-Options (or its own frame-ancestors) says no.
  const world = await createWorld();
  for (const path of [
    "/api/v1/events?limit=1",
    `/api/v1/events/slug/${world.event.slug}`,
    "/events/feed.ics",
    "/sitemap.xml",
    "/uploads/inconnu.png",
    "/builds/latest.json",
  ]) {
    const { ancestors, options } = await framedBy(path);
    expect(ancestors === "'none'" || options === "DENY", `${path}: frame-ancestors ${ancestors}, X-Frame-Options ${options}`).toBe(true);
  }
});
