// Attending an event: the rules, the capacity, the waitlist, guests without an account, tickets.
import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
import { daysFromNow, hoursFromNow } from "../factories/dates";
import { createEvent } from "../factories/events";
import { createMember, createUser, loginAs, readMailToken } from "../factories/users";
import { errorOf } from "../support/api-answers";
import { apiCall, apiJson, setCookies } from "../support/api-call";
import { eventNo, userIdOf, userNo } from "~/lib/compact-keys";
import { attendAs, createEventOf, createOrganizeTaxonomies, eventInput, ticketOf } from "../factories/organized-events";

const FUTURE = daysFromNow(30, 18);

const OutboxSchema = v.object({
  subject: v.string(),
  text: v.string(),
  lang: v.string(),
  attachments: v.pipe(v.string(), v.parseJson(), v.array(v.object({ filename: v.string(), contentType: v.string(), content: v.string() }))),
});

test("attending sends a confirmation in the visitor's language with the event as an .ics attachment", async () => {
  const eventId = await createEvent({ slug: "atelier-velo", title: "Atelier vélo", startDate: FUTURE, translations: { en: "Bike workshop" } });
  const lea = await createMember();
  const response = await apiJson("POST", `/events/attend/${eventId}`, {
    headers: lea.headers,
    body: { user: lea.id, email: lea.email, transactionnal: true, lang: "en" },
  });
  expect(response).toMatchObject({ status: 200, body: { registered: true, waitlisted: false, position: null, pending: false, declined: false } });

  const row = await env.DB.prepare("SELECT * FROM outbox WHERE to_email = ? AND kind = 'attend-confirmation'").bind(lea.email).first();
  const mail = v.parse(OutboxSchema, row);
  expect(mail.lang).toBe("en");
  expect(mail.subject).toBe("Registration confirmed: Bike workshop");
  expect(mail.text).toContain("http://127.0.0.1:8787/en/events/e/atelier-velo/unattend");
  expect(mail.attachments).toHaveLength(1);
  const [ics] = mail.attachments;
  expect(ics?.filename).toBe("atelier-velo.ics");
  expect(ics?.contentType).toContain("text/calendar");
  expect(ics?.content).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics?.content).toContain("SUMMARY:Bike workshop\r\n");
  // 2031-04-01T18:00:00.000Z is DTSTART:20310401T180000Z.
  expect(ics?.content).toContain(`DTSTART:${FUTURE.replace(/[-:]|\.000/g, "")}\r\n`);
  expect(ics?.content).toContain(`UID:${eventId}@127.0.0.1\r\n`);
});

