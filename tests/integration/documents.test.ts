// The Worker's answers as documents: React Router's handlers and scripts, framing, pages behind a login, cache
// headers, and the settings a deploy refuses.
import { expect, test } from "vitest";
import { apiCall, workerFetch } from "../support/api-call";
import { withoutModulePreloads } from "../../workers/document-scripts";
import { renderPage } from "../support/pages";
import { daysFromNow } from "../factories/dates";
import { createEventOf, createOrganizeTaxonomies, eventInput } from "../factories/organized-events";
import { createEventCircle } from "../factories/private-events";
import { createMember, createUser } from "../factories/users";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { ConfigError, getEnv, PUBLIC_JWT_SECRETS } from "~/env.server";
import { signAccessToken } from "~/features/accounts/auth/tokens.server";
import worker from "../../workers/app";

// Pages are answered by a route table of their language alone (workers/document-handlers.ts); the route
// manifest that lazy route discovery asks for knows every language.

/** The route ids of the manifest a page's HTML hands to the browser for hydration. */
function manifestRouteIds(html: string): string[] {
  const manifest = html.slice(html.indexOf("__reactRouterManifest"));
  const routes = manifest.slice(manifest.indexOf('"routes"'), manifest.indexOf("</script>"));
  return [...new Set([...routes.matchAll(/"id": ?"([^"]+)"/g)].map(([, id = ""]) => id))].sort();
}

test("each language's pages and data are answered by its own routes, with the same pages as before", async () => {
  const pages = [
    ["/events", 200, "fr"],
    ["/en/events", 200, "en"],
    ["/es/events", 200, "es"],
    ["/enfance", 404, "fr"],
    ["/de/events", 404, "fr"],
    ["/en/nowhere", 404, "en"],
  ] as const;
  for (const [path, status, lang] of pages) {
    const response = await workerFetch(path);
    const html = await response.text();
    expect(response.status, path).toBe(status);
    expect(html, path).toContain(`<html lang="${lang}"`);
  }
  const data = await workerFetch("/en/events.data");
  expect(data.status).toBe(200);
  expect(await data.text()).toContain("en:events");
});

test("a page hands the browser its own language's routes; the manifest answers for links in every language", async () => {
  const html = await (await workerFetch("/en/events")).text();
  const version = /"version": ?"([^"]+)"/.exec(html.slice(html.indexOf("__reactRouterManifest")))?.[1] ?? "";
  const patches = await workerFetch(`/__manifest?paths=${encodeURIComponent("/events,/es/search,/en/media")}&version=${version}`);

  expect(manifestRouteIds(html)).toEqual(["en:events", "en:home", "en:layout-main", "root"]);
  expect(patches.status).toBe(200);
  expect(Object.keys((await patches.json()) as object).sort()).toEqual(
    ["en:layout-main", "en:media", "es:layout-main", "es:search", "fr:events", "fr:layout-main", "root"].sort(),
  );
});

/** An HTML answer streamed in the given pieces of bytes. */
function streamed(pieces: Uint8Array[]) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
      controller.close();
    },
  });
  return new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}

const HTML =
  '<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"/><title>Été</title><link rel="modulepreload" href="/assets/entry.js"/>' +
  '<link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/route.js" crossorigin=""/></head>' +
  '<body><p>Fête à Noël — <code>&lt;link rel="modulepreload"&gt;</code></p><script type="module">import("/assets/entry.js")</script></body></html>';

test("module preloads leave the head, whatever the pieces the page streams in; the body is passed through untouched", async () => {
  const bytes = new TextEncoder().encode(HTML);
  const expected = HTML.replaceAll(/<link rel="modulepreload"[^>]*>/g, "");
  const headEnd = HTML.indexOf("</head>");
  // Cuts inside "</head>", inside a two-byte "é", one byte at a time, and in one piece.
  for (const cuts of [[headEnd + 3], [HTML.indexOf("Été") + 1], Array.from({ length: bytes.length - 1 }, (_, i) => i + 1), []]) {
    const pieces = [0, ...cuts, bytes.length].slice(1).map((end, i, ends) => bytes.subarray(i === 0 ? 0 : (ends[i - 1] ?? 0), end));
    const html = await withoutModulePreloads(streamed(pieces)).text();
    expect(html, JSON.stringify(cuts.slice(0, 3))).toBe(expected);
  }
  expect(expected).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  expect(expected).toContain('<code>&lt;link rel="modulepreload"&gt;</code>');
});

test("an answer that is not HTML is left as it is", async () => {
  const json = new Response('{"link":"<link rel=\\"modulepreload\\">"}', { headers: { "Content-Type": "application/json" } });
  expect(await withoutModulePreloads(json).text()).toBe('{"link":"<link rel=\\"modulepreload\\">"}');
});

