import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
import { daysFromNow } from "../factories/dates";
import { createEvent } from "../factories/events";
import { createMember, createUser, readMailToken } from "../factories/users";
import { apiCall, setCookies } from "../support/api-call";
import { eventNo, userIdOf } from "~/lib/compact-keys";

const FUTURE = daysFromNow(30, 18);

async function places(eventId: string) {
  return env.DB.prepare(`SELECT count(*) AS n FROM attendees WHERE event_no = ${eventNo("?1")}`)
    .bind(eventId)
    .first("n");
}

const GuestDone = v.object({
  success: v.literal(true),
  purpose: v.literal("subscribe-attend"),
  loggedIn: v.literal(false),
  event: v.object({ slug: v.string() }),
  registered: v.boolean(),
  reason: v.nullable(v.string()),
});

test("a guest gives only an email: a link is sent, no place is held until it is clicked, then they attend (and nobody is logged in)", async () => {
  const eventId = await createEvent({ slug: "atelier-invite", title: "Atelier ouvert à tous", startDate: FUTURE });
  const asked = await apiCall("POST", `/events/subscribe-attend/${eventId}`, { body: { email: "Invitee.Libre@Exemple.fr", lang: "fr" } });
  expect(asked.status).toBe(202);
  expect(await asked.json()).toEqual({ confirmationSent: true });
  expect(setCookies(asked)).toEqual([]);
  expect(await places(eventId)).toBe(0);
  expect(await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = 'invitee.libre@exemple.fr'").first("n")).toBe(0);
  const mail = await env.DB.prepare("SELECT subject, text FROM outbox WHERE kind = 'subscribe-attend' AND to_email = 'invitee.libre@exemple.fr'").first();
  expect(mail?.subject).toBe("Confirme ta participation");
  expect(String(mail?.text)).toContain("« Atelier ouvert à tous »");
  const token = await readMailToken("invitee.libre@exemple.fr", "subscribe-attend");
  const clicked = await apiCall("POST", "/users/activate", { body: { token } });
  expect(clicked.status).toBe(200);
  expect(v.parse(GuestDone, await clicked.json())).toMatchObject({ event: { slug: "atelier-invite" }, registered: true, reason: null });
  expect(await places(eventId)).toBe(1);
  expect(setCookies(clicked)).toEqual([]);
  // The account has no password yet: it is claimable like an invitation, by the mailbox only.
  expect(await apiCall("POST", "/users/exists", { body: { email: "invitee.libre@exemple.fr" } }).then((r) => r.json())).toEqual({
    exists: true,
    invited: true,
    local: false,
  });
  expect(await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE kind = 'attend-confirmation' AND to_email = 'invitee.libre@exemple.fr'").first("n")).toBe(
    1,
  );
  expect((await apiCall("POST", "/users/activate", { body: { token } })).status).toBe(400);
});

test("a guest link for an address with an account registers that account, logs nobody in and confirms nothing", async () => {
  const member = await createUser({ email: "deja.membre@exemple.fr", active: false });
  const eventId = await createEvent({ slug: "rencontre-membre", title: "Rencontre", startDate: FUTURE });
  await apiCall("POST", `/events/subscribe-attend/${eventId}`, { body: { email: "deja.membre@exemple.fr" } });
  const clicked = await apiCall("POST", "/users/activate", { body: { token: await readMailToken("deja.membre@exemple.fr", "subscribe-attend") } });
  expect(v.parse(GuestDone, await clicked.json())).toMatchObject({ registered: true });
  expect(setCookies(clicked)).toEqual([]);
  expect(
    await env.DB.prepare(`SELECT ${userIdOf("user_no")} AS user_id FROM attendees WHERE event_no = ${eventNo("?1")}`)
      .bind(eventId)
      .first("user_id"),
  ).toBe(member.id);
  // Whoever set this unconfirmed account's password proved nothing: the guest link does not vouch for it.
  expect(await env.DB.prepare("SELECT active FROM users WHERE id = ?").bind(member.id).first("active")).toBe(0);
});

test("the place is taken at the click: an event that filled up meanwhile says so", async () => {
  const eventId = await createEvent({ slug: "petite-jauge", title: "Petite jauge", startDate: FUTURE });
  await env.DB.prepare("UPDATE events SET max_attendees = 1 WHERE id = ?").bind(eventId).run();
  await apiCall("POST", `/events/subscribe-attend/${eventId}`, { body: { email: "trop.tard@exemple.fr" } });
  const first = await createMember();
  expect((await apiCall("POST", `/events/attend/${eventId}`, { headers: first.headers })).status).toBe(200);
  const clicked = await apiCall("POST", "/users/activate", { body: { token: await readMailToken("trop.tard@exemple.fr", "subscribe-attend") } });
  expect(v.parse(GuestDone, await clicked.json())).toMatchObject({ registered: false, reason: "event_full" });
  expect(await places(eventId)).toBe(1);
  // And asking as a guest for a full event is refused at once.
  const full = await apiCall("POST", `/events/subscribe-attend/${eventId}`, { body: { email: "encore@exemple.fr" } });
  expect(full.status).toBe(409);
  expect(await full.json()).toMatchObject({ error: { code: "event_full" } });
});

test("a guest must give a valid email, for an event that takes registrations; with a session it is a plain attend", async () => {
  const eventId = await createEvent({ slug: "validation-invite", title: "Validation", startDate: FUTURE });
  expect((await apiCall("POST", `/events/subscribe-attend/${eventId}`, { body: {} })).status).toBe(400);
  expect((await apiCall("POST", `/events/subscribe-attend/${eventId}`, { body: { email: "pas-un-email" } })).status).toBe(400);
  expect((await apiCall("POST", "/events/subscribe-attend/inconnu", { body: { email: "a@exemple.fr" } })).status).toBe(404);
  const past = await createEvent({ slug: "deja-passe", title: "Passé", startDate: daysFromNow(-30) });
  expect((await apiCall("POST", `/events/subscribe-attend/${past}`, { body: { email: "a@exemple.fr" } })).status).toBe(409);
  const member = await createMember();
  const attended = await apiCall("POST", `/events/subscribe-attend/${eventId}`, { headers: member.headers, body: {} });
  expect(attended.status).toBe(200);
  expect(await places(eventId)).toBe(1);
});

test("guest registrations are rate limited per address (each sends an email)", async () => {
  const eventId = await createEvent({ slug: "limite-invite", title: "Limite", startDate: FUTURE });
  const statuses = [];
  for (let i = 0; i < 4; i++) statuses.push((await apiCall("POST", `/events/subscribe-attend/${eventId}`, { body: { email: "bombarde@exemple.fr" } })).status);
  expect(statuses).toEqual([202, 202, 202, 429]);
});
