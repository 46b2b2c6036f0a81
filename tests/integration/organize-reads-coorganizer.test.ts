import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
import { createOrganizeTaxonomies, eventInput, organizeEvent } from "../factories/organized-events";
import { lastMailTo } from "../factories/organize-reads";
import { createMember, readMailToken } from "../factories/users";
import { errorOf } from "../support/api-answers";
import { apiCall, apiJson, cookieHeader } from "../support/api-call";

const AnswerSchema = v.object({ user: v.object({ _id: v.string(), displayname: v.nullable(v.string()), email: v.string() }), invited: v.boolean() });

async function ownEvent(lang = "fr") {
  const taxonomies = await createOrganizeTaxonomies();
  const owner = await createMember();
  const texts = lang === "fr" ? { fr: { title: "Fresque du climat", description: "" } } : { en: { title: "Climate fresco", description: "" } };
  const event = await organizeEvent(owner.headers, eventInput(taxonomies, { lang, texts }));
  return { owner, event, tag: taxonomies.type };
}

const invite = (eventId: string, headers: Record<string, string>, email: string) =>
  apiJson("POST", `/events/${eventId}/coorganizer`, { headers, body: { email } });

test("an existing member becomes a co-organizer, is emailed in their language in the same write, and reaches the event's organizer pages", async () => {
  const { owner, event, tag } = await ownEvent();
  const friend = await createMember({ email: `ami-${tag}@exemple.test`, displayName: "Dom", lang: "es" });
  expect((await apiCall("GET", `/events/organize/${event.slug}`, { headers: friend.headers })).status).toBe(403);
  const answer = await invite(event.id, owner.headers, `  AMI-${tag}@Exemple.test `);
  expect(answer.status).toBe(201);
  expect(v.parse(AnswerSchema, answer.body)).toEqual({ user: { _id: friend.id, displayname: "Dom", email: friend.email }, invited: false });
  const row = await env.DB.prepare("SELECT role FROM event_organizers WHERE event_id = ? AND user_id = ?").bind(event.id, friend.id).first("role");
  expect(row).toBe("coorganizer");
  const mail = await lastMailTo(friend.email);
  expect(mail).toMatchObject({ kind: "coorganizer-added", lang: "es", subject: "Coorganizas Fresque du climat" });
  expect(mail?.text).toContain(`http://127.0.0.1:8787/es/organize/event/${event.slug}`);
  expect(mail?.html).toContain(`href="http://127.0.0.1:8787/es/organize/event/${event.slug}"`);
  const view = await apiJson("GET", `/events/organize/${event.slug}`, { headers: friend.headers });
  expect(view.status).toBe(200);
  expect(view.body).toMatchObject({ role: "coorganizer" });
  // A co-organizer shares every right, inviting included.
  expect((await invite(event.id, friend.headers, `troisieme-${tag}@exemple.test`)).status).toBe(201);
});

