import { env } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import * as v from "valibot";
import { daysFromNow } from "../factories/dates";
import { createEvent, createTaxonomy } from "../factories/events";
import { createIframe } from "../factories/site";
import { errorOf, slugsOf } from "../support/api-answers";
import { createMember } from "../factories/users";
import { apiCall, apiJson, getJson, workerFetch } from "../support/api-call";
import { answerProblems, describedJson } from "../support/api-contract";
import { OwnWidgetListSchema } from "~/features/iframes/own-widgets.schema";

beforeAll(async () => {
  const climat = await createTaxonomy("topic", "climat", "Climat");
  const fresque = await createTaxonomy("type", "fresque", "Fresque");
  await createEvent({ slug: "fresque-1", title: "Fresque 1", startDate: daysFromNow(30, 18), topicId: climat, typeId: fresque, countryCode: "FR" });
  await createEvent({
    slug: "fresque-2",
    title: "Fresque 2",
    startDate: daysFromNow(31, 18),
    topicId: climat,
    typeId: fresque,
    countryCode: "FR",
    accessibility: 1,
  });
  await createEvent({ slug: "fresque-passee", title: "Fresque passée", startDate: daysFromNow(-400, 18), topicId: climat, typeId: fresque, countryCode: "FR" });
  await createEvent({ slug: "fresque-be", title: "Fresque BE", startDate: daysFromNow(32, 18), typeId: fresque, countryCode: "BE" });
  await createEvent({ slug: "en-ligne", title: "En ligne", startDate: daysFromNow(33, 18), topicId: climat, visio: true });
  await createIframe(
    "iframe-fresques",
    "Fresques en France",
    { type: "fresque", countryCode: "FR" },
    { slug: "fresques-fr", allowedOrigins: ["https://partenaire.example"] },
  );
  await createIframe("iframe-archives", "Toutes les fresques", { type: "fresque", countryCode: "FR" }, { showPast: true, layout: "simple-show-past" });
  await createIframe("iframe-en-ligne", "Climat en ligne", { topic: "climat", visio: true });
  await createIframe("iframe-prive", "Privé", { private: true });
  await createIframe(
    "iframe-partenaires",
    "Partenaires",
    {},
    { kind: "partners", partners: [{ name: "Code Commun", url: "https://example.org/code-commun" }] },
  );
});

test("GET /iframes/{id} answers the saved widget by id or by name, without who may frame it; unknown ones answer 404", async () => {
  const { status, body } = await getJson("/iframes/iframe-fresques");
  expect(status).toBe(200);
  expect(body).toEqual({
    _id: "iframe-fresques",
    slug: "fresques-fr",
    kind: "events",
    name: "Fresques en France",
    description: "",
    filters: { type: "fresque", countryCode: "FR" },
    layout: "card",
    listType: "grid",
    theme: "base",
    primaryColor: null,
    lang: "fr",
    pageSize: 6,
    showPast: false,
    partners: [],
  });
  expect(JSON.stringify(body)).not.toContain("partenaire.example");
  expect((await getJson("/iframes/fresques-fr")).body).toEqual(body);
  const missing = await getJson("/iframes/nope");
  expect(missing.status).toBe(404);
  expect(missing.body.error).toMatchObject({ code: "iframe_not_found" });
  expect((await getJson("/iframes/nope/events")).status).toBe(404);
  expect((await getJson("/iframes/iframe-partenaires/events")).status).toBe(404);
});

test("GET /iframes/{id}/events applies the saved filters and lists upcoming events only", async () => {
  const { status, body } = await getJson("/iframes/iframe-fresques/events");
  expect(slugsOf(body)).toEqual(["fresque-1", "fresque-2"]);
  expect(await answerProblems("GET", "/iframes/iframe-fresques/events", status, body)).toEqual([]);
  expect(slugsOf((await getJson("/iframes/fresques-fr/events")).body)).toEqual(["fresque-1", "fresque-2"]);
  const online = await getJson("/iframes/iframe-en-ligne/events");
  expect(slugsOf(online.body)).toEqual(["en-ligne"]);
  // A date in the past does not bring past events back.
  expect(slugsOf((await getJson(`/iframes/iframe-fresques/events?from=${daysFromNow(-500).slice(0, 10)}`)).body)).toEqual(["fresque-1", "fresque-2"]);
});

test("a widget that shows past events lists them too", async () => {
  expect(slugsOf((await getJson("/iframes/iframe-archives/events")).body)).toEqual(["fresque-passee", "fresque-1", "fresque-2"]);
});

