// The admin API and pages: who may enter, entries (staged, versioned, scheduled), moderation.
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { createBuilderEntries, targetingRule } from "../factories/content";
import { attendAs, createEventOf, createOrganizeTaxonomies, eventInput, mailsTo, organizeEvent } from "../factories/organized-events";
import { createMember, createUser, loginAs } from "../factories/users";
import { errorOf } from "../support/api-answers";
import { apiCall, cookieHeader, setCookies, workerFetch } from "../support/api-call";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import * as v from "valibot";
import { createEvent } from "../factories/events";
import { createArticle } from "../factories/media";
import { describedJson } from "../support/api-contract";
import { scheduled } from "../../workers/scheduled";
import { api } from "../../workers/api/app";
import { parisDay } from "~/features/game/game-day";

type Role = "admin" | "organizer" | "user" | "unconfirmed" | "anonymous";
const ROLES: Role[] = ["admin", "organizer", "user", "unconfirmed", "anonymous"];

/** Everyone but an admin is refused, before any data is read (app/features/accounts/auth/admin-access.ts). */
const REFUSED: Record<Exclude<Role, "admin">, [number, string]> = {
  organizer: [403, "forbidden"],
  user: [403, "forbidden"],
  unconfirmed: [403, "email_not_confirmed"],
  anonymous: [401, "unauthorized"],
};

async function castAdminRoles() {
  const [admin, organizer, user, unconfirmed] = await Promise.all([
    createMember({ role: "admin" }),
    createMember({ role: "organizer" }),
    createMember(),
    createMember({ active: false, role: "admin" }),
  ]);
  const headers: Record<Role, Record<string, string>> = {
    admin: admin.headers,
    organizer: organizer.headers,
    user: user.headers,
    unconfirmed: unconfirmed.headers,
    anonymous: {},
  };
  return { headers, user };
}

const entryBody = (name: string) => ({ model: "page", name, data: { title: name, blocks: [] }, query: [] });

/** One call per endpoint of /api/v1/admin, with a body the admin's call succeeds with; `ok` is the admin's status. */
async function endpoints(ids: { entry: string; user: string; event: string; taxonomy: string; hotspot: string; iframe: string }) {
  const validTaxonomy = { type: "topic", slug: `t-${crypto.randomUUID().slice(0, 8)}`, name: { fr: "Sujet" } };
  return [
    { method: "GET", path: "/me", ok: 200 },
    { method: "GET", path: "/entries?model=page", ok: 200 },
    { method: "POST", path: "/entries", body: entryBody("Nouvelle page"), ok: 201 },
    { method: "GET", path: `/entries/${ids.entry}`, ok: 200 },
    { method: "PUT", path: `/entries/${ids.entry}`, body: entryBody("Page modifiée"), ok: 200 },
    { method: "POST", path: `/entries/${ids.entry}/publish`, ok: 200 },
    { method: "POST", path: `/entries/${ids.entry}/unpublish`, ok: 200 },
    { method: "POST", path: `/entries/${ids.entry}/discard`, ok: 200 },
    { method: "PUT", path: `/entries/${ids.entry}/schedule`, body: { publishAt: null, unpublishAt: null }, ok: 200 },
    { method: "GET", path: `/entries/${ids.entry}/versions`, ok: 200 },
    { method: "POST", path: `/entries/${ids.entry}/versions/1/restore`, ok: 200 },
    { method: "GET", path: "/comments?kind=winner&state=all", ok: 200 },
    { method: "GET", path: "/media?search=affiche", ok: 200 },
    { method: "GET", path: "/translations", ok: 200 },
    { method: "PUT", path: "/translations", body: { module: "events", key: "admin.test", texts: { fr: "Essai" } }, ok: 200 },
    { method: "GET", path: "/taxonomies", ok: 200 },
    { method: "POST", path: "/taxonomies", body: validTaxonomy, ok: 201 },
    { method: "PUT", path: `/taxonomies/${ids.taxonomy}`, body: { ...validTaxonomy, slug: `${validTaxonomy.slug}-2` }, ok: 200 },
    { method: "GET", path: "/hotspots", ok: 200 },
    { method: "POST", path: "/hotspots", body: { slug: `h-${crypto.randomUUID().slice(0, 8)}`, name: { fr: "Tiers-lieu" } }, ok: 201 },
    { method: "PUT", path: `/hotspots/${ids.hotspot}`, body: { slug: `h-${crypto.randomUUID().slice(0, 8)}`, name: { fr: "Autre lieu" } }, ok: 200 },
    { method: "GET", path: "/iframes", ok: 200 },
    { method: "POST", path: "/iframes", body: { name: "Partenaire", filters: { topic: "climat" }, layout: "card", theme: "base" }, ok: 201 },
    { method: "PUT", path: `/iframes/${ids.iframe}`, body: { name: "Renommé", filters: {}, layout: "line", theme: "events" }, ok: 200 },
    { method: "GET", path: "/events", ok: 200 },
    { method: "POST", path: `/events/${ids.event}/hide`, body: { hidden: true }, ok: 200 },
    { method: "POST", path: `/events/${ids.event}/cancel`, ok: 200 },
    { method: "GET", path: "/users", ok: 200 },
    { method: "PUT", path: `/users/${ids.user}/role`, body: { role: "organizer" }, ok: 200 },
    { method: "PUT", path: `/users/${ids.user}/blocked`, body: { blocked: false }, ok: 200 },
    { method: "GET", path: "/audit", ok: 200 },
  ];
}

test("every /api/v1/admin endpoint: an admin 200 (never cached), an organizer or a member 403, an unconfirmed account 403, anonymous 401", async () => {
  const { headers, user } = await castAdminRoles();
  const entry = `adm${crypto.randomUUID().replaceAll("-", "").slice(0, 20)}`;
  await createBuilderEntries([{ id: entry, published: "draft", data: { title: "Brouillon", blocks: [] } }]);
  await apiCall("POST", `/admin/entries/${entry}/publish`, { headers: headers.admin }); // a first version to restore
  const taxonomies = await createOrganizeTaxonomies();
  const event = await organizeEvent(headers.admin, eventInput(taxonomies));
  const made = async (path: string, body: object) => {
    const response = await apiCall("POST", `/admin${path}`, { headers: headers.admin, body });
    return ((await response.json()) as { _id: string })._id;
  };
  const ids = {
    entry,
    user: user.id,
    event: event.id,
    taxonomy: await made("/taxonomies", { type: "pillar", slug: `p-${crypto.randomUUID().slice(0, 8)}`, name: { fr: "Pilier" } }),
    hotspot: await made("/hotspots", { slug: `h-${crypto.randomUUID().slice(0, 8)}`, name: { fr: "Lieu" } }),
    iframe: await made("/iframes", { name: "Widget", filters: {}, layout: "card", theme: "base" }),
  };
  for (const call of await endpoints(ids)) {
    for (const role of ROLES) {
      const response = await apiCall(call.method, `/admin${call.path}`, { headers: headers[role], body: call.body });
      const where = `${call.method} ${call.path} as ${role}`;
      if (role === "admin") {
        expect([where, response.status, response.headers.get("Cache-Control")]).toEqual([where, call.ok, "private, no-store"]);
        continue;
      }
      const [status, code] = REFUSED[role];
      expect([where, response.status, errorOf(await response.json()).code]).toEqual([where, status, code]);
    }
  }
});