test("HTML without a head passes through whole once past 64 kB, and a short one too at its end", async () => {
  const long = `<p>${"x".repeat(70 * 1024)}</p><link rel="modulepreload" href="/a.js">`;
  const bytes = new TextEncoder().encode(long);
  const pieces = [bytes.subarray(0, 40 * 1024), bytes.subarray(40 * 1024, 80 * 1024), bytes.subarray(80 * 1024)];
  expect(await withoutModulePreloads(streamed(pieces)).text()).toBe(long);
  const short = '<p>court</p><link rel="modulepreload" href="/a.js">';
  expect(await withoutModulePreloads(streamed([new TextEncoder().encode(short)])).text()).toBe("<p>court</p>");
});

test("API answers, feeds and files can be framed by no site and run nothing", async () => {
  for (const path of ["/api/v1/events?limit=1", "/sitemap.xml", "/api/v1/nope"]) {
    const response = await workerFetch(path);
    expect(response.headers.get("content-security-policy"), path).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(response.headers.get("x-frame-options"), path).toBe("DENY");
    expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
    expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
  }
});

test("only the cover preview itself is framed by our pages: what lies under /cover is not", async () => {
  expect((await renderPage("/cover?title=Faux")).headers.get("x-frame-options")).toBe("SAMEORIGIN");
  const under = await renderPage("/cover/anything");
  expect(under.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  expect(under.headers.get("x-frame-options")).toBe("DENY");
});

test("partner widgets keep their own framing rule and no X-Frame-Options that would forbid it", async () => {
  const response = await workerFetch("/iframe/nope");
  expect(response.headers.get("x-frame-options")).toBeNull();
  expect(response.headers.get("content-security-policy") ?? "").not.toContain("frame-ancestors 'none'");
});

// Gated pages say who may see them in their HTTP status, still as the page in the visitor's language
// (docs/architecture.md §5): 401 anonymous, 403 or 404 refused, 200 allowed, never stored.

async function statusOf(path: string, headers: Record<string, string> = {}) {
  const page = await renderPage(path, { headers });
  expect(page.headers.get("Cache-Control"), path).toBe("private, no-store");
  return page;
}

test("the organizer pages answer 401 to an anonymous visitor, 403 to an unconfirmed account, 200 to a member, in the visitor's language", async () => {
  const member = await createMember();
  const unconfirmed = await createMember({ active: false });
  const anonymous = await statusOf("/organize/mine/active");
  expect(anonymous.status).toBe(401);
  expect(anonymous.html).toContain("Mes événements");
  const english = await statusOf("/en/organize/create/event");
  expect(english.status).toBe(401);
  expect(english.html).toContain('lang="en"');
  expect((await statusOf("/organize/mine/past", unconfirmed.headers)).status).toBe(403);
  expect((await statusOf("/organize/mine/active", member.headers)).status).toBe(200);
  expect((await statusOf("/organize/create/event", member.headers)).status).toBe(200);
});

test("an event's organizer pages: 401 anonymous, 403 someone else, 404 someone else's private event or none, 200 its organizers", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const owner = await createMember();
  const stranger = await createMember();
  const event = await createEventOf(owner, eventInput(taxonomies, { startDate: daysFromNow(8, 18), endDate: daysFromNow(8, 20) }));
  const hidden = await createEventCircle("prive-organisation");
  expect((await statusOf(`/organize/event/${event.slug}/attendees`)).status).toBe(401);
  expect((await statusOf(`/organize/event/${event.slug}/attendees`, stranger.headers)).status).toBe(403);
  expect((await statusOf(`/organize/event/${hidden.slug}/dashboard`, stranger.headers)).status).toBe(404);
  expect((await statusOf("/organize/event/inconnu-0000/dashboard", stranger.headers)).status).toBe(404);
  expect((await statusOf(`/organize/event/${event.slug}/checkin`, owner.headers)).status).toBe(200);
  expect((await statusOf(`/es/organize/event/${hidden.slug}/edit`, hidden.coorganizer.headers)).status).toBe(200);
});

test("the account pages answer 401 to an anonymous visitor; /admin 401, 403 to a member, 200 to an admin", async () => {
  const member = await createMember();
  const admin = await createMember({ role: "admin" });
  const account = await statusOf("/account/agenda/active");
  expect(account.status).toBe(401);
  expect(account.html).toContain("<h1");
  expect((await statusOf("/account/profile", member.headers)).status).toBe(200);
  expect((await statusOf("/admin")).status).toBe(401);
  expect((await statusOf("/admin/events", member.headers)).status).toBe(403);
  expect((await statusOf("/admin/events", admin.headers)).status).toBe(200);
});

const SHARED = "public, max-age=0, s-maxage=300, stale-while-revalidate=1500";

test("an anonymous answer may be shared by the edge; a request with a session cookie, under either name, may not", async () => {
  expect((await apiCall("GET", "/taxonomies")).headers.get("cache-control")).toBe(SHARED);
  const localCookie = await apiCall("GET", "/taxonomies", { headers: { Cookie: "token=abc" } });
  expect(localCookie.headers.get("cache-control")).toBe("private, no-store");
  // Over HTTPS the session cookies carry the __Host- prefix: they make an answer just as personal.
  const secureRefresh = await apiCall("GET", "/taxonomies", { origin: "https://localhost", headers: { Cookie: "theme=dark; __Host-refresh=abc" } });
  expect(secureRefresh.headers.get("cache-control")).toBe("private, no-store");
  const bearer = await apiCall("GET", "/taxonomies", { headers: { Authorization: "Bearer abc" } });
  expect(bearer.headers.get("cache-control")).toBe("private, no-store");
});