test("page, limit and the filters of GET /events come from the URL and are validated; they narrow, never widen, the saved filters", async () => {
  const { body } = await getJson("/iframes/iframe-fresques/events?limit=1&page=1&countryCode=BE");
  expect(body).toMatchObject({ total: 2, count: 1 });
  expect(slugsOf(body)[0]).toBe("fresque-2");
  expect(slugsOf((await getJson("/iframes/iframe-en-ligne/events?search=ligne")).body)).toEqual(["en-ligne"]);
  expect(slugsOf((await getJson("/iframes/iframe-en-ligne/events?search=fresque")).body)).toEqual([]);
  for (const bad of ["limit=1000", "page=-1", "from=demain", "visio=peut-etre"]) {
    const answer = await getJson(`/iframes/iframe-fresques/events?${bad}`);
    expect(answer.status).toBe(400);
    expect(errorOf(answer.body).message).toContain(`"${bad.split("=")[0]}"`);
  }
});

test("an iframe saved with private=true is refused like GET /events?private=true", async () => {
  const { status, body } = await getJson("/iframes/iframe-prive/events");
  expect(status).toBe(403);
  expect(body.error).toMatchObject({ code: "forbidden" });
});

const WidgetId = v.object({ _id: v.string() });
const ownWidget = (name: string, filters: Record<string, unknown> = { type: "fresque" }) => ({ name, filters, layout: "line", lang: "fr", pageSize: 3 });

