import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
import { daysFromNow, hoursFromNow } from "../factories/dates";
import { createEvent } from "../factories/events";
import { createMember, createUser, loginAs } from "../factories/users";
import { errorOf } from "../support/api-answers";
import { apiCall, apiJson } from "../support/api-call";

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
  expect(response).toMatchObject({ status: 200, body: { registered: true, waitlisted: false, position: null } });

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
  });
  expect((await apiJson("GET", `/events/attend/${eventId}/status`, { headers: sam.headers })).body).toEqual({
    registered: false,
    waitlisted: false,
    position: null,
  });
  expect((await apiJson("GET", `/events/attend/${eventId}/status`, { headers: lea.headers })).body).toEqual({
    registered: true,
    waitlisted: false,
    position: null,
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
