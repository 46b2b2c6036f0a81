import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
import { createBuilderEntries, targetingRule } from "../factories/content";
import { createEvent } from "../factories/events";
import { createArticle } from "../factories/media";
import { createMember } from "../factories/users";
import { errorOf } from "../support/api-answers";
import { apiCall, workerFetch } from "../support/api-call";
import { describedJson } from "../support/api-contract";
import { scheduled } from "../../workers/scheduled";

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
  scheduled(createScheduledController({ scheduledTime: now, cron: "* * * * *" }), env, ctx);
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