test("a refused caller learns nothing about the entry and changes nothing", async () => {
  const { headers } = await castAdminRoles();
  await createBuilderEntries([{ id: "adminsecretpage", name: "Page secrète", published: "draft" }]);
  const read = await apiCall("GET", "/admin/entries/adminsecretpage", { headers: headers.user });
  expect(read.status).toBe(403);
  expect(await read.text()).not.toContain("secrète");
  const write = await apiCall("PUT", "/admin/entries/adminsecretpage", { headers: headers.organizer, body: entryBody("Piratée") });
  expect(write.status).toBe(403);
  const stored = await apiCall("GET", "/admin/entries/adminsecretpage", { headers: headers.admin });
  expect(await stored.json()).toMatchObject({ name: "Page secrète" });
});

test("admin writes from another site are refused (403 forbidden_origin) when they ride on the session cookies", async () => {
  const admin = await createMember({ role: "admin" });
  const session = await loginAs(admin);
  const response = await apiCall("POST", "/admin/entries", {
    headers: { Cookie: session.cookie, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    body: entryBody("Forgée"),
  });
  expect(response.status).toBe(403);
  expect(errorOf(await response.json()).code).toBe("forbidden_origin");
});

test("/admin pages are the same shell for everyone (heading and loading line), never indexed, their status 401 anonymous and 200 for an admin; data comes from the API", async () => {
  const admin = await createMember({ role: "admin" });
  const session = await loginAs(admin);
  for (const path of ["/admin", "/admin/entries/new", "/en/admin/users", "/es/admin/audit"]) {
    const [anonymous, signedIn] = await Promise.all([workerFetch(path), workerFetch(path, { headers: { Cookie: session.cookie } })]);
    expect([path, anonymous.status, signedIn.status]).toEqual([path, 401, 200]);
    const [html, signedInHtml] = await Promise.all([anonymous.text(), signedIn.text()]);
    expect(html).toMatch(/<h1>(Administration|Administración)<\/h1>/);
    expect(html).toContain("noindex");
    expect(signedInHtml).not.toContain(admin.email);
  }
});

test("admin calls are rate-limited per admin: past 120 writes in 10 minutes, 429 with Retry-After, and reads keep their own budget", async () => {
  const admin = await createMember({ role: "admin" });
  await env.DB.prepare("INSERT INTO rate_limits (key, window_start, hits) VALUES (?, ?, 120)")
    .bind(`adminWrite:${admin.id}`, Math.floor(Date.now() / 1000))
    .run();
  const refused = await apiCall("POST", "/admin/hotspots", { headers: admin.headers, body: { slug: "trop-vite", name: { fr: "Trop vite" } } });
  expect([refused.status, errorOf(await refused.json()).code]).toEqual([429, "rate_limited"]);
  expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  expect(await env.DB.prepare("SELECT count(*) AS n FROM hotspots WHERE slug = 'trop-vite'").first("n")).toBe(0);
  expect((await apiCall("GET", "/admin/hotspots", { headers: admin.headers })).status).toBe(200);
});

const Problems = v.object({
  error: v.object({ code: v.string(), problems: v.array(v.object({ blockId: v.nullable(v.string()), input: v.nullable(v.string()), message: v.string() })) }),
});
const Entry = v.object({
  id: v.string(),
  name: v.string(),
  published: v.string(),
  data: v.record(v.string(), v.unknown()),
  staged: v.boolean(),
  publishAt: v.nullable(v.number()),
  unpublishAt: v.nullable(v.number()),
  version: v.number(),
  purged: v.optional(v.array(v.string())),
});
const Versions = v.object({
  data: v.array(
    v.object({
      version: v.number(),
      note: v.string(),
      author: v.nullable(v.string()),
      name: v.string(),
      settings: v.object({ query: v.array(v.unknown()), testRatio: v.number(), endDate: v.nullable(v.string()) }),
    }),
  ),
});

let pages = 0;

function block(id: string, name: string, options: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  return { "@type": "@builder.io/sdk:Element", id, component: { name, options }, ...extra };
}

function pageBody(name: string, blocks: unknown[], urlPath = `/essai-admin-${++pages}`) {
  return { model: "page", name, query: [targetingRule("urlPath", urlPath)], data: { title: name, blocks } };
}

/** Runs the every-minute Cron Trigger at `now` and waits for what it started. */
async function runEveryMinute(now: number) {
  const ctx = createExecutionContext();
  await scheduled(createScheduledController({ scheduledTime: now, cron: "* * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

async function admin() {
  return createMember({ role: "admin" });
}

async function refusal(response: Response) {
  expect(response.status).toBe(400);
  return v.parse(Problems, await response.json()).error;
}

test("an unknown component is refused, naming its block", async () => {
  const { headers } = await admin();
  const response = await apiCall("POST", "/admin/entries", { headers, body: pageBody("Inconnu", [block("builder-x1", "Marquee", { text: "Hop" })]) });
  const error = await refusal(response);
  expect(error.code).toBe("invalid_content");
  expect(error.problems).toEqual([{ blockId: "builder-x1", input: null, message: expect.stringContaining('unknown component "Marquee"') }]);
});

test("a block of ours without a required input is refused, naming the block and the input; SDK blocks and bound inputs pass", async () => {
  const { headers } = await admin();
  const missing = await apiCall("POST", "/admin/entries", {
    headers,
    body: pageBody("Sans titre", [block("builder-h1", "Heading", { level: 2 }), block("builder-t1", "Text", { text: "<p>Bonjour</p>" })]),
  });
  expect((await refusal(missing)).problems).toEqual([{ blockId: "builder-h1", input: "text", message: expect.stringContaining('"text"') }]);
  const nested = {
    "@type": "@builder.io/sdk:Element",
    id: "builder-cols",
    component: { name: "Columns", options: { columns: [{ blocks: [block("builder-q1", "Quote", {})] }] } },
  };
  expect((await refusal(await apiCall("POST", "/admin/entries", { headers, body: pageBody("Colonnes", [nested]) }))).problems).toEqual([
    expect.objectContaining({ blockId: "builder-q1", input: "text" }),
  ]);
  const bound = block("builder-h2", "Heading", {}, { bindings: { "component.options.text": "state.title" } });
  const ok = await apiCall("POST", "/admin/entries", {
    headers,
    body: pageBody("Correct", [bound, block("builder-s1", "Core:Section", {}, { children: [block("builder-t2", "Text", { text: "Salut" })] })]),
  });
  expect(ok.status).toBe(201);
});

test("a script-bearing URL anywhere in a block is refused: javascript: in a link, vbscript:, a data: URL that is not an image, a Text's HTML", async () => {
  const { headers } = await admin();
  const cases = [
    block("builder-b1", "Button", { label: "Go", href: "javascript:alert(1)" }),
    block("builder-l1", "Text", { text: "Lien" }, { linkUrl: " JaVaScRiPt:alert(1)" }),
    block("builder-p1", "Text", { text: "Lien" }, { tagName: "a", properties: { href: "vbscript:msgbox(1)" } }),
    block("builder-d1", "Image", { image: "data:text/html;base64,PHNjcmlwdD4=" }),
    block("builder-h3", "Text", { text: '<p><a href="java\tscript:alert(1)">ici</a></p>' }),
  ];
  for (const item of cases) {
    const error = await refusal(await apiCall("POST", "/admin/entries", { headers, body: pageBody("Script", [item]) }));
    expect(error.problems.map((problem) => problem.blockId)).toEqual([item.id]);
  }
  const image = block("builder-i1", "Image", { image: "data:image/png;base64,iVBORw0KGgo=" });
  expect((await apiCall("POST", "/admin/entries", { headers, body: pageBody("Image", [image]) })).status).toBe(201);
});

test("jsCode is stored as given (the CSP never runs it) and an oversized body is refused with 413", async () => {
  const { headers } = await admin();
  const body = { ...pageBody("Avec code", []), data: { title: "Avec code", blocks: [], jsCode: "console.log('javascript:rien')" } };
  const created = await apiCall("POST", "/admin/entries", { headers, body });
  expect(created.status).toBe(201);
  expect(v.parse(Entry, await created.json()).data.jsCode).toBe("console.log('javascript:rien')");
  const huge = pageBody("Énorme", [block("builder-t9", "Text", { text: "x".repeat(1024 * 1024 + 10) })]);
  const response = await apiCall("POST", "/admin/entries", { headers, body: huge });
  expect(response.status).toBe(413);
  expect(errorOf(await response.json()).code).toBe("payload_too_large");
});

test("bad shapes answer 400 naming the field: no name, a model that is not a name, blocks that are not blocks", async () => {
  const { headers } = await admin();
  for (const body of [
    { model: "page", data: {} },
    { model: "../page", name: "x" },
    { model: "page", name: "x", data: { blocks: [{ component: { name: "Text" } }] } },
  ]) {
    const response = await apiCall("POST", "/admin/entries", { headers, body });
    expect(response.status).toBe(400);
    expect(errorOf(await response.json()).code).toBe("invalid_body");
  }
});

test("create, preview the draft, publish, see it live; a live page's edit and restore are staged until 'Publier'; each write a version, audited", async () => {
  const member = await admin();
  const { headers } = member;
  const urlPath = `/essai-admin-live-${++pages}`;
  const heading = (text: string) => [block("builder-head", "Heading", { text, level: 1 })];
  const created = v.parse(
    Entry,
    await (await apiCall("POST", "/admin/entries", { headers, body: pageBody("Essai", heading("Première version"), urlPath) })).json(),
  );
  expect(created.published).toBe("draft");
  expect((await workerFetch(urlPath)).status).toBe(404);
  expect(await (await workerFetch(`${urlPath}?previewing=true`, { headers })).text()).toContain("Première version");
  expect((await workerFetch(`${urlPath}?previewing=true`)).status).toBe(404);

  const published = v.parse(Entry, await (await apiCall("POST", `/admin/entries/${created.id}/publish`, { headers })).json());
  expect(published.published).toBe("published");
  expect(published.purged).toEqual([urlPath, `/en${urlPath}`, `/es${urlPath}`]);
  expect(await (await workerFetch(urlPath)).text()).toContain("Première version");

  // A live page's save is staged: visitors keep the published page, its editor and the preview see the edit.
  const edit = { ...pageBody("Essai", heading("Deuxième version"), urlPath), published: "published" };
  const staged = v.parse(Entry, await (await apiCall("PUT", `/admin/entries/${created.id}`, { headers, body: edit })).json());
  expect(staged).toMatchObject({ published: "published", staged: true, data: { title: "Essai" } });
  expect(JSON.stringify(staged.data)).toContain("Deuxième version");
  const visitorPage = await (await workerFetch(urlPath)).text();
  expect(visitorPage).toContain("Première version");
  expect(visitorPage).not.toContain("Deuxième version");
  expect(await (await workerFetch(`${urlPath}?previewing=true`, { headers })).text()).toContain("Deuxième version");
  const listed = v.parse(
    v.object({ data: v.array(v.object({ id: v.string(), staged: v.boolean() })) }),
    await (await apiCall("GET", `/admin/entries?search=Essai`, { headers })).json(),
  );
  expect(listed.data.find((item) => item.id === created.id)?.staged).toBe(true);

  const live = v.parse(Entry, await (await apiCall("POST", `/admin/entries/${created.id}/publish`, { headers })).json());
  expect(live.staged).toBe(false);
  expect(await (await workerFetch(urlPath)).text()).toContain("Deuxième version");

  const versions = v.parse(Versions, await (await apiCall("GET", `/admin/entries/${created.id}/versions`, { headers })).json()).data;
  expect(versions.map((item) => [item.version, item.note, item.author])).toEqual([
    [4, "publish", member.email],
    [3, "draft", member.email],
    [2, "publish", member.email],
    [1, "create", member.email],
  ]);
  expect(versions[1]?.name).toBe("Essai");
  // Each version carries its settings beside its content, for the editor's comparison.
  expect(versions[0]?.settings).toMatchObject({ query: [{ property: "urlPath", operator: "is", value: urlPath }], testRatio: 1, endDate: null });

  // Restoring the first text on a live page stages it too; publishing puts it live.
  const restored = v.parse(Entry, await (await apiCall("POST", `/admin/entries/${created.id}/versions/2/restore`, { headers })).json());
  expect(restored).toMatchObject({ published: "published", staged: true });
  expect(await (await workerFetch(urlPath)).text()).toContain("Deuxième version");
  await apiCall("POST", `/admin/entries/${created.id}/publish`, { headers });
  const after = await (await workerFetch(urlPath)).text();
  expect(after).toContain("Première version");
  expect(after).not.toContain("Deuxième version");

  const audit = await env.DB.prepare("SELECT actor_email, action FROM audit_log WHERE target = ? ORDER BY id").bind(`entry:${created.id}`).all();
  expect(audit.results).toEqual(
    ["entry.create", "entry.publish", "entry.draft", "entry.publish", "entry.restore", "entry.publish"].map((action) => ({
      actor_email: member.email,
      action,
    })),
  );
  expect((await apiCall("POST", `/admin/entries/${created.id}/versions/99/restore`, { headers })).status).toBe(404);
  expect((await apiCall("POST", `/admin/entries/nope/publish`, { headers })).status).toBe(404);
});

test("discarding a live page's staged changes gives the editor the live content back; an edit equal to the live page stages nothing", async () => {
  const { headers } = await admin();
  const urlPath = `/essai-admin-discard-${++pages}`;
  const body = (text: string) => ({ ...pageBody("Abandon", [block("builder-head", "Heading", { text, level: 1 })], urlPath), published: "published" });
  const created = v.parse(Entry, await (await apiCall("POST", "/admin/entries", { headers, body: body("En ligne") })).json());
  expect(created.published).toBe("published");
  await apiCall("PUT", `/admin/entries/${created.id}`, { headers, body: body("Brouillon jeté") });
  const discarded = v.parse(Entry, await (await apiCall("POST", `/admin/entries/${created.id}/discard`, { headers })).json());
  expect(discarded.staged).toBe(false);
  expect(JSON.stringify(discarded.data)).toContain("En ligne");
  expect(await (await workerFetch(`${urlPath}?previewing=true`, { headers })).text()).not.toContain("Brouillon jeté");

  await apiCall("PUT", `/admin/entries/${created.id}`, { headers, body: body("Autre brouillon") });
  const back = v.parse(Entry, await (await apiCall("PUT", `/admin/entries/${created.id}`, { headers, body: body("En ligne") })).json());
  expect(back.staged).toBe(false);
  const stored = await env.DB.prepare("SELECT draft FROM builder_entries WHERE id = ?").bind(created.id).first("draft");
  expect(stored).toBeNull();
});

test("a write based on an older version (If-Match) is refused with 412 and writes nothing; a malformed If-Match is 400", async () => {
  const { headers } = await admin();
  const urlPath = `/essai-admin-onglets-${++pages}`;
  const body = (text: string) => pageBody("Deux onglets", [block("builder-head", "Heading", { text, level: 1 })], urlPath);
  const created = v.parse(Entry, await (await apiCall("POST", "/admin/entries", { headers, body: body("Départ") })).json());
  expect(created.version).toBe(1);
  const first = await apiCall("PUT", `/admin/entries/${created.id}`, { headers: { ...headers, "If-Match": '"1"' }, body: body("Premier onglet") });
  expect(v.parse(Entry, await first.json()).version).toBe(2);
  const second = await describedJson("PUT", `/admin/entries/${created.id}`, { headers: { ...headers, "If-Match": '"1"' }, body: body("Second onglet") });
  expect(second.status).toBe(412);
  expect(second.problems).toEqual([]);
  expect(errorOf(second.body)).toMatchObject({ code: "edited_elsewhere" });
  const publish = await apiCall("POST", `/admin/entries/${created.id}/publish`, { headers: { ...headers, "If-Match": '"1"' } });
  expect(publish.status).toBe(412);
  const described = await describedJson("GET", `/admin/entries/${created.id}`, { headers });
  expect(described.problems).toEqual([]);
  const read = v.parse(Entry, described.body);
  expect(read).toMatchObject({ version: 2, published: "draft" });
  expect(JSON.stringify(read.data)).toContain("Premier onglet");
  const malformed = await apiCall("PUT", `/admin/entries/${created.id}`, { headers: { ...headers, "If-Match": "deux" }, body: body("x") });
  expect(malformed.status).toBe(400);
  expect(errorOf(await malformed.json())).toMatchObject({ code: "invalid_header" });
});

test("the every-minute Cron Trigger publishes a scheduled page with its staged changes, then takes it down, each a version by the scheduler", async () => {
  const { headers, email } = await admin();
  const urlPath = `/essai-admin-programme-${++pages}`;
  const body = (text: string) => ({ ...pageBody("Programmée", [block("builder-head", "Heading", { text, level: 1 })], urlPath), published: "published" });
  const created = v.parse(Entry, await (await apiCall("POST", "/admin/entries", { headers, body: body("Version du matin") })).json());
  await apiCall("PUT", `/admin/entries/${created.id}`, { headers, body: body("Version du soir") });
  const now = Date.now();
  const publishAt = now + 60 * 60_000;
  const unpublishAt = now + 2 * 60 * 60_000;
  const scheduledEntry = await describedJson("PUT", `/admin/entries/${created.id}/schedule`, { headers, body: { publishAt, unpublishAt } });
  expect(scheduledEntry.problems).toEqual([]);
  expect(v.parse(Entry, scheduledEntry.body)).toMatchObject({ publishAt, unpublishAt });
  const listed = await describedJson("GET", "/admin/entries?search=Programm", { headers });
  expect(listed.problems).toEqual([]);
  const list = v.parse(
    v.object({ data: v.array(v.object({ id: v.string(), publishAt: v.nullable(v.string()), unpublishAt: v.nullable(v.string()) })) }),
    listed.body,
  );
  expect(list.data.find((item) => item.id === created.id)).toMatchObject({
    publishAt: new Date(publishAt).toISOString(),
    unpublishAt: new Date(unpublishAt).toISOString(),
  });

  await runEveryMinute(publishAt - 60_000);
  expect(await (await workerFetch(urlPath)).text()).toContain("Version du matin");
  await runEveryMinute(publishAt);
  expect(await (await workerFetch(urlPath)).text()).toContain("Version du soir");
  const published = v.parse(Entry, await (await apiCall("GET", `/admin/entries/${created.id}`, { headers })).json());
  expect(published).toMatchObject({ staged: false, publishAt: null, unpublishAt });

  await runEveryMinute(unpublishAt + 30_000);
  expect((await workerFetch(urlPath)).status).toBe(404);
  const versions = v.parse(Versions, await (await apiCall("GET", `/admin/entries/${created.id}/versions`, { headers })).json()).data;
  expect(versions.slice(0, 2).map((item) => [item.note, item.author])).toEqual([
    ["scheduled unpublish", null],
    ["scheduled publish", null],
  ]);
  // Run again (an overlapping run, or the next minute): nothing is due any more, nothing is written.
  await runEveryMinute(unpublishAt + 60_000);
  const again = v.parse(Versions, await (await apiCall("GET", `/admin/entries/${created.id}/versions`, { headers })).json()).data;
  expect(again).toHaveLength(versions.length);
  const audit = await env.DB.prepare("SELECT actor_email, action FROM audit_log WHERE target = ? ORDER BY id").bind(`entry:${created.id}`).all();
  expect(audit.results.map((row) => Object.values(row).join(" "))).toEqual([
    `${email} entry.create`,
    `${email} entry.draft`,
    `${email} entry.schedule`,
    "(programmation) entry.publish",
    "(programmation) entry.unpublish",
  ]);
  // The log's API marks the scheduler's rows, which the page names in its reader's language.
  const log = await describedJson("GET", `/admin/audit?target=${encodeURIComponent(`entry:${created.id}`)}&limit=10`, { headers });
  expect(log.problems).toEqual([]);
  const rows = v.parse(v.object({ data: v.array(v.object({ action: v.string(), scheduled: v.boolean() })) }), log.body).data;
  expect(rows.map((row) => `${row.action} ${row.scheduled}`)).toEqual([
    "entry.unpublish true",
    "entry.publish true",
    "entry.schedule false",
    "entry.draft false",
    "entry.create false",
  ]);
});

test("a schedule that cannot hold is refused with 400 invalid_schedule, and the stored one is kept", async () => {
  const { headers } = await admin();
  const body = { ...pageBody("Horaires", [block("builder-head", "Heading", { text: "Horaires", level: 1 })]), published: "published" };
  const created = v.parse(Entry, await (await apiCall("POST", "/admin/entries", { headers, body })).json());
  const now = Date.now();
  const refusals = [
    { publishAt: now - 60_000, unpublishAt: null },
    { publishAt: null, unpublishAt: now - 1 },
    { publishAt: now + 7_200_000, unpublishAt: now + 3_600_000 },
    // Live with nothing staged: nothing to publish.
    { publishAt: now + 3_600_000, unpublishAt: null },
  ];
  for (const schedule of refusals) {
    const answer = await apiCall("PUT", `/admin/entries/${created.id}/schedule`, { headers, body: schedule });
    expect(answer.status).toBe(400);
    expect(errorOf(await answer.json())).toMatchObject({ code: "invalid_schedule" });
  }
  const badBody = await apiCall("PUT", `/admin/entries/${created.id}/schedule`, { headers, body: { publishAt: "demain" } });
  expect(badBody.status).toBe(400);
  const unpublishAt = now + 3_600_000;
  expect((await apiCall("PUT", `/admin/entries/${created.id}/schedule`, { headers, body: { unpublishAt } })).status).toBe(200);
  const kept = v.parse(Entry, await (await apiCall("GET", `/admin/entries/${created.id}`, { headers })).json());
  expect(kept).toMatchObject({ publishAt: null, unpublishAt });
});

test("unpublish takes the page down; the list filters by model and finds by name", async () => {
  const { headers } = await admin();
  await createBuilderEntries([
    { id: "adminlistpage", name: "Page à retirer", urlPath: "/a-retirer", query: [targetingRule("urlPath", "/a-retirer")], data: { title: "À retirer" } },
    { id: "adminlistsymbol", model: "symbol", name: "Pied de page retiré" },
  ]);
  expect((await workerFetch("/a-retirer")).status).toBe(200);
  expect((await apiCall("POST", "/admin/entries/adminlistpage/unpublish", { headers })).status).toBe(200);
  expect((await workerFetch("/a-retirer")).status).toBe(404);
  const List = v.object({ data: v.array(v.object({ id: v.string(), model: v.string() })), models: v.array(v.string()) });
  const pagesFound = v.parse(List, await (await apiCall("GET", "/admin/entries?model=page&search=retirer", { headers })).json());
  expect(pagesFound.data.map((entry) => entry.id)).toEqual(["adminlistpage"]);
  expect(pagesFound.models).toEqual(expect.arrayContaining(["page", "symbol", "sondage", "condition", "pilier", "article"]));
  const all = v.parse(List, await (await apiCall("GET", "/admin/entries?search=retir", { headers })).json());
  expect(all.data.map((entry) => entry.id).sort()).toEqual(["adminlistpage", "adminlistsymbol"]);
});

test("the block editor's picker finds published articles by title (their id) and public events (their slug), and refuses an unknown model", async () => {
  const { headers } = await admin();
  const stamp = String(++pages);
  const article = await createArticle({ slug: `velo-en-ville-${stamp}`, title: `Le vélo en ville ${stamp}`, firstPublished: "2026-03-01T08:00:00.000Z" });
  await createArticle({ slug: `velo-cache-${stamp}`, title: `Le vélo caché ${stamp}`, firstPublished: "2026-03-02T08:00:00.000Z", published: false });
  const found = await describedJson("GET", `/admin/references?model=article&search=${encodeURIComponent(`vélo en ville ${stamp}`)}`, { headers });
  expect(found.problems).toEqual([]);
  expect(found.body).toEqual({ data: [{ id: article, label: `Le vélo en ville ${stamp}`, detail: "guides · 2026-03-01" }] });
  const hidden = await apiCall("GET", `/admin/references?model=article&search=${encodeURIComponent(`caché ${stamp}`)}`, { headers });
  expect(await hidden.json()).toEqual({ data: [] });
  await createEvent({ slug: `atelier-picker-${stamp}`, title: `Atelier du sélecteur ${stamp}`, startDate: "2027-05-01T16:00:00.000Z" });
  const events = await describedJson("GET", `/admin/references?model=event&search=${encodeURIComponent(`sélecteur ${stamp}`)}`, { headers });
  expect(events.body).toMatchObject({ data: [{ id: `atelier-picker-${stamp}`, label: `Atelier du sélecteur ${stamp}` }] });
  expect((await apiCall("GET", "/admin/references?model=symbol", { headers })).status).toBe(400);
});

test("taking a page down by hand spends its pending publication too, and a schedule cleared before its time is never applied", async () => {
  const { headers } = await admin();
  const urlPath = `/essai-admin-retrait-${++pages}`;
  const body = (text: string) => ({ ...pageBody("Retrait", [block("builder-head", "Heading", { text, level: 1 })], urlPath), published: "published" });
  const created = v.parse(Entry, await (await apiCall("POST", "/admin/entries", { headers, body: body("En ligne") })).json());
  await apiCall("PUT", `/admin/entries/${created.id}`, { headers, body: body("Lundi") });
  const now = Date.now();
  await apiCall("PUT", `/admin/entries/${created.id}/schedule`, { headers, body: { publishAt: now + 3_600_000, unpublishAt: now + 7_200_000 } });
  const down = v.parse(Entry, await (await apiCall("POST", `/admin/entries/${created.id}/unpublish`, { headers })).json());
  expect(down).toMatchObject({ published: "draft", publishAt: null, unpublishAt: null });
  await runEveryMinute(now + 3_600_000);
  expect((await workerFetch(urlPath)).status).toBe(404);

  // Scheduled again, then cleared: the Cron Trigger at that time leaves the page alone.
  await apiCall("PUT", `/admin/entries/${created.id}/schedule`, { headers, body: { publishAt: now + 3_600_000 } });
  await apiCall("PUT", `/admin/entries/${created.id}/schedule`, { headers, body: { publishAt: null, unpublishAt: null } });
  await runEveryMinute(now + 3_600_000);
  expect((await workerFetch(urlPath)).status).toBe(404);
});

const Comments = v.object({ data: v.array(v.looseObject({ kind: v.string(), id: v.string(), text: v.string() })) });
const AdminUser = v.object({ id: v.string(), role: v.string(), blocked: v.boolean() });

test("a blocked account cannot log in, its sessions (Bearer, cookies, refresh) stop at once, and unblocking lets it in again", async () => {
  const [admin, member] = await Promise.all([createMember({ role: "admin" }), createUser({ email: "bloque@exemple.test" })]);
  const session = await loginAs(member);
  expect((await apiCall("GET", "/users/me", { headers: session.headers })).status).toBe(200);

  const blocked = await apiCall("PUT", `/admin/users/${member.id}/blocked`, { headers: admin.headers, body: { blocked: true } });
  expect(v.parse(AdminUser, await blocked.json())).toMatchObject({ id: member.id, blocked: true });

  expect((await apiCall("GET", "/users/me", { headers: session.headers })).status).toBe(401);
  expect((await apiCall("GET", "/users/me", { headers: { Cookie: session.cookie } })).status).toBe(401);
  expect((await apiCall("POST", "/auth/local/token", { headers: session.headers, body: { refreshToken: session.refreshToken } })).status).toBe(401);
  const login = await apiCall("POST", "/auth/local", { body: { email: member.email, password: member.password } });
  expect(login.status).toBe(401);
  expect(setCookies(login)).toEqual([]);

  expect((await apiCall("PUT", `/admin/users/${member.id}/blocked`, { headers: admin.headers, body: { blocked: false } })).status).toBe(200);
  expect((await apiCall("POST", "/auth/local", { body: { email: member.email, password: member.password } })).status).toBe(200);
  const audit = await env.DB.prepare("SELECT action, summary FROM audit_log WHERE target = ? ORDER BY id").bind(`user:${member.id}`).all();
  expect(audit.results).toEqual([
    { action: "user.block", summary: member.email },
    { action: "user.unblock", summary: member.email },
  ]);
});

test("a blocked account cannot log in through a provider either (the popup says so)", async () => {
  const [admin, member] = await Promise.all([createMember({ role: "admin" }), createUser({ email: "bloque.social@exemple.test", password: null })]);
  expect((await apiCall("PUT", `/admin/users/${member.id}/blocked`, { headers: admin.headers, body: { blocked: true } })).status).toBe(200);
  const get = (url: string, headers: Record<string, string> = {}) => workerFetch(url, { headers, redirect: "manual" });
  const start = await get("/api/v1/auth/google");
  const authorize = new URL(start.headers.get("location") ?? "", "http://localhost/api/v1/");
  authorize.searchParams.set("email", member.email);
  const typed = await get(authorize.toString());
  const popup = await get(typed.headers.get("location") ?? "", { Cookie: cookieHeader(start) });
  expect(await popup.text()).toContain("This account is blocked.");
  expect(cookieHeader(popup)).not.toContain("token=");
});

test("roles change (user, organizer, admin) and take effect on the next request; an admin cannot demote or block themself", async () => {
  const [admin, member] = await Promise.all([createMember({ role: "admin" }), createMember()]);
  expect((await apiCall("GET", "/admin/me", { headers: member.headers })).status).toBe(403);
  const promoted = await apiCall("PUT", `/admin/users/${member.id}/role`, { headers: admin.headers, body: { role: "admin" } });
  expect(v.parse(AdminUser, await promoted.json()).role).toBe("admin");
  expect((await apiCall("GET", "/admin/me", { headers: member.headers })).status).toBe(200);
  expect((await apiCall("PUT", `/admin/users/${member.id}/role`, { headers: admin.headers, body: { role: "superuser" } })).status).toBe(400);
  for (const [path, body] of [
    ["role", { role: "user" }],
    ["blocked", { blocked: true }],
  ] as const) {
    const response = await apiCall("PUT", `/admin/users/${admin.id}/${path}`, { headers: admin.headers, body });
    expect(errorOf(await response.json()).code).toBe("own_account");
  }
  expect((await apiCall("PUT", "/admin/users/000000000000000000000000/role", { headers: admin.headers, body: { role: "user" } })).status).toBe(404);
  const audit = await env.DB.prepare("SELECT summary FROM audit_log WHERE target = ? AND action = 'user.role'").bind(`user:${member.id}`).first("summary");
  expect(audit).toBe(`${member.email}: user → admin`);
});

test("hiding an event makes it private (out of the listing); cancelling it emails its attendees as an organizer's cancellation does", async () => {
  const [admin, organizer, attendee] = await Promise.all([
    createMember({ role: "admin" }),
    createMember(),
    createMember({ email: "participe.admin@exemple.test" }),
  ]);
  const taxonomies = await createOrganizeTaxonomies();
  const event = await createEventOf(organizer, eventInput(taxonomies, { texts: { fr: { title: "Atelier modéré", description: "" } } }));
  await attendAs(attendee, event.id);
  const Found = v.object({ data: v.array(v.object({ id: v.string(), private: v.boolean(), status: v.string() })) });
  const found = v.parse(Found, await (await apiCall("GET", "/admin/events?search=modéré", { headers: admin.headers })).json());
  expect(found.data.map((item) => item.id)).toEqual([event.id]);

  const hidden = await apiCall("POST", `/admin/events/${event.id}/hide`, { headers: admin.headers, body: { hidden: true } });
  expect(await hidden.json()).toMatchObject({ id: event.id, private: true });
  expect(await env.DB.prepare("SELECT private FROM events WHERE id = ?").bind(event.id).first("private")).toBe(1);

  const cancelled = await apiCall("POST", `/admin/events/${event.id}/cancel`, { headers: admin.headers });
  expect(await cancelled.json()).toMatchObject({ id: event.id, status: "cancelled" });
  expect((await mailsTo(attendee.email)).map((mail) => mail.kind)).toContain("event-cancelled");
  const actions = await env.DB.prepare("SELECT action FROM audit_log WHERE target = ? ORDER BY id").bind(`event:${event.id}`).all();
  expect(actions.results.map((row) => row.action)).toEqual(["event.hide", "event.cancel"]);
  expect((await apiCall("POST", "/admin/events/000000000000000000000000/cancel", { headers: admin.headers })).status).toBe(404);
});

test("a translation write deletes the KV copies of every language; taxonomy and hotspot writes delete theirs; a taken slug is 409", async () => {
  const admin = await createMember({ role: "admin" });
  await Promise.all(["translations:v1:fr", "translations:v1:en", "translations:v1:es", "taxonomies:v1", "hotspots:v1"].map((key) => env.CACHE.put(key, "[]")));
  const saved = await apiCall("PUT", "/admin/translations", {
    headers: admin.headers,
    body: { module: "mks-vue", key: "admin.greeting", texts: { fr: "Bonjour", en: "Hello", es: "Hola" } },
  });
  expect(saved.status).toBe(200);
  for (const lang of ["fr", "en", "es"]) expect(await env.CACHE.get(`translations:v1:${lang}`)).toBeNull();
  const texts = await env.DB.prepare("SELECT texts FROM translations WHERE module = 'mks-vue' AND key = 'admin.greeting'").first("texts");
  expect(JSON.parse(String(texts))).toEqual({ fr: "Bonjour", en: "Hello", es: "Hola" });
  expect((await apiCall("PUT", "/admin/translations", { headers: admin.headers, body: { module: "autre", key: "x", texts: {} } })).status).toBe(400);

  const topic = { type: "topic", slug: "admin-sujet", name: { fr: "Sujet", en: "Topic" }, color: "#00aa88" };
  expect((await apiCall("POST", "/admin/taxonomies", { headers: admin.headers, body: topic })).status).toBe(201);
  expect(await env.CACHE.get("taxonomies:v1")).toBeNull();
  const twice = await apiCall("POST", "/admin/taxonomies", { headers: admin.headers, body: topic });
  expect([twice.status, errorOf(await twice.json()).code]).toEqual([409, "slug_taken"]);
  expect((await apiCall("POST", "/admin/hotspots", { headers: admin.headers, body: { slug: "admin-lieu", name: { fr: "Lieu" } } })).status).toBe(201);
  expect(await env.CACHE.get("hotspots:v1")).toBeNull();
  const listed = await (await apiCall("GET", "/taxonomies?type=topic", {})).text();
  expect(listed).toContain("admin-sujet");
});

test("partner widgets: created and edited (filters, layout, theme, name in URLs, allowed origins); the public answer follows", async () => {
  const admin = await createMember({ role: "admin" });
  const created = await apiCall("POST", "/admin/iframes", {
    headers: admin.headers,
    body: { name: "Partenaire climat", filters: { topic: "climat", visio: true }, layout: "card", theme: "base" },
  });
  const { _id } = v.parse(v.object({ _id: v.string() }), await created.json());
  const edit = { name: "Partenaire vélo", filters: { topic: "velo" }, layout: "line", theme: "events" };
  expect((await apiCall("PUT", `/admin/iframes/${_id}`, { headers: admin.headers, body: edit })).status).toBe(200);
  expect(await (await apiCall("GET", `/iframes/${_id}`)).json()).toMatchObject({ _id, ...edit });
  expect((await apiCall("PUT", "/admin/iframes/nothere", { headers: admin.headers, body: edit })).status).toBe(404);
  for (const bad of [{ layout: "<script>" }, { allowedOrigins: ["javascript:alert(1)"] }, { pageSize: 100 }, { slug: "preview" }, { slug: "mine" }]) {
    expect((await apiCall("POST", "/admin/iframes", { headers: admin.headers, body: { ...edit, ...bad } })).status).toBe(400);
  }
  const named = { ...edit, slug: "partenaire-velo", kind: "events", pageSize: 3, allowedOrigins: ["https://velo.example"] };
  expect((await apiCall("PUT", `/admin/iframes/${_id}`, { headers: admin.headers, body: named })).status).toBe(200);
  const widget = await describedJson("GET", "/iframes/partenaire-velo");
  expect(widget.problems).toEqual([]);
  expect(widget.body).toMatchObject({ _id, slug: "partenaire-velo", pageSize: 3 });
  const Listed = v.object({ data: v.array(v.object({ _id: v.string(), allowedOrigins: v.array(v.string()) })) });
  const listed = v.parse(Listed, await (await apiCall("GET", "/admin/iframes", { headers: admin.headers })).json());
  expect(listed.data.find((widget) => widget._id === _id)?.allowedOrigins).toEqual(["https://velo.example"]);
  const taken = await apiCall("POST", "/admin/iframes", { headers: admin.headers, body: named });
  expect([taken.status, errorOf(await taken.json()).code]).toEqual([409, "slug_taken"]);
});

test("with BUILDER_API_KEY set, content endpoints answer 409 content_on_builder_io and the rest of /admin keeps working", async () => {
  const admin = await createMember({ role: "admin" });
  const withBuilder = { ...env, BUILDER_API_KEY: "builder-public-key" };
  const call = async (method: string, path: string, body?: unknown) => {
    const ctx = createExecutionContext();
    const response = await api.fetch(
      new Request(`http://localhost${path}`, {
        method,
        headers: { ...admin.headers, "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      withBuilder,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return response;
  };
  const me = await call("GET", "/admin/me");
  expect(await me.json()).toMatchObject({ builderIo: true });
  for (const [method, path] of [
    ["GET", "/admin/entries"],
    ["POST", "/admin/entries"],
  ] as const) {
    const response = await call(method, path, method === "GET" ? undefined : { model: "page", name: "x" });
    expect([response.status, errorOf(await response.json()).code]).toEqual([409, "content_on_builder_io"]);
  }
  expect((await call("GET", "/admin/users")).status).toBe(200);
});

test("the audit log lists every admin write, newest first", async () => {
  const admin = await createMember({ role: "admin" });
  await apiCall("POST", "/admin/hotspots", { headers: admin.headers, body: { slug: "audit-lieu", name: { fr: "Lieu audité" } } });
  const Audit = v.object({ data: v.array(v.object({ actor: v.string(), action: v.string(), target: v.string(), createdAt: v.string() })) });
  const log = v.parse(Audit, await (await apiCall("GET", "/admin/audit?limit=5", { headers: admin.headers })).json());
  expect(log.data[0]).toMatchObject({ actor: admin.email, action: "hotspot.create" });
});

test("comment moderation: an admin hides a feedback's text from its organizers (its rating still counts) and a winner's name from the board, then restores them, each audited", async () => {
  const admin = await createMember({ role: "admin" });
  const organizer = await createMember();
  const { headers } = organizer;
  const { slug, id: eventId } = await createEventOf(
    organizer,
    eventInput(await createOrganizeTaxonomies(), { texts: { fr: { title: "Avis à modérer", description: "" } } }),
  );
  const author = await createUser({ email: "avis-grossier@exemple.test" });
  const feedbackId = crypto.randomUUID().replaceAll("-", "");
  const scoreId = crypto.randomUUID().replaceAll("-", "");
  await env.DB.batch([
    env.DB.prepare("INSERT INTO feedbacks (id, event_id, user_id, rating, text) VALUES (?, ?, ?, 2, 'Texte grossier à masquer')").bind(
      feedbackId,
      eventId,
      author.id,
    ),
    env.DB.prepare("INSERT INTO game_scores (id, day, user_id, name, tries, seconds, winner, player) VALUES (?, ?, ?, 'Pseudo grossier', 2, 30, 1, ?)").bind(
      scoreId,
      parisDay(new Date()),
      author.id,
      `joueur-${scoreId}`,
    ),
  ]);

  // A search longer than D1 takes in a LIKE pattern (50 bytes) is searched by its beginning, never a failure.
  for (const list of ["comments?kind=feedback&", "events?", "users?", "entries?", "media?", "translations?"]) {
    const long = await apiCall("GET", `/admin/${list}search=${encodeURIComponent("Texte grossier à masquer, vraiment très grossier et bien trop long")}`, {
      headers: admin.headers,
    });
    expect(long.status, list).toBe(200);
  }
  const queue = await describedJson("GET", "/admin/comments?kind=feedback&search=grossier", { headers: admin.headers });
  expect(queue.problems).toEqual([]);
  expect(v.parse(Comments, queue.body).data).toEqual([
    expect.objectContaining({
      kind: "feedback",
      id: feedbackId,
      text: "Texte grossier à masquer",
      author: author.email,
      rating: 2,
      hidden: false,
      eventSlug: slug,
    }),
  ]);
  const hidden = await describedJson("POST", `/admin/comments/feedback/${feedbackId}/hide`, { headers: admin.headers, body: { hidden: true } });
  expect(hidden.problems).toEqual([]);
  expect(hidden.body).toMatchObject({ hidden: true });
  const seen = await describedJson("GET", `/events/${eventId}/feedbacks`, { headers });
  expect(seen.problems).toEqual([]);
  expect(seen.body).toMatchObject({ count: 1, average: 2, data: [{ _id: feedbackId, rating: 2, text: "", hidden: true }] });
  expect(v.parse(Comments, (await describedJson("GET", "/admin/comments?kind=feedback&search=grossier", { headers: admin.headers })).body).data).toEqual([]);
  expect(
    v.parse(Comments, (await describedJson("GET", "/admin/comments?kind=feedback&state=hidden&search=grossier", { headers: admin.headers })).body).data,
  ).toHaveLength(1);

  const board = async () => JSON.stringify(await (await apiCall("GET", "/game/winners")).json());
  expect(await board()).toContain("Pseudo grossier");
  const winners = v.parse(Comments, (await describedJson("GET", "/admin/comments?kind=winner&search=Pseudo", { headers: admin.headers })).body);
  expect(winners.data).toEqual([expect.objectContaining({ kind: "winner", id: scoreId, text: "Pseudo grossier", rating: null })]);
  expect((await apiCall("POST", `/admin/comments/winner/${scoreId}/hide`, { headers: admin.headers, body: { hidden: true } })).status).toBe(200);
  expect(await board()).not.toContain("Pseudo grossier");

  expect((await apiCall("POST", `/admin/comments/feedback/${feedbackId}/hide`, { headers: admin.headers, body: { hidden: false } })).status).toBe(200);
  expect(await (await apiCall("GET", `/events/${eventId}/feedbacks`, { headers })).json()).toMatchObject({
    data: [{ text: "Texte grossier à masquer", hidden: false }],
  });
  const audit = await env.DB.prepare("SELECT action, target FROM audit_log WHERE target IN (?, ?) ORDER BY id")
    .bind(`feedback:${feedbackId}`, `winner:${scoreId}`)
    .all();
  expect(audit.results).toEqual([
    { action: "comment.hide", target: `feedback:${feedbackId}` },
    { action: "comment.hide", target: `winner:${scoreId}` },
    { action: "comment.restore", target: `feedback:${feedbackId}` },
  ]);

  const unknownKind = await apiCall("POST", `/admin/comments/article/${feedbackId}/hide`, { headers: admin.headers, body: { hidden: true } });
  expect(unknownKind.status).toBe(400);
  const missing = await apiCall("POST", "/admin/comments/feedback/nope/hide", { headers: admin.headers, body: { hidden: true } });
  expect(missing.status).toBe(404);
  expect(errorOf(await missing.json()).code).toBe("comment_not_found");
  const organizerTry = await apiCall("POST", `/admin/comments/feedback/${feedbackId}/hide`, { headers, body: { hidden: true } });
  expect(organizerTry.status).toBe(403);
});