test("an unknown address gets an invited account; after choosing a password through the login flow, the invitee opens the event's organizer pages", async () => {
  const { owner, event, tag } = await ownEvent("en");
  const email = `nouvelle-${tag}@exemple.test`;
  const answer = await invite(event.id, owner.headers, email);
  expect(answer.status).toBe(201);
  const { user, invited } = v.parse(AnswerSchema, answer.body);
  expect({ email: user.email, displayname: user.displayname, invited }).toEqual({ email, displayname: null, invited: true });
  expect(await env.DB.prepare("SELECT active, invited FROM users WHERE id = ?").bind(user._id).first()).toEqual({ active: 0, invited: 1 });
  expect(await env.DB.prepare("SELECT count(*) AS n FROM credentials WHERE user_id = ?").bind(user._id).first("n")).toBe(0);
  const mail = await lastMailTo(email);
  expect(mail).toMatchObject({ kind: "coorganizer-invited", lang: "en", subject: "You're invited to co-organize Climate fresco" });
  expect(mail?.text).toContain(`http://127.0.0.1:8787/en/login?redirect=${encodeURIComponent(`/en/organize/event/${event.slug}`)}`);

  // The login flow: the email step finds the invitation, the password is chosen, the emailed claim link logs in.
  expect((await apiJson("POST", "/users/exists", { body: { email } })).body).toEqual({ exists: true, invited: true, local: false });
  const registered = await apiCall("POST", "/users/register/events", { body: { email, password: "mon-choix-1", source: "events", site: "fr" } });
  expect(registered.status).toBe(202);
  const claim = (registered.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
  const claimed = await apiCall("POST", "/users/activate", { body: { token: await readMailToken(email, "claim-invite") }, headers: { Cookie: claim } });
  expect(await claimed.json()).toMatchObject({ purpose: "claim-invite", loggedIn: true });
  const view = await apiJson("GET", `/events/organize/${event.slug}`, { headers: { Cookie: cookieHeader(claimed) } });
  expect(view.status).toBe(200);
  expect(view.body).toMatchObject({ role: "coorganizer", event: { _id: event.id } });
  expect((await apiJson("GET", "/events/organized", { headers: { Cookie: cookieHeader(claimed) } })).body).toMatchObject({ data: [{ _id: event.id }] });
});

test("inviting someone who already organizes the event answers 409 already_organizer and writes nothing", async () => {
  const { owner, event, tag } = await ownEvent();
  const friend = await createMember({ email: `deja-${tag}@exemple.test` });
  expect((await invite(event.id, owner.headers, friend.email)).status).toBe(201);
  const outbox = async () => env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE to_email IN (?, ?)").bind(friend.email, owner.email).first("n");
  const before = await outbox();
  for (const email of [friend.email, owner.email.toUpperCase()]) {
    const again = await invite(event.id, owner.headers, email);
    expect(again.status).toBe(409);
    expect(errorOf(again.body).code).toBe("already_organizer");
  }
  expect(await outbox()).toBe(before);
});

test("an address kept for the undo of a change of email is not invited; a bad address answers 400", async () => {
  const { owner, event, tag } = await ownEvent();
  const kept = `ancienne-${tag}@exemple.test`;
  const holder = await createMember();
  await env.DB.prepare("INSERT INTO user_tokens (token_hash, user_id, purpose, payload, expires_at) VALUES (?, ?, 'revert-email', ?, ?)")
    .bind(`hash-${tag}`, holder.id, kept, new Date(Date.now() + 86_400_000).toISOString())
    .run();
  const refused = await invite(event.id, owner.headers, kept);
  expect([refused.status, errorOf(refused.body).code]).toEqual([409, "address_unavailable"]);
  expect(await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?").bind(kept).first("n")).toBe(0);
  const bad = await invite(event.id, owner.headers, "pas-une-adresse");
  expect([bad.status, errorOf(bad.body).code]).toEqual([400, "invalid_body"]);
});

test("invitations are limited per event (10 a day) and per member (20 a day, all events together): then 429", async () => {
  const { owner, event } = await ownEvent();
  const taxonomies = await createOrganizeTaxonomies();
  for (let i = 0; i < 10; i++) expect((await invite(event.id, owner.headers, "pas-une-adresse")).status).toBe(400);
  const perEvent = await invite(event.id, owner.headers, "pas-une-adresse");
  expect([perEvent.status, errorOf(perEvent.body).code]).toEqual([429, "rate_limited"]);
  // The same member's other events have their own budget, until the member's own runs out at 20 attempts (the
  // refused 11th counted too).
  const second = await organizeEvent(owner.headers, eventInput(taxonomies));
  for (let i = 0; i < 9; i++) expect((await invite(second.id, owner.headers, "pas-une-adresse")).status).toBe(400);
  const third = await organizeEvent(owner.headers, eventInput(taxonomies));
  const perMember = await invite(third.id, owner.headers, "pas-une-adresse");
  expect([perMember.status, errorOf(perMember.body).code]).toEqual([429, "rate_limited"]);
  const other = await ownEvent();
  expect((await invite(other.event.id, other.owner.headers, "pas-une-adresse")).status).toBe(400);
});
