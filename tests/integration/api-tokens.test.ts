// Personal API tokens (docs/product.md §6 "API tokens", docs/security.md "API tokens"): an organizer's scripts call
// the API as them within the token's scopes; nothing else, and never an admin route.
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import * as v from "valibot";
import { hashSecretToken } from "~/features/accounts/auth/secret-token.server";
import { CreatedApiTokenSchema } from "~/features/organize/api-tokens.schema";
import { attendAs, createEventOf, createOrganizeTaxonomies, eventInput } from "../factories/organized-events";
import { createMember } from "../factories/users";
import { errorOf, slugsOf } from "../support/api-answers";
import { apiCall, apiJson } from "../support/api-call";

type Member = Awaited<ReturnType<typeof createMember>>;

async function makeToken(owner: Member, body: object = { name: "Tableur", scopes: ["events:read", "attendees:manage"] }) {
  const answer = await apiJson("POST", "/users/me/tokens", { headers: owner.headers, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return v.parse(CreatedApiTokenSchema, answer.body);
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** An organizer with a public and a private event, an attendee on the public one. */
async function organizerWithEvents() {
  const taxonomies = await createOrganizeTaxonomies();
  const [organizer, attendee] = await Promise.all([createMember(), createMember()]);
  const open = await createEventOf(organizer, eventInput(taxonomies, { texts: { fr: { title: "Atelier vélo", description: "" } } }));
  const hidden = await createEventOf(organizer, eventInput(taxonomies, { private: true, texts: { fr: { title: "Atelier privé", description: "" } } }));
  await attendAs(attendee, open.id);
  return { taxonomies, organizer, attendee, open, hidden };
}

test("a new token is shown once; its list shows its hint, never its secret, and only its hash is stored", async () => {
  const owner = await createMember();
  const created = await makeToken(owner, { name: "  Mon tableur  ", scopes: ["attendees:manage", "events:read", "events:read"] });
  expect(created.token).toMatch(/^rdv_[\w-]{43}$/);
  expect(created).toMatchObject({ name: "Mon tableur", scopes: ["events:read", "attendees:manage"], hint: created.token.slice(0, 10), lastUsedAt: null });
  const list = await apiJson("GET", "/users/me/tokens", { headers: owner.headers });
  expect(list).toEqual({
    status: 200,
    body: {
      data: [
        {
          id: created.id,
          name: "Mon tableur",
          scopes: ["events:read", "attendees:manage"],
          hint: created.hint,
          createdAt: created.createdAt,
          lastUsedAt: null,
        },
      ],
    },
  });
  const row = await env.DB.prepare("SELECT * FROM api_tokens WHERE id = ?").bind(created.id).first();
  expect(row?.hash).toBe(await hashSecretToken(created.token));
  expect(JSON.stringify(row)).not.toContain(created.token.slice(10));
  // Someone else's list does not show it.
  const other = await createMember();
  expect((await apiJson("GET", "/users/me/tokens", { headers: other.headers })).body).toEqual({ data: [] });
});

test("a token reads its owner's events with events:read and manages their attendees with attendees:manage, each scope alone", async () => {
  const { organizer, attendee, open, hidden } = await organizerWithEvents();
  const reader = await makeToken(organizer, { name: "Lecture", scopes: ["events:read"] });
  const door = await makeToken(organizer, { name: "Porte", scopes: ["attendees:manage"] });

  const mine = await apiJson("GET", "/events/organized", { headers: bearer(reader.token) });
  expect(mine.status).toBe(200);
  expect(slugsOf(mine.body).sort()).toEqual([open.slug, hidden.slug].sort());
  expect((await apiCall("GET", `/events/organize/${hidden.slug}`, { headers: bearer(reader.token) })).status).toBe(200);
  expect((await apiCall("GET", `/events/${open.id}/dashboard`, { headers: bearer(reader.token) })).status).toBe(200);
  expect((await apiCall("GET", `/events/${open.id}/feedbacks`, { headers: bearer(reader.token) })).status).toBe(200);
  const outside = await apiJson("GET", `/events/${open.id}/attendees`, { headers: bearer(reader.token) });
  expect(outside.status).toBe(403);
  expect(errorOf(outside.body).code).toBe("token_scope");

  const attendees = await apiJson("GET", `/events/${open.id}/attendees`, { headers: bearer(door.token) });
  expect(attendees.status).toBe(200);
  expect(JSON.stringify(attendees.body)).toContain(attendee.email);
  const csv = await apiCall("GET", `/events/${open.id}/attendees.csv`, { headers: bearer(door.token) });
  expect(csv.status).toBe(200);
  expect(await csv.text()).toContain(attendee.email);
  // A script sends no Origin: the Bearer token is what a foreign page cannot send.
  const checkin = await apiJson("POST", `/events/checkin/${open.id}`, { headers: bearer(door.token), body: { userId: attendee.id } });
  expect(checkin.status).toBe(200);
  const listOutside = await apiJson("GET", "/events/organized", { headers: bearer(door.token) });
  expect([listOutside.status, errorOf(listOutside.body).code]).toEqual([403, "token_scope"]);
});

test("a token is its owner and no more: another's events are refused, and an admin's token is no admin", async () => {
  const { organizer, open, hidden } = await organizerWithEvents();
  const stranger = await createMember();
  const strangersToken = await makeToken(stranger);
  const onOpen = await apiJson("GET", `/events/${open.id}/attendees`, { headers: bearer(strangersToken.token) });
  expect([onOpen.status, errorOf(onOpen.body).code]).toEqual([403, "forbidden"]);
  const onHidden = await apiJson("GET", `/events/organize/${hidden.slug}`, { headers: bearer(strangersToken.token) });
  expect([onHidden.status, errorOf(onHidden.body).code]).toEqual([404, "event_not_found"]);

  const admin = await createMember({ role: "admin" });
  const adminsToken = await makeToken(admin);
  // The admin's session reads any event's attendees and /admin; their token does neither.
  expect((await apiCall("GET", `/events/${open.id}/attendees`, { headers: admin.headers })).status).toBe(200);
  expect((await apiCall("GET", "/admin/users", { headers: admin.headers })).status).toBe(200);
  const asAdmin = await apiJson("GET", `/events/${open.id}/attendees`, { headers: bearer(adminsToken.token) });
  expect([asAdmin.status, errorOf(asAdmin.body).code]).toEqual([403, "forbidden"]);
  for (const [method, path] of [
    ["GET", "/admin/users"],
    ["GET", "/admin/events"],
    ["PUT", `/admin/users/${organizer.id}/role`],
  ] as const) {
    const answer = await apiJson(method, path, { headers: bearer(adminsToken.token), body: method === "PUT" ? { role: "admin" } : undefined });
    expect([path, answer.status, errorOf(answer.body).code]).toEqual([path, 403, "token_scope"]);
  }
  expect(await env.DB.prepare("SELECT role FROM users WHERE id = ?").bind(organizer.id).first("role")).toBe("user");
});

test("every call outside the scopes refuses a token, and a public read answers as to anybody", async () => {
  const { taxonomies, organizer, open } = await organizerWithEvents();
  const { token } = await makeToken(organizer);
  const refused: [string, string, object | undefined][] = [
    ["GET", "/users/me", undefined],
    ["GET", "/users/me/tokens", undefined],
    ["POST", "/users/me/tokens", { name: "Encore", scopes: ["events:read"] }],
    ["PUT", `/events/${open.id}`, eventInput(taxonomies, { texts: { fr: { title: "Repris", description: "" } } })],
    ["POST", "/events/", eventInput(taxonomies)],
    ["POST", `/events/contact/${open.id}`, { subject: "Bonjour", message: "Texte" }],
    ["POST", `/events/${open.id}/invitations`, { emails: ["ami@exemple.test"] }],
  ];
  for (const [method, path, body] of refused) {
    const answer = await apiJson(method, path, { headers: bearer(token), body });
    expect([method, path, answer.status, errorOf(answer.body).code]).toEqual([method, path, 403, "token_scope"]);
  }
  expect(await env.DB.prepare("SELECT count(*) AS n FROM api_tokens WHERE user_id = ?").bind(organizer.id).first("n")).toBe(1);
  expect(await env.DB.prepare("SELECT count(*) AS n FROM invitations").first("n")).toBe(0);
  const listing = await apiCall("GET", "/events?limit=5", { headers: bearer(token) });
  expect(listing.status).toBe(200);
});

test("a revoked, unknown or blocked owner's token answers 401; its last use is stamped, at most once a minute", async () => {
  const { organizer } = await organizerWithEvents();
  const created = await makeToken(organizer);
  expect((await apiCall("GET", "/events/organized", { headers: bearer(created.token) })).status).toBe(200);
  const stamped = await env.DB.prepare("SELECT last_used_at FROM api_tokens WHERE id = ?").bind(created.id).first("last_used_at");
  expect(typeof stamped).toBe("number");
  expect((await apiCall("GET", "/events/organized", { headers: bearer(created.token) })).status).toBe(200);
  expect(await env.DB.prepare("SELECT last_used_at FROM api_tokens WHERE id = ?").bind(created.id).first("last_used_at")).toBe(stamped);
  const listed = await apiJson("GET", "/users/me/tokens", { headers: organizer.headers });
  expect(JSON.stringify(listed.body)).toContain(`"lastUsedAt":"${new Date(Number(stamped)).toISOString()}"`);

  expect((await apiCall("DELETE", `/users/me/tokens/${created.id}`, { headers: organizer.headers })).status).toBe(204);
  const revoked = await apiJson("GET", "/events/organized", { headers: bearer(created.token) });
  expect([revoked.status, errorOf(revoked.body).code]).toEqual([401, "unauthorized"]);
  const again = await apiJson("DELETE", `/users/me/tokens/${created.id}`, { headers: organizer.headers });
  expect([again.status, errorOf(again.body).code]).toEqual([404, "token_not_found"]);
  expect((await apiCall("GET", "/events/organized", { headers: bearer(`rdv_${"A".repeat(43)}`) })).status).toBe(401);

  const second = await makeToken(organizer);
  await env.DB.prepare("UPDATE users SET blocked = 1 WHERE id = ?").bind(organizer.id).run();
  expect((await apiCall("GET", "/events/organized", { headers: bearer(second.token) })).status).toBe(401);
});

test("limits: ten tokens a member, a name and a known scope each, a confirmed account, 120 calls a minute a token", async () => {
  const owner = await createMember();
  for (const body of [
    { name: "", scopes: ["events:read"] },
    { name: "Script", scopes: [] },
    { name: "Script", scopes: ["admin"] },
    { name: "x".repeat(61), scopes: ["events:read"] },
    { name: "Script", scopes: ["events:read"], token: "rdv_choisi" },
  ]) {
    const answer = await apiJson("POST", "/users/me/tokens", { headers: owner.headers, body });
    expect([JSON.stringify(body), answer.status, errorOf(answer.body).code]).toEqual([JSON.stringify(body), 400, "invalid_body"]);
  }
  const tokens = [];
  for (let n = 0; n < 10; n++) tokens.push(await makeToken(owner, { name: `Script ${n}`, scopes: ["events:read"] }));
  const eleventh = await apiJson("POST", "/users/me/tokens", { headers: owner.headers, body: { name: "Un de trop", scopes: ["events:read"] } });
  expect([eleventh.status, errorOf(eleventh.body).code]).toEqual([409, "too_many_tokens"]);

  const unconfirmed = await createMember({ active: false });
  const refused = await apiJson("POST", "/users/me/tokens", { headers: unconfirmed.headers, body: { name: "Script", scopes: ["events:read"] } });
  expect([refused.status, errorOf(refused.body).code]).toEqual([403, "email_not_confirmed"]);

  // The token's allowance used up (as 120 calls within the minute would leave it): the next call waits, the owner's session does not.
  const [first] = tokens;
  if (!first) throw new Error("no token");
  await env.DB.prepare("INSERT INTO rate_limits (key, window_start, hits) VALUES (?, ?, 120)")
    .bind(`apiToken:${first.id}`, Math.floor(Date.now() / 1000))
    .run();
  const limited = await apiCall("GET", "/events/organized", { headers: bearer(first.token) });
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
  expect((await apiCall("GET", "/events/organized", { headers: bearer(tokens[1]?.token ?? "") })).status).toBe(200);
  expect((await apiCall("GET", "/events/organized", { headers: owner.headers })).status).toBe(200);
});