test("a confirmed member builds widgets of their own: created, read back, changed (its page follows), deleted; others may not touch them, an admin may", async () => {
  const owner = await createMember();
  const created = await describedJson("POST", "/iframes", { headers: owner.headers, body: ownWidget("Mes fresques", { type: "fresque", countryCode: "FR" }) });
  expect([created.status, created.problems]).toEqual([201, []]);
  const { _id } = v.parse(WidgetId, created.body);

  // Its page lists what it asks for, in the layout chosen; the owner reads it back with who may frame it.
  const page = await workerFetch(`/iframe/${_id}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain("Fresque 1");
  expect(html).not.toContain("Fresque BE");
  const mine = await describedJson("GET", "/iframes/mine", { headers: owner.headers });
  expect(mine.problems).toEqual([]);
  expect(mine.body).toMatchObject({
    data: [{ _id, name: "Mes fresques", layout: "line", pageSize: 3, filters: { type: "fresque", countryCode: "FR" }, allowedOrigins: [] }],
  });

  // Changed: the cached page shows the change at once.
  const changed = await describedJson("PUT", `/iframes/${_id}`, {
    headers: owner.headers,
    body: { ...ownWidget("Fresques belges", { type: "fresque", countryCode: "BE" }), allowedOrigins: ["https://mon-asso.example"] },
  });
  expect([changed.status, changed.problems]).toEqual([200, []]);
  const after = await workerFetch(`/iframe/${_id}`);
  const afterHtml = await after.text();
  expect(afterHtml).toContain("Fresque BE");
  expect(afterHtml).not.toContain("Fresque 1<");
  expect(after.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'self' https://mon-asso.example");

  // Someone else: neither a change nor a delete, and their list is theirs only.
  const other = await createMember();
  const refused = await describedJson("PUT", `/iframes/${_id}`, { headers: other.headers, body: ownWidget("Volé") });
  expect([refused.status, errorOf(refused.body).code, refused.problems]).toEqual([403, "not_widget_owner", []]);
  expect((await apiCall("DELETE", `/iframes/${_id}`, { headers: other.headers })).status).toBe(403);
  expect((await describedJson("GET", "/iframes/mine", { headers: other.headers })).body).toEqual({ data: [] });
  // A seeded partner widget (no owner) is not a member's either, nor changed here by an admin: /admin records
  // its changes and refreshes its named page.
  const admin = await createMember({ role: "admin" });
  for (const who of [owner, admin]) {
    const put = await describedJson("PUT", "/iframes/iframe-fresques", { headers: who.headers, body: ownWidget("Pris") });
    expect([put.status, errorOf(put.body).code, put.problems]).toEqual([403, "partner_widget", []]);
    const removed = await describedJson("DELETE", "/iframes/iframe-fresques", { headers: who.headers });
    expect([removed.status, errorOf(removed.body).code, removed.problems]).toEqual([403, "partner_widget", []]);
  }
  expect((await getJson("/iframes/iframe-fresques")).body).toMatchObject({ name: "Fresques en France" });

  // An admin may change a member's; then the widget is gone for everyone.
  expect((await apiCall("PUT", `/iframes/${_id}`, { headers: admin.headers, body: ownWidget("Relu par l'équipe") })).status).toBe(200);
  const deleted = await describedJson("DELETE", `/iframes/${_id}`, { headers: owner.headers });
  expect([deleted.status, deleted.problems]).toEqual([204, []]);
  expect((await workerFetch(`/iframe/${_id}`)).status).toBe(404);
  expect((await apiCall("DELETE", `/iframes/${_id}`, { headers: owner.headers })).status).toBe(404);
});

test("building widgets needs a confirmed member, valid settings and at most 20 widgets, even from two tabs at once", async () => {
  expect((await apiCall("POST", "/iframes", { body: ownWidget("Anonyme") })).status).toBe(401);
  const unconfirmed = await createMember({ active: false });
  const refused = await apiCall("POST", "/iframes", { headers: unconfirmed.headers, body: ownWidget("Pas encore") });
  expect([refused.status, errorOf(await refused.json()).code]).toEqual([403, "email_not_confirmed"]);

  const member = await createMember();
  for (const bad of [
    { name: "" },
    { layout: "<script>" },
    { pageSize: 25 },
    { allowedOrigins: ["javascript:alert(1)"] },
    { filters: { topic: "Pas un slug" } },
    { filters: { loc: "ici" } },
    { name: "Widget\u202e" },
  ]) {
    const answer = await apiCall("POST", "/iframes", { headers: member.headers, body: { ...ownWidget("Bon"), ...bad } });
    expect([JSON.stringify(bad), answer.status]).toEqual([JSON.stringify(bad), 400]);
  }
  // Two tabs: 18 widgets, then 4 created at once: two pass, two are refused, 20 are kept.
  for (let index = 0; index < 18; index++) {
    expect((await apiCall("POST", "/iframes", { headers: member.headers, body: ownWidget(`Widget ${index}`) })).status).toBe(201);
  }
  const burst = await Promise.all([1, 2, 3, 4].map((index) => apiCall("POST", "/iframes", { headers: member.headers, body: ownWidget(`Onglet ${index}`) })));
  expect(burst.map((answer) => answer.status).sort()).toEqual([201, 201, 409, 409]);
  expect(errorOf(await burst.find((answer) => answer.status === 409)?.json()).code).toBe("too_many_widgets");
  const listed = v.parse(v.object({ data: v.array(v.unknown()) }), (await describedJson("GET", "/iframes/mine", { headers: member.headers })).body);
  expect(listed.data).toHaveLength(20);
});

test("/iframe/preview shows unsaved settings as the widget, framed by our own pages only; bad settings are a bare 400", async () => {
  const settings = encodeURIComponent(JSON.stringify({ ...ownWidget("Aperçu des fresques"), filters: { type: "fresque", countryCode: "BE" } }));
  const preview = await workerFetch(`/iframe/preview?widget=${settings}`);
  expect(preview.status).toBe(200);
  const html = await preview.text();
  expect(html).toContain("Aperçu des fresques");
  expect(html).toContain("Fresque BE");
  expect(preview.headers.get("Cache-Control")).toBe("private, no-store");
  expect(preview.headers.get("Content-Security-Policy")).toMatch(/frame-ancestors 'self'( http:\/\/[^ ;]+)?;/);
  expect(preview.headers.get("Content-Security-Policy")).not.toContain("frame-ancestors *");
  for (const bad of ["", "pas-du-json", encodeURIComponent(JSON.stringify({ name: "<x>", layout: "nope" }))]) {
    const answer = await workerFetch(`/iframe/preview?widget=${bad}`);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain("Widget introuvable");
  }
});

test("a member's widget may have its own main colour, dark enough to read: its page and its preview use it, and it can be given back to the theme", async () => {
  const owner = await createMember();
  const created = await describedJson("POST", "/iframes", { headers: owner.headers, body: { ...ownWidget("En vert"), primaryColor: "#1E6B3A" } });
  expect([created.status, created.problems]).toEqual([201, []]);
  const { _id } = v.parse(WidgetId, created.body);
  expect((await describedJson("GET", `/iframes/${_id}`)).body).toMatchObject({ primaryColor: "#1e6b3a" });
  const page = await (await workerFetch(`/iframe/${_id}`)).text();
  expect(page).toMatch(/class="widget" data-theme="base" style="--color-primary:#1e6b3a;--color-primary-hover:#1e6b3a"/);

  // Too light to read on white or on the cards, or not a colour: refused, and what was saved stays.
  for (const primaryColor of ["#ffd24d", "#9aa0a6", "#1e6b3a; background:url(x)", "green", "#12345"]) {
    const answer = await describedJson("PUT", `/iframes/${_id}`, { headers: owner.headers, body: { ...ownWidget("Pâle"), primaryColor } });
    expect([primaryColor, answer.status, errorOf(answer.body).code, answer.problems]).toEqual([primaryColor, 400, "invalid_body", []]);
  }
  expect((await getJson(`/iframes/${_id}`)).body).toMatchObject({ name: "En vert", primaryColor: "#1e6b3a" });

  const settings = encodeURIComponent(JSON.stringify({ ...ownWidget("Aperçu violet"), primaryColor: "#5b2bd6" }));
  expect(await (await workerFetch(`/iframe/preview?widget=${settings}`)).text()).toContain("--color-primary:#5b2bd6");

  // null gives the theme's colour back.
  expect((await apiCall("PUT", `/iframes/${_id}`, { headers: owner.headers, body: { ...ownWidget("En vert"), primaryColor: null } })).status).toBe(200);
  expect((await getJson(`/iframes/${_id}`)).body).toMatchObject({ primaryColor: null });
  expect(await (await workerFetch(`/iframe/${_id}`)).text()).not.toContain("--color-primary:");
});

test("a member's widget of wheelchair-accessible events lists those only, as GET /events?stepFree=true does", async () => {
  const owner = await createMember();
  const created = await describedJson("POST", "/iframes", {
    headers: owner.headers,
    body: { ...ownWidget("Accessibles"), filters: { type: "fresque", stepFree: true } },
  });
  expect([created.status, created.problems]).toEqual([201, []]);
  const { _id } = v.parse(WidgetId, created.body);
  expect(slugsOf((await getJson(`/iframes/${_id}/events`)).body)).toEqual(["fresque-2"]);
  expect((await getJson("/iframes/mine", { headers: owner.headers })).body).toMatchObject({ data: [{ filters: { type: "fresque", stepFree: true } }] });
  const bad = await apiCall("POST", "/iframes", { headers: owner.headers, body: { ...ownWidget("Mauvais"), filters: { stepFree: false } } });
  expect(bad.status).toBe(400);
});

test("a member's widget of the events they organize lists those only, as GET /events?organizer= does", async () => {
  const owner = await createMember();
  await createEvent({ slug: "atelier-de-maelle", title: "Atelier de Maëlle", startDate: daysFromNow(40, 18), countryCode: "FR" });
  await env.DB.prepare("INSERT INTO event_organizers (event_id, user_id, role) SELECT id, ?, 'owner' FROM events WHERE slug = 'atelier-de-maelle'")
    .bind(owner.id)
    .run();
  const created = await describedJson("POST", "/iframes", { headers: owner.headers, body: { ...ownWidget("Mes ateliers"), filters: { organizer: owner.id } } });
  expect([created.status, created.problems]).toEqual([201, []]);
  const { _id } = v.parse(WidgetId, created.body);
  const html = await (await workerFetch(`/iframe/${_id}`)).text();
  expect(html).toContain("Atelier de Maëlle");
  expect(html).not.toContain("Fresque 1");
  expect(slugsOf((await getJson(`/iframes/${_id}/events`)).body)).toEqual(["atelier-de-maelle"]);
  const bad = await apiCall("POST", "/iframes", { headers: owner.headers, body: { ...ownWidget("Mauvais"), filters: { organizer: "<moi>" } } });
  expect(bad.status).toBe(400);
});

test("a member's widget as GET /iframes/mine answers it is what PUT /iframes/{id} takes back: one shape, the server's fields ignored", async () => {
  const owner = await createMember();
  const body = {
    name: "Nos ateliers",
    description: "Les ateliers du quartier",
    filters: { topic: "climat" },
    pageSize: 12,
    allowedOrigins: ["https://asso.exemple.fr"],
  };
  const created = await apiJson("POST", "/iframes", { headers: owner.headers, body });
  expect(created.status).toBe(201);
  const read = async () => v.parse(OwnWidgetListSchema, (await apiJson("GET", "/iframes/mine", { headers: owner.headers })).body).data[0];
  const widget = await read();
  if (!widget) throw new Error("no widget");
  const rewritten = await apiJson("PUT", `/iframes/${widget._id}`, { headers: owner.headers, body: { ...widget, name: "Nos ateliers d'hiver" } });
  expect(rewritten.status).toBe(200);
  expect(await read()).toEqual({ ...widget, name: "Nos ateliers d'hiver" });
});
