import { env, exports } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
import { createEvent } from "../factories/events";
import { createUser, loginAs } from "../factories/users";

const FUTURE = "2031-04-01T18:00:00.000Z";
const HOUR = 3_600_000;

async function call(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  const response = await exports.default.fetch(`http://localhost/api/v1${path}`, {
    method,
    redirect: "manual",
    headers: body === undefined ? headers : { ...headers, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

const errorCode = (body: unknown) => v.parse(v.object({ error: v.object({ code: v.string() }) }), body).error.code;

async function member(input: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(input);
  return { ...user, headers: (await loginAs(user)).headers };
}

const OutboxSchema = v.object({
  subject: v.string(),
  text: v.string(),
  lang: v.string(),
  attachments: v.pipe(v.string(), v.parseJson(), v.array(v.object({ filename: v.string(), contentType: v.string(), content: v.string() }))),
});

test("attending sends a confirmation in the visitor's language with the event as an .ics attachment", async () => {
  const eventId = await createEvent({ slug: "atelier-velo", title: "Atelier vélo", startDate: FUTURE, translations: { en: "Bike workshop" } });
  const lea = await member();
  const response = await call("POST", `/events/attend/${eventId}`, lea.headers, { user: lea.id, email: lea.email, transactionnal: true, lang: "en" });
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
  expect(ics?.content).toContain("DTSTART:20310401T180000Z\r\n");
  expect(ics?.content).toContain(`UID:${eventId}@127.0.0.1\r\n`);
});

test("French is the default language, and transactionnal: false sends no email", async () => {
  const eventId = await createEvent({ slug: "fresque", title: "Fresque du climat", startDate: FUTURE });
  const sam = await member();
  await call("POST", `/events/subscribe-attend/${eventId}`, sam.headers);
  const mail = v.parse(OutboxSchema, await env.DB.prepare("SELECT * FROM outbox WHERE to_email = ?").bind(sam.email).first());
  expect(mail.subject).toBe("Inscription confirmée : Fresque du climat");
  expect(mail.text).toContain("Quand : ");

  const quiet = await member();
  expect((await call("POST", `/events/attend/${eventId}`, quiet.headers, { transactionnal: false })).status).toBe(200);
  expect(await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE to_email = ?").bind(quiet.email).first("n")).toBe(0);
});

test("without a session 401; with an unconfirmed email 403 email_not_confirmed", async () => {
  const eventId = await createEvent({ slug: "regles", title: "Règles", startDate: FUTURE });
  expect((await call("POST", `/events/attend/${eventId}`)).status).toBe(401);
  expect((await call("GET", `/events/attend/${eventId}/status`)).status).toBe(401);
  const unconfirmed = await member({ active: false });
  const refused = await call("POST", `/events/attend/${eventId}`, unconfirmed.headers);
  expect(refused.status).toBe(403);
  expect(errorCode(refused.body)).toBe("email_not_confirmed");
  expect(await env.DB.prepare("SELECT attendees_count FROM events WHERE id = ?").bind(eventId).first("attendees_count")).toBe(0);
});

test("past, ongoing, cancelled, external and unknown events", async () => {
  const now = Date.now();
  const past = await createEvent({
    slug: "passe",
    title: "Passé",
    startDate: new Date(now - 3 * HOUR).toISOString(),
    endDate: new Date(now - HOUR).toISOString(),
  });
  const ongoing = await createEvent({
    slug: "en-cours",
    title: "En cours",
    startDate: new Date(now - HOUR).toISOString(),
    endDate: new Date(now + HOUR).toISOString(),
  });
  const cancelled = await createEvent({ slug: "annule", title: "Annulé", startDate: FUTURE, status: "cancelled" });
  const draft = await createEvent({ slug: "brouillon", title: "Brouillon", startDate: FUTURE, status: "draft" });
  const external = await createEvent({ slug: "externe", title: "Externe", startDate: FUTURE });
  await env.DB.prepare("UPDATE events SET register_external = 1, external_url = 'https://billetterie.exemple.org/e/42' WHERE id = ?").bind(external).run();
  const { headers } = await member();

  const codeOf = async (id: string) => {
    const response = await call("POST", `/events/attend/${id}`, headers);
    return response.status === 200 ? 200 : `${response.status} ${errorCode(response.body)}`;
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

  const redirect = await call("GET", `/events/redirect/${external}?lang=fr&user=abc`);
  expect(redirect.status).toBe(302);
  expect(redirect.headers.get("location")).toBe("https://billetterie.exemple.org/e/42");
  expect((await call("GET", `/events/redirect/${local}`)).status).toBe(404);
  expect((await call("GET", `/events/redirect/${unsafe}`)).status).toBe(404);
  expect((await call("GET", "/events/redirect/inconnu")).status).toBe(404);
});

test("a member can only register themselves: another user's id or email in the body is refused", async () => {
  const eventId = await createEvent({ slug: "soi-meme", title: "Soi-même", startDate: FUTURE });
  const [lea, sam] = [await member(), await member()];
  const asOther = await call("POST", `/events/attend/${eventId}`, sam.headers, { user: lea.id });
  expect(asOther.status).toBe(403);
  const asOtherEmail = await call("POST", `/events/attend/${eventId}`, sam.headers, { email: lea.email });
  expect(asOtherEmail.status).toBe(403);
  expect((await call("POST", `/events/attend/${eventId}`, lea.headers, { email: lea.email.toUpperCase() })).status).toBe(200);

  // Sam unattending or reading status only ever touches Sam's own attendance.
  expect((await call("DELETE", `/events/attend/${eventId}`, sam.headers)).body).toEqual({ registered: false, waitlisted: false, position: null });
  expect((await call("GET", `/events/attend/${eventId}/status`, sam.headers)).body).toEqual({ registered: false, waitlisted: false, position: null });
  expect((await call("GET", `/events/attend/${eventId}/status`, lea.headers)).body).toEqual({ registered: true, waitlisted: false, position: null });
  expect(await env.DB.prepare("SELECT attendees_count FROM events WHERE id = ?").bind(eventId).first("attendees_count")).toBe(1);
});

test("a bad body answers 400; an empty one is fine", async () => {
  const eventId = await createEvent({ slug: "corps", title: "Corps", startDate: FUTURE });
  const { headers } = await member();
  expect((await call("POST", `/events/attend/${eventId}`, headers, { lang: "de" })).status).toBe(400);
  expect((await call("POST", `/events/attend/${eventId}`, headers, { transactionnal: "oui" })).status).toBe(400);
  const empty = await exports.default.fetch(`http://localhost/api/v1/events/attend/${eventId}`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: "",
  });
  expect(empty.status).toBe(200);
});

test("attend calls are rate-limited per user: the 21st in 10 minutes answers 429", async () => {
  const eventId = await createEvent({ slug: "va-et-vient", title: "Va-et-vient", startDate: FUTURE });
  const { headers } = await member();
  const statuses: number[] = [];
  for (let i = 0; i < 21; i++) statuses.push((await call(i % 2 ? "DELETE" : "POST", `/events/attend/${eventId}`, headers)).status);
  expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
  expect(statuses[20]).toBe(429);
  const other = await member();
  expect((await call("POST", `/events/attend/${eventId}`, other.headers)).status).toBe(200);
});

test("with the session cookie, attending works from our own pages and is refused from another site", async () => {
  const eventId = await createEvent({ slug: "cookie", title: "Cookie", startDate: FUTURE });
  const { cookie } = await loginAs(await createUser());
  const foreign = await call("POST", `/events/attend/${eventId}`, { Cookie: cookie, Origin: "https://pirate.exemple", "Sec-Fetch-Site": "cross-site" });
  expect(foreign.status).toBe(403);
  expect(errorCode(foreign.body)).toBe("forbidden_origin");
  const own = await call("POST", `/events/attend/${eventId}`, { Cookie: cookie, Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" });
  expect(own.status).toBe(200);
});
