import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
import { api } from "../../workers/api/app";
import { attendAs, createOrganizeTaxonomies, eventInput, mailsTo, organizeEvent } from "../factories/organized-events";
import { createMember, createUser, loginAs } from "../factories/users";
import { errorOf } from "../support/api-answers";
import { apiCall, cookieHeader, setCookies, workerFetch } from "../support/api-call";
import { describedJson } from "../support/api-contract";
import { parisDay } from "~/features/game/game-day";

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
  const event = await organizeEvent(organizer.headers, eventInput(taxonomies, { texts: { fr: { title: "Atelier modéré", description: "" } } }));
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
  for (const bad of [{ layout: "<script>" }, { allowedOrigins: ["javascript:alert(1)"] }, { pageSize: 100 }]) {
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
  const { slug, id: eventId } = await organizeEvent(
    headers,
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
