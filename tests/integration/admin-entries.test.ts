import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
import { createBuilderEntries, targetingRule } from "../factories/content";
import { createMember } from "../factories/users";
import { errorOf } from "../support/api-answers";
import { apiCall, workerFetch } from "../support/api-call";

const Problems = v.object({
  error: v.object({ code: v.string(), problems: v.array(v.object({ blockId: v.nullable(v.string()), input: v.nullable(v.string()), message: v.string() })) }),
});
const Entry = v.object({
  id: v.string(),
  name: v.string(),
  published: v.string(),
  data: v.record(v.string(), v.unknown()),
  purged: v.optional(v.array(v.string())),
});
const Versions = v.object({ data: v.array(v.object({ version: v.number(), note: v.string(), author: v.nullable(v.string()), name: v.string() })) });

let pages = 0;

function block(id: string, name: string, options: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  return { "@type": "@builder.io/sdk:Element", id, component: { name, options }, ...extra };
}

function pageBody(name: string, blocks: unknown[], urlPath = `/essai-admin-${++pages}`) {
  return { model: "page", name, query: [targetingRule("urlPath", urlPath)], data: { title: name, blocks } };
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

test("create, preview the draft, publish, see it live, edit, restore the first text: each save a version, each write audited", async () => {
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

  const edit = { ...pageBody("Essai", heading("Deuxième version"), urlPath), published: "published" };
  expect((await apiCall("PUT", `/admin/entries/${created.id}`, { headers, body: edit })).status).toBe(200);
  expect(await (await workerFetch(urlPath)).text()).toContain("Deuxième version");

  const versions = v.parse(Versions, await (await apiCall("GET", `/admin/entries/${created.id}/versions`, { headers })).json()).data;
  expect(versions.map((item) => [item.version, item.note, item.author])).toEqual([
    [3, "update", member.email],
    [2, "publish", member.email],
    [1, "create", member.email],
  ]);
  const restored = await apiCall("POST", `/admin/entries/${created.id}/versions/2/restore`, { headers });
  expect(v.parse(Entry, await restored.json()).published).toBe("published");
  const live = await (await workerFetch(urlPath)).text();
  expect(live).toContain("Première version");
  expect(live).not.toContain("Deuxième version");
  const after = v.parse(Versions, await (await apiCall("GET", `/admin/entries/${created.id}/versions`, { headers })).json()).data;
  expect(after[0]).toMatchObject({ version: 4, note: "restore 2" });

  const audit = await env.DB.prepare("SELECT actor_email, action FROM audit_log WHERE target = ? ORDER BY id").bind(`entry:${created.id}`).all();
  expect(audit.results).toEqual(["entry.create", "entry.publish", "entry.update", "entry.restore"].map((action) => ({ actor_email: member.email, action })));
  expect((await apiCall("POST", `/admin/entries/${created.id}/versions/99/restore`, { headers })).status).toBe(404);
  expect((await apiCall("POST", `/admin/entries/nope/publish`, { headers })).status).toBe(404);
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