test("French is the default language, and transactionnal: false sends no email", async () => {
  const eventId = await createEvent({ slug: "fresque", title: "Fresque du climat", startDate: FUTURE });
  const sam = await createMember();
  await apiJson("POST", `/events/subscribe-attend/${eventId}`, { headers: sam.headers });
  const mail = v.parse(OutboxSchema, await env.DB.prepare("SELECT * FROM outbox WHERE to_email = ?").bind(sam.email).first());
  expect(mail.subject).toBe("Inscription confirmée : Fresque du climat");
  expect(mail.text).toContain("Quand : ");

  const quiet = await createMember();
  expect((await apiJson("POST", `/events/attend/${eventId}`, { headers: quiet.headers, body: { transactionnal: false } })).status).toBe(200);
  expect(await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE to_email = ?").bind(quiet.email).first("n")).toBe(0);
});

test("without a session 401; with an unconfirmed email 403 email_not_confirmed", async () => {
  const eventId = await createEvent({ slug: "regles", title: "Règles", startDate: FUTURE });
  expect((await apiJson("POST", `/events/attend/${eventId}`)).status).toBe(401);
  expect((await apiJson("GET", `/events/attend/${eventId}/status`)).status).toBe(401);
  const unconfirmed = await createMember({ active: false });
  const refused = await apiJson("POST", `/events/attend/${eventId}`, { headers: unconfirmed.headers });
  expect(refused.status).toBe(403);
  expect(errorOf(refused.body).code).toBe("email_not_confirmed");
  expect(await env.DB.prepare("SELECT attendees_count FROM events WHERE id = ?").bind(eventId).first("attendees_count")).toBe(0);
});

test("past, ongoing, cancelled, external and unknown events", async () => {
  const past = await createEvent({ slug: "passe", title: "Passé", startDate: hoursFromNow(-3), endDate: hoursFromNow(-1) });
  const ongoing = await createEvent({ slug: "en-cours", title: "En cours", startDate: hoursFromNow(-1), endDate: hoursFromNow(1) });
  const cancelled = await createEvent({ slug: "annule", title: "Annulé", startDate: FUTURE, status: "cancelled" });
  const draft = await createEvent({ slug: "brouillon", title: "Brouillon", startDate: FUTURE, status: "draft" });
  const external = await createEvent({ slug: "externe", title: "Externe", startDate: FUTURE });
  await env.DB.prepare("UPDATE events SET register_external = 1, external_url = 'https://billetterie.exemple.org/e/42' WHERE id = ?").bind(external).run();
  const { headers } = await createMember();

  const codeOf = async (id: string) => {
    const response = await apiJson("POST", `/events/attend/${id}`, { headers });
    return response.status === 200 ? 200 : `${response.status} ${errorOf(response.body).code}`;
  };
  expect(await codeOf(past)).toBe("409 event_past");
  expect(await codeOf(ongoing)).toBe(200);
  expect(await codeOf(cancelled)).toBe("409 event_cancelled");
  expect(await codeOf(external)).toBe("409 external_registration");
  expect(await codeOf(draft)).toBe("404 event_not_found");
  expect(await codeOf("inconnu")).toBe("404 event_not_found");
  expect(await codeOf("pas%20un%20id")).toBe("404 event_not_found");
});

test("GET /events/redirect/{id} sends external events to the organizer's registration, nothing else", async () => {
  const external = await createEvent({ slug: "billetterie", title: "Billetterie", startDate: FUTURE });
  await env.DB.prepare("UPDATE events SET register_external = 1, external_url = 'https://billetterie.exemple.org/e/42' WHERE id = ?").bind(external).run();
  const local = await createEvent({ slug: "sur-place", title: "Sur place", startDate: FUTURE });
  const unsafe = await createEvent({ slug: "dangereux", title: "Dangereux", startDate: FUTURE });
  await env.DB.prepare("UPDATE events SET register_external = 1, external_url = 'javascript:alert(1)' WHERE id = ?").bind(unsafe).run();

  const redirect = await apiCall("GET", `/events/redirect/${external}?lang=fr&user=abc`, { redirect: "manual" });
  expect(redirect.status).toBe(302);
  expect(redirect.headers.get("location")).toBe("https://billetterie.exemple.org/e/42");
  expect((await apiCall("GET", `/events/redirect/${local}`, { redirect: "manual" })).status).toBe(404);
  expect((await apiCall("GET", `/events/redirect/${unsafe}`, { redirect: "manual" })).status).toBe(404);
  expect((await apiCall("GET", "/events/redirect/inconnu", { redirect: "manual" })).status).toBe(404);
});

test("a member can only register themselves: another user's id or email in the body is refused", async () => {
  const eventId = await createEvent({ slug: "soi-meme", title: "Soi-même", startDate: FUTURE });
  const [lea, sam] = [await createMember(), await createMember()];
  const asOther = await apiJson("POST", `/events/attend/${eventId}`, { headers: sam.headers, body: { user: lea.id } });
  expect(asOther.status).toBe(403);
  const asOtherEmail = await apiJson("POST", `/events/attend/${eventId}`, { headers: sam.headers, body: { email: lea.email } });
  expect(asOtherEmail.status).toBe(403);
  expect((await apiJson("POST", `/events/attend/${eventId}`, { headers: lea.headers, body: { email: lea.email.toUpperCase() } })).status).toBe(200);

  // Sam unattending or reading status only ever touches Sam's own attendance.
  expect((await apiJson("DELETE", `/events/attend/${eventId}`, { headers: sam.headers })).body).toEqual({
    registered: false,
    waitlisted: false,
    position: null,
    pending: false,
    declined: false,
  });
  expect((await apiJson("GET", `/events/attend/${eventId}/status`, { headers: sam.headers })).body).toEqual({
    registered: false,
    waitlisted: false,
    position: null,
    pending: false,
    declined: false,
  });
  expect((await apiJson("GET", `/events/attend/${eventId}/status`, { headers: lea.headers })).body).toEqual({
    registered: true,
    waitlisted: false,
    position: null,
    pending: false,
    declined: false,
  });
  expect(await env.DB.prepare("SELECT attendees_count FROM events WHERE id = ?").bind(eventId).first("attendees_count")).toBe(1);
});

test("a bad body answers 400; an empty one is fine", async () => {
  const eventId = await createEvent({ slug: "corps", title: "Corps", startDate: FUTURE });
  const { headers } = await createMember();
  expect((await apiJson("POST", `/events/attend/${eventId}`, { headers, body: { lang: "de" } })).status).toBe(400);
  expect((await apiJson("POST", `/events/attend/${eventId}`, { headers, body: { transactionnal: "oui" } })).status).toBe(400);
  const empty = await apiCall("POST", `/events/attend/${eventId}`, { rawBody: "", headers: { ...headers, "Content-Type": "application/json" } });
  expect(empty.status).toBe(200);
});

test("attend calls are rate-limited per user: the 21st in 10 minutes answers 429", async () => {
  const eventId = await createEvent({ slug: "va-et-vient", title: "Va-et-vient", startDate: FUTURE });
  const { headers } = await createMember();
  const statuses: number[] = [];
  for (let i = 0; i < 21; i++) statuses.push((await apiJson(i % 2 ? "DELETE" : "POST", `/events/attend/${eventId}`, { headers })).status);
  expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
  expect(statuses[20]).toBe(429);
  const other = await createMember();
  expect((await apiJson("POST", `/events/attend/${eventId}`, { headers: other.headers })).status).toBe(200);
});

test("with the session cookie, attending works from our own pages and is refused from another site", async () => {
  const eventId = await createEvent({ slug: "cookie", title: "Cookie", startDate: FUTURE });
  const { cookie } = await loginAs(await createUser());
  const foreign = await apiJson("POST", `/events/attend/${eventId}`, {
    headers: { Cookie: cookie, Origin: "https://pirate.exemple", "Sec-Fetch-Site": "cross-site" },
  });
  expect(foreign.status).toBe(403);
  expect(errorOf(foreign.body).code).toBe("forbidden_origin");
  const own = await apiJson("POST", `/events/attend/${eventId}`, { headers: { Cookie: cookie, Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" } });
  expect(own.status).toBe(200);
});

const attend = (eventId: string, headers: Record<string, string>, method = "POST") => apiJson(method, `/events/attend/${eventId}`, { headers });

async function counts(eventId: string) {
  const [rows, event] = await env.DB.batch([
    env.DB.prepare(`SELECT count(*) AS n FROM attendees WHERE event_no = ${eventNo("?1")}`).bind(eventId),
    env.DB.prepare("SELECT attendees_count AS n FROM events WHERE id = ?").bind(eventId),
  ]);
  return { rows: rows?.results[0], counter: event?.results[0] };
}

test("20 people asking at once for 5 places: exactly 5 get in, and attendees_count equals the rows", async () => {
  const eventId = await createEvent({ slug: "cinq-places", title: "Cinq places", startDate: FUTURE });
  await env.DB.prepare("UPDATE events SET max_attendees = 5 WHERE id = ?").bind(eventId).run();
  const members = await Promise.all(Array.from({ length: 20 }, () => createMember()));

  const results = await Promise.all(members.map(({ headers }) => attend(eventId, headers)));

  const statuses = results.map((result) => result.status).sort();
  expect(statuses.filter((status) => status === 200)).toHaveLength(5);
  expect(statuses.filter((status) => status === 409)).toHaveLength(15);
  expect(results.filter((result) => result.status === 409).map((result) => result.body)).toContainEqual({
    error: { code: "event_full", message: expect.stringContaining("waitlist") },
  });
  expect(await counts(eventId)).toEqual({ rows: { n: 5 }, counter: { n: 5 } });
  const mails = await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE kind = 'attend-confirmation' AND to_email IN (SELECT value FROM json_each(?))")
    .bind(JSON.stringify(members.map(({ email }) => email)))
    .first("n");
  expect(mails).toBe(5);
});

test("attending twice answers 200 both times, counts once and sends one email", async () => {
  const eventId = await createEvent({ slug: "deux-fois", title: "Deux fois", startDate: FUTURE });
  const { email, headers } = await createMember();

  const [first, second] = await Promise.all([attend(eventId, headers), attend(eventId, headers)]);
  const third = await attend(eventId, headers);

  for (const result of [first, second, third]) {
    expect(result).toEqual({ status: 200, body: { registered: true, waitlisted: false, position: null, pending: false, declined: false } });
  }
  expect(await counts(eventId)).toEqual({ rows: { n: 1 }, counter: { n: 1 } });
  expect(await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE to_email = ?").bind(email).first("n")).toBe(1);
});

test("an event without a maximum (max_attendees = 0) takes everyone", async () => {
  const eventId = await createEvent({ slug: "sans-limite", title: "Sans limite", startDate: FUTURE });
  const members = await Promise.all(Array.from({ length: 8 }, () => createMember()));
  const results = await Promise.all(members.map(({ headers }) => attend(eventId, headers)));
  expect(results.every((result) => result.status === 200)).toBe(true);
  expect(await counts(eventId)).toEqual({ rows: { n: 8 }, counter: { n: 8 } });
});

test("unattending frees the place in the same transaction, and is idempotent", async () => {
  const eventId = await createEvent({ slug: "une-place", title: "Une place", startDate: FUTURE });
  await env.DB.prepare("UPDATE events SET max_attendees = 1 WHERE id = ?").bind(eventId).run();
  const first = (await createMember()).headers;
  const second = (await createMember()).headers;

  expect((await attend(eventId, first)).status).toBe(200);
  expect((await attend(eventId, second)).status).toBe(409);
  for (let i = 0; i < 2; i++) {
    expect(await attend(eventId, first, "DELETE")).toEqual({
      status: 200,
      body: { registered: false, waitlisted: false, position: null, pending: false, declined: false },
    });
  }
  expect(await counts(eventId)).toEqual({ rows: { n: 0 }, counter: { n: 0 } });
  expect((await attend(eventId, second)).status).toBe(200);
  expect(await counts(eventId)).toEqual({ rows: { n: 1 }, counter: { n: 1 } });
});

async function fullEvent(slug: string, places: number) {
  const eventId = await createEvent({ slug, title: `Complet ${slug}`, startDate: FUTURE, translations: { es: `Completo ${slug}` } });
  await env.DB.prepare("UPDATE events SET max_attendees = ? WHERE id = ?").bind(places, eventId).run();
  const attendees = await Promise.all(Array.from({ length: places }, () => createMember()));
  for (const attendee of attendees) expect((await apiJson("POST", `/events/attend/${eventId}`, { headers: attendee.headers })).status).toBe(200);
  return { eventId, attendees };
}

const status = (registered: boolean, position: number | null) => ({ registered, waitlisted: position !== null, position, pending: false, declined: false });

test("the waitlist opens only when the event is full, and keeps arrival order", async () => {
  const eventId = await createEvent({ slug: "pas-complet", title: "Pas complet", startDate: FUTURE });
  await env.DB.prepare("UPDATE events SET max_attendees = 2 WHERE id = ?").bind(eventId).run();
  const early = await createMember();
  const notFull = await apiJson("POST", `/events/waitlist/${eventId}`, { headers: early.headers });
  expect(notFull.status).toBe(409);
  expect(errorOf(notFull.body).code).toBe("event_not_full");

  const { eventId: full, attendees } = await fullEvent("complet", 2);
  const [first, second] = [await createMember(), await createMember()];
  expect(await apiJson("POST", `/events/waitlist/${full}`, { headers: first.headers })).toEqual({ status: 200, body: status(false, 1) });
  expect(await apiJson("POST", `/events/waitlist/${full}`, { headers: second.headers })).toEqual({ status: 200, body: status(false, 2) });
  expect(await apiJson("POST", `/events/waitlist/${full}`, { headers: first.headers })).toEqual({ status: 200, body: status(false, 1) });
  expect(await apiJson("GET", `/events/attend/${full}/status`, { headers: second.headers })).toEqual({ status: 200, body: status(false, 2) });

  const attendee = attendees[0];
  if (!attendee) throw new Error("no attendee");
  const registered = await apiJson("POST", `/events/waitlist/${full}`, { headers: attendee.headers });
  expect(errorOf(registered.body).code).toBe("already_registered");

  const fullAttend = await apiJson("POST", `/events/attend/${full}`, { headers: first.headers });
  expect(fullAttend.status).toBe(409);
  expect(errorOf(fullAttend.body).code).toBe("event_full");
});

test("leaving the waitlist moves the people behind up, and is idempotent", async () => {
  const { eventId } = await fullEvent("depart", 1);
  const [first, second] = [await createMember(), await createMember()];
  await apiJson("POST", `/events/waitlist/${eventId}`, { headers: first.headers });
  await apiJson("POST", `/events/waitlist/${eventId}`, { headers: second.headers });
  expect(await apiJson("DELETE", `/events/waitlist/${eventId}`, { headers: first.headers })).toEqual({ status: 200, body: status(false, null) });
  expect(await apiJson("DELETE", `/events/waitlist/${eventId}`, { headers: first.headers })).toEqual({ status: 200, body: status(false, null) });
  expect((await apiJson("GET", `/events/attend/${eventId}/status`, { headers: second.headers })).body).toEqual(status(false, 1));
});

test("unattending frees the place for the first person waiting, who gets an email in their language", async () => {
  const { eventId, attendees } = await fullEvent("liberation", 2);
  const [first, second] = [await createMember({ lang: "es" }), await createMember()];
  await apiJson("POST", `/events/waitlist/${eventId}`, { headers: first.headers, body: { lang: "es" } });
  await apiJson("POST", `/events/waitlist/${eventId}`, { headers: second.headers });
  const leaving = attendees[0];
  if (!leaving) throw new Error("no attendee");

  expect(await apiJson("DELETE", `/events/attend/${eventId}`, { headers: leaving.headers })).toEqual({ status: 200, body: status(false, null) });

  expect((await apiJson("GET", `/events/attend/${eventId}/status`, { headers: first.headers })).body).toEqual(status(true, null));
  expect((await apiJson("GET", `/events/attend/${eventId}/status`, { headers: second.headers })).body).toEqual(status(false, 1));
  const counts = await env.DB.prepare(
    "SELECT attendees_count AS counter, (SELECT count(*) FROM attendees a WHERE a.event_no = events.no) AS rows, (SELECT count(*) FROM waitlist WHERE event_id = ?1) AS waiting FROM events WHERE id = ?1",
  )
    .bind(eventId)
    .first();
  expect(counts).toEqual({ counter: 2, rows: 2, waiting: 1 });

  const mail = v.parse(
    v.object({ kind: v.string(), lang: v.string(), subject: v.string(), attachments: v.string() }),
    await env.DB.prepare("SELECT kind, lang, subject, attachments FROM outbox WHERE to_email = ?").bind(first.email).first(),
  );
  expect(mail).toMatchObject({ kind: "waitlist-promotion", lang: "es", subject: "Se ha liberado una plaza: participas en Completo liberation" });
  expect(mail.attachments).toContain("BEGIN:VCALENDAR");
  expect(await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE to_email = ?").bind(second.email).first("n")).toBe(0);
});

test("a stranger cannot change someone else's waitlist place; getting in by attending leaves the waitlist", async () => {
  const { eventId, attendees } = await fullEvent("croisement", 1);
  const waiting = await createMember();
  const stranger = await createMember();
  await apiJson("POST", `/events/waitlist/${eventId}`, { headers: waiting.headers });

  expect((await apiJson("DELETE", `/events/waitlist/${eventId}`, { headers: stranger.headers })).body).toEqual(status(false, null));
  expect((await apiJson("GET", `/events/attend/${eventId}/status`, { headers: waiting.headers })).body).toEqual(status(false, 1));

  const leaving = attendees[0];
  if (!leaving) throw new Error("no attendee");
  // A row removed behind the API's back (an account deleted by cascade): capacity counts rows, the counter heals.
  await env.DB.prepare(`DELETE FROM attendees WHERE event_no = ${eventNo("?1")} AND user_no = ${userNo("?2")}`)
    .bind(eventId, leaving.id)
    .run();
  expect((await apiJson("POST", `/events/attend/${eventId}`, { headers: waiting.headers })).body).toEqual(status(true, null));
  expect(await env.DB.prepare("SELECT count(*) AS n FROM waitlist WHERE event_id = ?").bind(eventId).first("n")).toBe(0);
  expect(await env.DB.prepare("SELECT attendees_count FROM events WHERE id = ?").bind(eventId).first("attendees_count")).toBe(1);
});

test("three attendees leaving at once promote exactly the first three waiting, never more than the places", async () => {
  const { eventId, attendees } = await fullEvent("grand-depart", 4);
  const waiting = await Promise.all(Array.from({ length: 5 }, () => createMember()));
  for (const person of waiting) await apiJson("POST", `/events/waitlist/${eventId}`, { headers: person.headers });

  await Promise.all(attendees.slice(0, 3).map((attendee) => apiJson("DELETE", `/events/attend/${eventId}`, { headers: attendee.headers })));

  const statuses = await Promise.all(
    waiting.map(async (person) => (await apiJson("GET", `/events/attend/${eventId}/status`, { headers: person.headers })).body),
  );
  expect(statuses).toEqual([status(true, null), status(true, null), status(true, null), status(false, 1), status(false, 2)]);
  const counts = await env.DB.prepare(
    "SELECT attendees_count AS counter, (SELECT count(*) FROM attendees a WHERE a.event_no = events.no) AS rows FROM events WHERE id = ?1",
  )
    .bind(eventId)
    .first();
  expect(counts).toEqual({ counter: 4, rows: 4 });
  const { results } = await env.DB.prepare("SELECT to_email FROM outbox WHERE kind = 'waitlist-promotion' AND to_email IN (SELECT value FROM json_each(?))")
    .bind(JSON.stringify(waiting.map((person) => person.email)))
    .all();
  expect(results.map((row) => row.to_email).sort()).toEqual(
    waiting
      .slice(0, 3)
      .map((person) => person.email)
      .sort(),
  );
});

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

async function attendeeTicket() {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const event = await createEventOf(organizer, eventInput(taxonomies));
  const attendee = await createMember();
  await attendAs(attendee, event.id);
  return { organizer, event, attendee, ticket: await ticketOf(event.id, attendee.id) };
}

test("a ticket's QR code is served as PNG for emails and SVG for the web, to anyone, with a long public cache", async () => {
  const { event, ticket } = await attendeeTicket();
  const png = await apiCall("GET", `/tickets/${event.id}/${ticket}.png`);
  expect(png.status).toBe(200);
  expect(png.headers.get("Content-Type")).toBe("image/png");
  expect(png.headers.get("Cache-Control")).toBe("public, max-age=2592000, immutable");
  const bytes = new Uint8Array(await png.arrayBuffer());
  expect(Array.from(bytes.subarray(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe("IHDR");

  const svg = await apiCall("GET", `/tickets/${event.id}/${ticket}.svg`);
  expect([svg.status, svg.headers.get("Content-Type"), svg.headers.get("Cache-Control")]).toEqual([200, "image/svg+xml", "public, max-age=2592000, immutable"]);
  expect(await svg.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 29 29"/);
});

test("an unknown event or ticket, another event's ticket, a malformed name or a cancelled registration is 404", async () => {
  const { event, ticket, attendee } = await attendeeTicket();
  const other = await attendeeTicket();
  const paths = [
    `/tickets/000000000000000000000000/${ticket}.png`,
    `/tickets/${event.id}/ZZZZ9999.png`,
    `/tickets/${event.id}/${other.ticket}.svg`,
    `/tickets/${event.id}/${ticket}.gif`,
    `/tickets/${event.id}/${ticket.toLowerCase()}.png`,
  ];
  const statuses = await Promise.all(paths.map(async (path) => (await apiCall("GET", path)).status));
  expect(statuses).toEqual([404, 404, 404, 404, 404]);
  expect((await apiCall("DELETE", `/events/attend/${event.id}`, { headers: attendee.headers })).status).toBe(200);
  expect((await apiCall("GET", `/tickets/${event.id}/${ticket}.png`)).status).toBe(404);
});

test("every row written into attendees gets a ticket of the alphabet, unique within its event", async () => {
  const { event } = await attendeeTicket();
  const users = await Promise.all(Array.from({ length: 150 }, () => createUser({ password: null })));
  await env.DB.prepare(`INSERT INTO attendees (event_no, user_no) SELECT ${eventNo("?1")}, u.no FROM json_each(?2) j JOIN users u ON u.id = j.value`)
    .bind(event.id, JSON.stringify(users.map((u) => u.id)))
    .run();
  const { results } = await env.DB.prepare(`SELECT ticket FROM attendees WHERE event_no = ${eventNo("?1")}`)
    .bind(event.id)
    .all<{ ticket: string }>();
  expect(results).toHaveLength(151);
  for (const { ticket } of results) expect(ticket).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/);
  expect(new Set(results.map((row) => row.ticket)).size).toBe(151);
});

test("a code already taken in the event is refused when a statement gives it, on insert and on update", async () => {
  const { event, ticket } = await attendeeTicket();
  const user = await createUser();
  const duplicate = env.DB.prepare(`INSERT INTO attendees (event_no, user_no, ticket) VALUES (${eventNo("?1")}, ${userNo("?2")}, ?3)`)
    .bind(event.id, user.id, ticket)
    .run();
  await expect(duplicate).rejects.toThrow(/UNIQUE constraint failed/);
  await env.DB.prepare(`INSERT INTO attendees (event_no, user_no) VALUES (${eventNo("?1")}, ${userNo("?2")})`)
    .bind(event.id, user.id)
    .run();
  const updated = env.DB.prepare(`UPDATE attendees SET ticket = ?3 WHERE event_no = ${eventNo("?1")} AND user_no = ${userNo("?2")}`)
    .bind(event.id, user.id, ticket)
    .run();
  await expect(updated).rejects.toThrow(/UNIQUE constraint failed/);
  // Another event may hold the same code.
  const other = await createEvent({ slug: "autre-billet", title: "Autre", startDate: "2031-01-01T10:00:00.000Z" });
  await env.DB.prepare(`INSERT INTO attendees (event_no, user_no, ticket) VALUES (${eventNo("?1")}, ${userNo("?2")}, ?3)`)
    .bind(other, user.id, ticket)
    .run();
});