test("a cookie that only ends like a session cookie's name leaves the answer shareable", async () => {
  const answer = await apiCall("GET", "/taxonomies", { headers: { Cookie: "csrftoken=abc; autorefresh=1" } });
  expect(answer.headers.get("cache-control")).toBe(SHARED);
});

const SITE = "https://rendez-vous.example";
const OWN_SECRET = "a-production-secret-of-this-site-0123456789";

/** The Worker's bindings with other settings, as a deployed site would have them. */
function envWith(settings: Record<string, string>) {
  return { ...env, ...settings };
}

/** The whole Worker with other settings. */
async function fetchWith(settings: Record<string, string>, url: string, init?: RequestInit) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url, init), envWith(settings), ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

test("a public site with a published development key, or none, serves nothing: 503 on every path, reasons in the log only", async () => {
  for (const secret of [...PUBLIC_JWT_SECRETS, ""]) {
    for (const path of ["/", "/events", "/api/v1/users/me", "/dev/mail"]) {
      const response = await fetchWith(
        { SITE_URL: SITE, JWT_SECRET: secret, MAIL_TRANSPORT: "http", MAIL_API_KEY: "k", MAIL_FROM: "x@rendez-vous.example" },
        `${SITE}${path}`,
      );
      expect(response.status).toBe(503);
      expect(await response.text()).not.toMatch(/JWT|secret/i);
    }
  }
});

test("a token signed with the published key is never accepted as admin by a deployed site", async () => {
  const admin = await createUser({ role: "admin" });
  const forged = await signAccessToken(PUBLIC_JWT_SECRETS[1] ?? "", { userId: admin.id, sessionId: "any" });
  const response = await fetchWith({ SITE_URL: SITE, JWT_SECRET: PUBLIC_JWT_SECRETS[1] ?? "" }, `${SITE}/api/v1/users/me`, {
    headers: { Authorization: `Bearer ${forged}` },
  });
  expect(response.status).toBe(503);
  // With a key of its own, the forged token is no session at all.
  const safe = await fetchWith(
    { SITE_URL: SITE, JWT_SECRET: OWN_SECRET, MAIL_TRANSPORT: "http", MAIL_API_KEY: "k", MAIL_FROM: "x@rendez-vous.example" },
    `${SITE}/api/v1/users/me`,
    { headers: { Authorization: `Bearer ${forged}` } },
  );
  expect(safe.status).toBe(401);
});

test("the outbox transport on a public site is refused: emails would never leave and could be read", async () => {
  const response = await fetchWith({ SITE_URL: SITE, JWT_SECRET: OWN_SECRET, MAIL_TRANSPORT: "outbox" }, `${SITE}/events`);
  expect(response.status).toBe(503);
  expect(() => getEnv(envWith({ SITE_URL: SITE, JWT_SECRET: OWN_SECRET, MAIL_TRANSPORT: "outbox" }))).toThrow(ConfigError);
  expect(() => getEnv(envWith({ SITE_URL: SITE, JWT_SECRET: OWN_SECRET, MAIL_TRANSPORT: "http" }))).toThrow(/MAIL_API_KEY/);
  expect(() => getEnv(envWith({ JWT_SECRET: "court" }))).toThrow(/at least 32/);
});

test("a properly configured public site serves its pages and has no outbox viewer", async () => {
  const settings = { SITE_URL: SITE, JWT_SECRET: OWN_SECRET, MAIL_TRANSPORT: "http", MAIL_API_KEY: "k", MAIL_FROM: "x@rendez-vous.example" };
  expect((await fetchWith(settings, `${SITE}/api/v1/events?limit=1`)).status).toBe(200);
  expect((await fetchWith(settings, `${SITE}/dev/mail`)).status).toBe(404);
});

test("the local outbox viewer answers only on a loopback host: a foreign Host header gets 404", async () => {
  expect((await workerFetch("/dev/mail")).status).toBe(200);
  expect((await workerFetch("/dev/mail", { origin: "http://127.0.0.1:8787" })).status).toBe(200);
  for (const host of ["http://rendez-vous.example/dev/mail", "http://evil.test/dev/mail?to=visiteur@rendez-vous.test", "http://10.0.0.5/dev/mail"]) {
    const response = await workerFetch(host, { headers: { Accept: "application/json" } });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("token=");
  }
});

test("a local site without JWT_SECRET still works, with a key of its own that is not a published one", async () => {
  const config = getEnv(envWith({ JWT_SECRET: "" }));
  expect(config.local).toBe(true);
  expect(config.JWT_SECRET).toHaveLength(64);
  expect(PUBLIC_JWT_SECRETS).not.toContain(config.JWT_SECRET);
});
