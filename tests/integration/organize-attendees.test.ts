// An event's attendees for its organizers: the table, its access, check-in at the door, walk-ins, reminders.
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import * as v from "valibot";
import { attendAs, createEventOf, createOrganizeTaxonomies, eventInput, mailsTo, ticketOf, waitAs } from "../factories/organized-events";
import { createMember } from "../factories/users";
import { errorOf } from "../support/api-answers";
import { apiCall, apiJson } from "../support/api-call";
import { describedJson } from "../support/api-contract";
import { addRegistration } from "../factories/organize-reads";
import { castOrganizerRoles, type Role, ROLES } from "../factories/organizer-roles";
import { eventNo, isoOf, msOf, userNo } from "~/lib/compact-keys";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { sendDueMessages } from "~/features/organize/contact-attendees.server";
import { sendDueFeedbackRequests } from "~/features/organize/feedback-requests.server";
import { sendDueReminders } from "~/features/organize/reminders.server";
import { scheduled } from "../../workers/scheduled";
import { daysFromNow, hoursFromNow } from "../factories/dates";

/** An organizer's event of `places` places, and members named after their role. */
async function eventWithPeople(places: number, overrides: Record<string, unknown> = {}) {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const event = await createEventOf(organizer, eventInput(taxonomies, { maxAttendees: places, ...overrides }));
  return { organizer, event };
}

test("the organizer lists attendees with their tickets and the waitlist, in registration order, never cached", async () => {
  const { organizer, event } = await eventWithPeople(2);
  const awa = await createMember({ firstName: "Awa", displayName: "awa-d" });
  const ben = await createMember({ displayName: "Ben" });
  const cleo = await createMember({ firstName: "Cléo" });
  await attendAs(awa, event.id, "fr");
  await attendAs(ben, event.id, "en");
  await waitAs(cleo, event.id, "es");

  const response = await apiCall("GET", `/events/${event.id}/attendees`, { headers: organizer.headers });
  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  const body = (await response.json()) as { attendees: { ticket: string }[] };
  expect(body).toEqual({
    attendees: [
      {
        userId: awa.id,
        name: "Awa",
        email: awa.email,
        lang: "fr",
        registeredAt: expect.any(String),
        checkedInAt: null,
        ticket: await ticketOf(event.id, awa.id),
        answers: {},
      },
      {
        userId: ben.id,
        name: "Ben",
        email: ben.email,
        lang: "en",
        registeredAt: expect.any(String),
        checkedInAt: null,
        ticket: await ticketOf(event.id, ben.id),
        answers: {},
      },
    ],
    waitlist: [{ userId: cleo.id, name: "Cléo", email: cleo.email, lang: "es", registeredAt: expect.any(String), answers: {} }],
    requests: [],
    maxAttendees: 2,
    attendeesCount: 2,
    questions: [],
  });
  for (const { ticket } of body.attendees) expect(ticket).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/);
  expect(body.attendees[0]?.ticket).not.toBe(body.attendees[1]?.ticket);
});

test("the CSV export is RFC 4180 with a BOM, in the organizer's language with times in the event's zone, guards formulas, lists attendees then the waitlist", async () => {
  const { organizer, event } = await eventWithPeople(1);
  const tricky = await createMember({ firstName: '=HYPERLINK("http://x"), "Jo"' });
  const waiting = await createMember({ displayName: "Zoé" });
  await attendAs(tricky, event.id);
  await waitAs(waiting, event.id, "en");
  const ticket = await ticketOf(event.id, tricky.id);

  const response = await apiCall("GET", `/events/${event.id}/attendees.csv`, { headers: organizer.headers });
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="attendees-${event.slug}.csv"`);
  expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
  const lines = new TextDecoder().decode(bytes).split("\r\n");
  // French unless the organizer's language is asked for; times in the event's zone (Europe/Paris), named.
  expect(lines[0]).toBe("Nom,Email,Langue,Inscription (heure de Paris),Arrivée (heure de Paris),Billet,Statut");
  expect(lines[1]).toMatch(
    new RegExp(`^"'=HYPERLINK\\(""http://x""\\), ""Jo""",${tricky.email},français,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},,${ticket},Participant$`),
  );
  expect(lines[2]).toMatch(new RegExp(`^Zoé,${waiting.email},anglais,[^,]+,,,Liste d'attente$`));
  expect(lines[3]).toBe("");
  const english = await apiCall("GET", `/events/${event.id}/attendees.csv?lang=en`, { headers: organizer.headers });
  const englishLines = new TextDecoder().decode(new Uint8Array(await english.arrayBuffer())).split("\r\n");
  expect(englishLines[0]).toBe("Name,Email,Language,Registered (Paris time),Checked in (Paris time),Ticket,Status");
  const spanish = await apiCall("GET", `/events/${event.id}/attendees.csv?lang=es`, { headers: organizer.headers });
  const spanishLines = new TextDecoder().decode(new Uint8Array(await spanish.arrayBuffer())).split("\r\n");
  expect(spanishLines[0]).toMatch(/^Nombre,Email,Idioma,Inscripción \(hora de Paris\),Llegada \(hora de Paris\),Entrada,Estado$/);
  expect(spanishLines[1]).toMatch(/,francés,.*,Participante$/);
  expect(spanishLines[2]).toMatch(/^Zoé,.*,inglés,[^,]+,,,Lista de espera$/);
  expect((await apiCall("GET", `/events/${event.id}/attendees.csv?lang=de`, { headers: organizer.headers })).status).toBe(400);
});

test("promote keeps to the capacity: past it nothing moves (409) until the organizer raises it; each promoted person gets their ticket", async () => {
  const { organizer, event } = await eventWithPeople(1);
  const [first, second, third] = await Promise.all([createMember(), createMember(), createMember()]);
  await attendAs(first!, event.id);
  await waitAs(second!, event.id, "en");
  await waitAs(third!, event.id);
  const promote = (body: Record<string, unknown>) =>
    apiJson("POST", `/events/batch/${event.id}`, { headers: organizer.headers, body: { action: "promote", userIds: [second!.id, first!.id], ...body } });

  const refused = await promote({});
  expect(refused).toMatchObject({ status: 409, body: { error: { code: "capacity_reached" }, placesLeft: 0, waiting: 1 } });
  expect(await env.DB.prepare("SELECT attendees_count, max_attendees FROM events WHERE id = ?").bind(event.id).first()).toEqual({
    attendees_count: 1,
    max_attendees: 1,
  });
  expect(await mailsTo(second!.email)).toEqual([]);

  const version = (await apiJson("GET", `/events/organize/${event.slug}`, { headers: organizer.headers })).body as { version: string };
  expect(await promote({ raiseCapacity: true })).toEqual({ status: 200, body: { updated: 1 } });
  const list = (await apiJson("GET", `/events/${event.id}/attendees`, { headers: organizer.headers })).body as Record<string, unknown[]>;
  expect(list).toMatchObject({ attendeesCount: 2, maxAttendees: 2, waitlist: [{ userId: third!.id }] });
  expect(await env.DB.prepare("SELECT attendees_count FROM events WHERE id = ?").bind(event.id).first("attendees_count")).toBe(2);
  const [mail] = await mailsTo(second!.email);
  expect(mail).toMatchObject({ kind: "waitlist-promotion", lang: "en" });
  const ticket = await ticketOf(event.id, second!.id);
  expect(mail?.text).toContain(`Your ticket: ${ticket}`);
  expect(mail?.html).toContain(`/api/v1/tickets/${event.id}/${ticket}.png`);
  expect(await mailsTo(third!.email)).toEqual([]);

  // The raised capacity is a change of the event: an edit form opened before it is told, then saves once reloaded.
  const organized = (await apiJson("GET", `/events/organize/${event.slug}`, { headers: organizer.headers })).body as { input: object; version: string };
  expect(organized.version).not.toBe(version.version);
  const stale = await apiJson("PUT", `/events/${event.id}`, { headers: { ...organizer.headers, "If-Match": `"${version.version}"` }, body: organized.input });
  expect(errorOf(stale.body).code).toBe("edited_elsewhere");
  const saved = await apiJson("PUT", `/events/${event.id}`, { headers: { ...organizer.headers, "If-Match": `"${organized.version}"` }, body: organized.input });
  expect(saved.status).toBe(200);
});

test("promote within the places left moves them all at once; an event without a capacity takes everyone", async () => {
  const { organizer, event } = await eventWithPeople(3);
  const [a, b, c, d] = await Promise.all([createMember(), createMember(), createMember(), createMember()]);
  await attendAs(a!, event.id);
  await attendAs(b!, event.id);
  await attendAs(c!, event.id);
  await waitAs(d!, event.id);
  await env.DB.prepare("UPDATE events SET max_attendees = 4 WHERE id = ?").bind(event.id).run();
  expect(await apiJson("POST", `/events/batch/${event.id}`, { headers: organizer.headers, body: { action: "promote", userIds: [d!.id] } })).toEqual({
    status: 200,
    body: { updated: 1 },
  });
  const open = await eventWithPeople(0);
  const [e, f] = await Promise.all([createMember(), createMember()]);
  await env.DB.batch(
    [e!, f!].map((member, i) =>
      env.DB.prepare("INSERT INTO waitlist (event_id, user_id, lang, position) VALUES (?, ?, 'fr', ?)").bind(open.event.id, member.id, i + 1),
    ),
  );
  const all = await describedJson("POST", `/events/batch/${open.event.id}`, {
    headers: open.organizer.headers,
    body: { action: "promote", userIds: [e!.id, f!.id] },
  });
  expect(all).toEqual({ status: 200, body: { updated: 2 }, problems: [] });
});

test("remove unregisters attendees and waiting people; freed places go to the first people waiting, who are emailed", async () => {
  const { organizer, event } = await eventWithPeople(2);
  const [a, b, c, d, e] = await Promise.all([createMember(), createMember(), createMember(), createMember(), createMember()]);
  for (const member of [a, b]) await attendAs(member!, event.id);
  for (const member of [c, d, e]) await waitAs(member!, event.id);

  const answer = await apiJson("POST", `/events/batch/${event.id}`, { headers: organizer.headers, body: { action: "remove", userIds: [a!.id, d!.id] } });
  expect(answer).toEqual({ status: 200, body: { updated: 2 } });
  const list = (await apiJson("GET", `/events/${event.id}/attendees`, { headers: organizer.headers })).body as Record<string, { userId: string }[]>;
  expect(list.attendees?.map((x) => x.userId)).toEqual([b!.id, c!.id]);
  expect(list.waitlist?.map((x) => x.userId)).toEqual([e!.id]);
  expect((await mailsTo(c!.email)).map((mail) => mail.kind)).toEqual(["waitlist-promotion"]);
  expect(await mailsTo(e!.email)).toEqual([]);
});

test("batch check-in and check-out count only the people they change; bad batches answer 400", async () => {
  const { organizer, event } = await eventWithPeople(0);
  const [a, b] = await Promise.all([createMember(), createMember()]);
  for (const member of [a, b]) await attendAs(member!, event.id);
  const batch = (body: unknown) => apiJson("POST", `/events/batch/${event.id}`, { headers: organizer.headers, body });

  expect((await batch({ action: "checkin", userIds: [a!.id] })).body).toEqual({ updated: 1 });
  expect((await batch({ action: "checkin", userIds: [a!.id, b!.id, "nobody"] })).body).toEqual({ updated: 1 });
  expect((await batch({ action: "checkout", userIds: [a!.id, b!.id] })).body).toEqual({ updated: 2 });
  expect((await batch({ action: "checkout", userIds: [a!.id] })).body).toEqual({ updated: 0 });
  const refused = await Promise.all([
    batch({ action: "checkin", userIds: [] }),
    batch({ action: "checkin", userIds: Array.from({ length: 501 }, (_, i) => `u${i}`) }),
    batch({ action: "delete", userIds: [a!.id] }),
    batch({ action: "checkin" }),
  ]);
  expect(refused.map((r) => [r.status, errorOf(r.body).code])).toEqual(Array(4).fill([400, "invalid_body"]));
  expect(errorOf(refused[1]?.body).message).toContain('"userIds"');
});

test("a message reaches every attendee once, framed in their language, the organizer's text escaped in HTML", async () => {
  const { organizer, event } = await eventWithPeople(2);
  const [fr, en, waiting] = await Promise.all([createMember(), createMember(), createMember()]);
  await attendAs(fr!, event.id, "fr");
  await attendAs(en!, event.id, "en");
  await waitAs(waiting!, event.id);
  const body = { subject: "Changement de salle", message: "Rendez-vous salle B <script>alert(1)</script>\nÀ demain & merci" };

  const answer = await apiJson("POST", `/events/contact/${event.id}`, { headers: organizer.headers, body });
  expect(answer).toEqual({ status: 202, body: { sent: 2 } });
  const message = async (email: string) => (await mailsTo(email)).filter((mail) => mail.kind === "organizer-message");
  const [toFr, ...moreFr] = await message(fr!.email);
  const [toEn] = await message(en!.email);
  expect(moreFr).toEqual([]);
  expect(toFr).toMatchObject({ kind: "organizer-message", lang: "fr", subject: "Changement de salle" });
  expect(toFr?.text).toContain("Message de l'organisation de « Atelier réparation de vélos » :");
  expect(toFr?.text).toContain(body.message);
  expect(toEn?.text).toContain('A message from the organizers of "Atelier réparation de vélos":');
  expect(toFr?.html).toContain("Rendez-vous salle B &lt;script&gt;alert(1)&lt;/script&gt;<br>À demain &amp; merci");
  expect(toFr?.html).not.toContain("<script>");
  expect(await message(waiting!.email)).toEqual([]);
});

test("messages are checked (subject ≤ 150 on one line, message ≤ 5,000, both required) and limited to 5 a day per event", async () => {
  const { organizer, event } = await eventWithPeople(0);
  await attendAs(await createMember(), event.id);
  const coorganizer = await createMember({ role: "admin" });
  const contact = (body: unknown, headers = organizer.headers) => apiJson("POST", `/events/contact/${event.id}`, { headers, body });
  const bad = await Promise.all([
    contact({ subject: "x".repeat(151), message: "Bonjour" }),
    contact({ subject: "Sujet", message: "x".repeat(5001) }),
    contact({ subject: "   ", message: "Bonjour" }),
    contact({ subject: "Sujet\nBcc: x@y.z", message: "Bonjour" }),
    contact({ subject: "Sujet" }),
  ]);
  expect(bad.map((r) => r.status)).toEqual([400, 400, 400, 400, 400]);
  for (let i = 0; i < 4; i++) expect((await contact({ subject: `Info ${i}`, message: "Bonjour" })).status).toBe(202);
  expect((await contact({ subject: "Info 5", message: "Bonjour" }, coorganizer.headers)).status).toBe(202);
  const limited = await contact({ subject: "Info 6", message: "Bonjour" });
  expect([limited.status, errorOf(limited.body).code]).toEqual([429, "rate_limited"]);
});

test("a message goes to a segment: the waitlist, everyone, who arrived, and once the event is over who did not", async () => {
  const { organizer, event } = await eventWithPeople(2, { startDate: hoursFromNow(-3), endDate: hoursFromNow(1) });
  const [came, missed, waiting] = await Promise.all([createMember(), createMember(), createMember()]);
  for (const member of [came, missed]) await attendAs(member, event.id, "fr");
  await waitAs(waiting, event.id, "en");
  const checkin = await apiCall("POST", `/events/batch/${event.id}`, { headers: organizer.headers, body: { action: "checkin", userIds: [came.id] } });
  expect(checkin.status).toBe(200);
  const contact = (segment: string, subject: string) =>
    apiJson("POST", `/events/contact/${event.id}`, { headers: organizer.headers, body: { subject, message: "Bonjour", segment } });
  const received = async (member: { email: string }) =>
    (await mailsTo(member.email)).filter((mail) => mail.kind === "organizer-message").map((mail) => mail.subject);

  expect((await contact("waitlist", "Liste")).body).toEqual({ sent: 1 });
  expect((await contact("everyone", "Tous")).body).toEqual({ sent: 3 });
  expect((await contact("arrived", "Merci")).body).toEqual({ sent: 1 });
  // Under way: who did not come is not known yet, and nobody is written to.
  const early = await contact("absent", "Absents");
  expect([early.status, errorOf(early.body).code]).toEqual([409, "event_not_over"]);
  expect((await contact("nobody", "Personne")).status).toBe(400);
  await env.DB.prepare("UPDATE events SET end_date = ? WHERE id = ?").bind(hoursFromNow(-1), event.id).run();
  expect((await contact("absent", "Absents")).body).toEqual({ sent: 1 });

  expect(await received(came)).toEqual(["Tous", "Merci"]);
  expect(await received(missed)).toEqual(["Tous", "Absents"]);
  expect(await received(waiting)).toEqual(["Liste", "Tous"]);
  const [toWaiting] = (await mailsTo(waiting.email)).filter((mail) => mail.kind === "organizer-message");
  expect(toWaiting).toMatchObject({ lang: "en" });
});

test("a message to an event nobody attends yet is refused: 409 no_attendees, nothing queued", async () => {
  const { organizer, event } = await eventWithPeople(0);
  const answer = await apiJson("POST", `/events/contact/${event.id}`, { headers: organizer.headers, body: { subject: "Bonjour", message: "Qui est là ?" } });
  expect([answer.status, errorOf(answer.body).code]).toEqual([409, "no_attendees"]);
  const queued = await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE kind = 'organizer-message' AND subject LIKE '%Bonjour%' AND to_email = ?")
    .bind(organizer.email)
    .first("n");
  expect(queued).toBe(0);
});

test("the confirmation email carries the ticket, its QR image and the organizer's confirmation text; the agenda has the ticket", async () => {
  const { event } = await eventWithPeople(0, { emails: { confirmation: "Apportez une chambre à air <usée>.", reminder: "" } });
  const member = await createMember();
  await attendAs(member, event.id, "fr");
  const ticket = await ticketOf(event.id, member.id);

  const [mail] = await mailsTo(member.email);
  expect(mail?.kind).toBe("attend-confirmation");
  expect(mail?.text).toContain(`Ton billet : ${ticket}`);
  expect(mail?.text).toContain("Apportez une chambre à air <usée>.");
  expect(mail?.html).toContain(`<strong>${ticket}</strong>`);
  expect(mail?.html).toContain(`<img src="http://127.0.0.1:8787/api/v1/tickets/${event.id}/${ticket}.png" alt="QR code du billet ${ticket}"`);
  expect(mail?.html).toContain("Apportez une chambre à air &lt;usée&gt;.");

  const agenda = await apiJson("GET", "/users/events?when=active", { headers: member.headers });
  expect(agenda.body).toMatchObject({ data: [{ _id: event.id, ticket }] });
});

/** Every role of the authorization table around one public and one private event, each with one attendee. */
async function cast() {
  const roles = await castOrganizerRoles();
  const attendee = await createMember();
  await attendAs(attendee, roles.open.id);
  // Only those who may see a private event attend it (docs/product.md §6): this attendee is registered in D1.
  await addRegistration(roles.hidden.id, attendee.id, new Date().toISOString());
  return { ...roles, attendee };
}

/** Each endpoint of the attendee tools with a body its organizers may send, and the status they get. */
function endpoints(attendeeId: string) {
  return [
    { method: "GET", path: (id: string) => `/events/${id}/attendees`, body: undefined, ok: 200 },
    { method: "GET", path: (id: string) => `/events/${id}/attendees.csv`, body: undefined, ok: 200 },
    { method: "POST", path: (id: string) => `/events/checkin/${id}`, body: { userId: attendeeId }, ok: 200 },
    { method: "POST", path: (id: string) => `/events/checkout/${id}`, body: { userId: attendeeId }, ok: 200 },
    { method: "POST", path: (id: string) => `/events/batch/${id}`, body: { action: "checkin", userIds: [attendeeId] }, ok: 200 },
    { method: "POST", path: (id: string) => `/events/contact/${id}`, body: { subject: "Bonjour", message: "À demain" }, ok: 202 },
  ];
}

const REFUSED: Record<Role, [number, string] | null> = {
  creator: null,
  coorganizer: null,
  admin: null,
  other: [403, "forbidden"],
  unconfirmed: [403, "email_not_confirmed"],
  anonymous: [401, "unauthorized"],
};

test("the attendee tools are for the creator, co-organizers and admins; others 403, unconfirmed 403, anonymous 401", async () => {
  const { open, headers, attendee } = await cast();
  for (const endpoint of endpoints(attendee.id)) {
    for (const role of ROLES) {
      const response = await apiCall(endpoint.method, endpoint.path(open.id), { headers: headers[role], body: endpoint.body });
      const refused = REFUSED[role];
      const got = refused ? [response.status, errorOf(await response.json()).code] : response.status;
      expect([endpoint.method, endpoint.path("{id}"), role, got]).toEqual([endpoint.method, endpoint.path("{id}"), role, refused ?? endpoint.ok]);
      if (refused) expect(response.headers.get("Content-Type")).toContain("application/json");
    }
  }
});

test("someone else's private event answers 404 to every attendee tool, and nothing about it leaks", async () => {
  const { hidden, headers, attendee } = await cast();
  for (const endpoint of endpoints(attendee.id)) {
    const response = await apiCall(endpoint.method, endpoint.path(hidden.id), { headers: headers.other, body: endpoint.body });
    const text = await response.text();
    expect([endpoint.path("{id}"), response.status, errorOf(JSON.parse(text)).code]).toEqual([endpoint.path("{id}"), 404, "event_not_found"]);
    expect(text).not.toContain(attendee.email);
    expect(text).not.toContain(hidden.slug);
  }
  for (const role of ["creator", "coorganizer", "admin"] as const) {
    expect((await apiCall("GET", `/events/${hidden.id}/attendees`, { headers: headers[role] })).status).toBe(200);
  }
});

test("refused calls change nothing: no check-in, no removal, no email", async () => {
  const { open, headers, attendee } = await cast();
  for (const role of ["other", "unconfirmed", "anonymous"] as const) {
    await apiCall("POST", `/events/checkin/${open.id}`, { headers: headers[role], body: { userId: attendee.id } });
    await apiCall("POST", `/events/batch/${open.id}`, { headers: headers[role], body: { action: "remove", userIds: [attendee.id] } });
    await apiCall("POST", `/events/contact/${open.id}`, { headers: headers[role], body: { subject: "Spam", message: "Spam" } });
  }
  const row = await env.DB.prepare(
    `SELECT ${isoOf("checked_in_at")} AS checked_in_at FROM attendees WHERE event_no = ${eventNo("?1")} AND user_no = ${userNo("?2")}`,
  )
    .bind(open.id, attendee.id)
    .first();
  expect(row).toEqual({ checked_in_at: null });
  expect(await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE kind = 'organizer-message' AND to_email = ?").bind(attendee.email).first("n")).toBe(0);
});

test("an unknown event answers 404 to its organizers' tools as to anyone", async () => {
  const { headers } = await cast();
  const response = await apiCall("GET", "/events/000000000000000000000000/attendees", { headers: headers.admin });
  expect([response.status, errorOf(await response.json()).code]).toEqual([404, "event_not_found"]);
});

type CheckIn = { attendee: { userId: string; checkedInAt: string | null; ticket: string }; alreadyCheckedIn: boolean };

async function eventWithAttendee(places = 0) {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const event = await createEventOf(organizer, eventInput(taxonomies, { maxAttendees: places }));
  const attendee = await createMember({ firstName: "Awa" });
  await attendAs(attendee, event.id);
  const checkin = (body: unknown) => apiJson("POST", `/events/checkin/${event.id}`, { headers: organizer.headers, body });
  return { organizer, event, attendee, ticket: await ticketOf(event.id, attendee.id), checkin };
}

test("a scanned ticket checks its attendee in once; a replayed scan says so and keeps the first time", async () => {
  const { attendee, ticket, checkin, event } = await eventWithAttendee();
  const first = await checkin({ ticket });
  expect(first.status).toBe(200);
  const firstBody = first.body as CheckIn;
  expect(firstBody).toMatchObject({ alreadyCheckedIn: false, attendee: { userId: attendee.id, name: "Awa", ticket, checkedInAt: expect.any(String) } });

  const again = await checkin({ ticket: ticket.toLowerCase().replace(/^(.{4})/, "$1-") });
  expect(again).toEqual({ status: 200, body: { ...firstBody, alreadyCheckedIn: true } });
  const stored = await env.DB.prepare(
    `SELECT ${isoOf("checked_in_at")} AS checked_in_at FROM attendees WHERE event_no = ${eventNo("?1")} AND user_no = ${userNo("?2")}`,
  )
    .bind(event.id, attendee.id)
    .first("checked_in_at");
  expect(stored).toBe(firstBody.attendee.checkedInAt);
});

test("scans arriving together check in once: exactly one answer is the first", async () => {
  const { ticket, checkin } = await eventWithAttendee();
  const answers = await Promise.all(Array.from({ length: 5 }, () => checkin({ ticket })));
  const bodies = answers.map((answer) => answer.body as CheckIn);
  expect(bodies.filter((body) => !body.alreadyCheckedIn)).toHaveLength(1);
  expect(new Set(bodies.map((body) => body.attendee.checkedInAt)).size).toBe(1);
});

test("checking in by user id works the same; check-out clears the time and a new check-in sets a new one", async () => {
  const { organizer, attendee, checkin, event } = await eventWithAttendee();
  const first = (await checkin({ userId: attendee.id })).body as CheckIn;
  expect(first.alreadyCheckedIn).toBe(false);
  const out = await apiJson("POST", `/events/checkout/${event.id}`, { headers: organizer.headers, body: { userId: attendee.id } });
  expect(out).toMatchObject({ status: 200, body: { attendee: { userId: attendee.id, checkedInAt: null } } });
  expect(out.body).not.toHaveProperty("alreadyCheckedIn");
  const again = (await checkin({ userId: attendee.id })).body as CheckIn;
  expect(again).toMatchObject({ alreadyCheckedIn: false, attendee: { checkedInAt: expect.any(String) } });
});

test("an unknown ticket, another event's ticket or a stranger is 404; someone on the waitlist is 409 not_attending", async () => {
  const { event, checkin, organizer } = await eventWithAttendee(1);
  const elsewhere = await eventWithAttendee();
  const waiting = await createMember();
  await waitAs(waiting, event.id);
  const answers = await Promise.all([
    checkin({ ticket: "ZZZZ9999" }),
    checkin({ ticket: elsewhere.ticket }),
    checkin({ userId: elsewhere.attendee.id }),
    checkin({ userId: waiting.id }),
    apiJson("POST", `/events/checkout/${event.id}`, { headers: organizer.headers, body: { userId: waiting.id } }),
  ]);
  expect(answers.map((answer) => [answer.status, errorOf(answer.body).code])).toEqual([
    [404, "ticket_not_found"],
    [404, "ticket_not_found"],
    [404, "ticket_not_found"],
    [409, "not_attending"],
    [404, "ticket_not_found"],
  ]);
});

test("a body that is neither a ticket nor a user id answers 400 and checks nobody in", async () => {
  const { checkin, event } = await eventWithAttendee();
  const answers = await Promise.all([checkin({ ticket: "ABCD0000" }), checkin({}), checkin({ ticket: "ABCD2345", userId: "x" }), checkin({ userId: 42 })]);
  expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400]);
  expect(
    await env.DB.prepare(`SELECT count(*) AS n FROM attendees WHERE event_no = ${eventNo("?1")} AND checked_in_at IS NOT NULL`)
      .bind(event.id)
      .first("n"),
  ).toBe(0);
});

type Arrived = { attendee: { userId: string; name: string; email: string; checkedInAt: string | null; ticket: string } };

test("someone registered at the door is an attendee checked in at once, with a ticket (an address of the .invalid domain when none is given)", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const event = await createEventOf(organizer, eventInput(taxonomies, { maxAttendees: 3 }));
  const walkIn = await apiJson("POST", `/events/walk-in/${event.id}`, { headers: organizer.headers, body: { name: "Awa Diallo" } });
  expect(walkIn.status).toBe(201);
  const { attendee } = walkIn.body as Arrived;
  expect(attendee).toMatchObject({ name: "Awa Diallo" });
  expect(attendee.checkedInAt).not.toBeNull();
  expect(attendee.ticket).toMatch(/^[A-Z2-9]{8}$/);
  expect(attendee.email).toMatch(/@walk-in\.invalid$/);
  expect(await env.DB.prepare("SELECT attendees_count FROM events WHERE id = ?").bind(event.id).first("attendees_count")).toBe(1);

  // An address of an account registers that account; a new address gets an account to claim later.
  const member = await createMember();
  const known = await apiJson("POST", `/events/walk-in/${event.id}`, { headers: organizer.headers, body: { name: "Ben", email: member.email.toUpperCase() } });
  expect((known.body as Arrived).attendee.userId).toBe(member.id);
  const fresh = await apiJson("POST", `/events/walk-in/${event.id}`, { headers: organizer.headers, body: { name: "Cléo", email: "cleo.porte@exemple.fr" } });
  expect(fresh.status).toBe(201);
  expect(await env.DB.prepare("SELECT invited, active FROM users WHERE email = 'cleo.porte@exemple.fr'").first()).toEqual({ invited: 1, active: 0 });
});

test("at the door the capacity holds: a walk-in to a full event is refused and leaves no account; bad input is 400", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const event = await createEventOf(organizer, eventInput(taxonomies, { maxAttendees: 1 }));
  await attendAs(await createMember(), event.id);
  const users = async () => env.DB.prepare("SELECT count(*) AS n FROM users").first("n");
  const before = await users();
  const full = await apiJson("POST", `/events/walk-in/${event.id}`, { headers: organizer.headers, body: { name: "Dan", email: "dan.porte@exemple.fr" } });
  expect({ status: full.status, code: errorOf(full.body).code }).toEqual({ status: 409, code: "event_full" });
  expect(await users()).toBe(before);
  for (const body of [{}, { name: "  " }, { name: "Eva", email: "pas-une-adresse" }, { name: "x".repeat(101) }]) {
    expect((await apiJson("POST", `/events/walk-in/${event.id}`, { headers: organizer.headers, body })).status).toBe(400);
  }
  const stranger = await createMember();
  expect((await apiJson("POST", `/events/walk-in/${event.id}`, { headers: stranger.headers, body: { name: "Intrus" } })).status).toBe(403);
});

test("walk-ins are limited per event (500 a day): past it, 429 with Retry-After, and no account is made", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const event = await createEventOf(organizer, eventInput(taxonomies, { maxAttendees: 10 }));
  await env.DB.prepare("INSERT INTO rate_limits (key, window_start, hits) VALUES (?, ?, 500)")
    .bind(`walkIn:${event.id}`, Math.floor(Date.now() / 1000))
    .run();
  const refused = await apiCall("POST", `/events/walk-in/${event.id}`, {
    headers: organizer.headers,
    body: { name: "Fanny", email: "fanny.porte@exemple.fr" },
  });
  expect([refused.status, errorOf(await refused.json()).code]).toEqual([429, "rate_limited"]);
  expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  expect(await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = 'fanny.porte@exemple.fr'").first("n")).toBe(0);
});

const reminder = { confirmation: "", reminder: "Pensez à votre vélo <et> à un antivol." };

/** An event starting `hours` from now, with attendees who registered three days ago unless said otherwise. */
async function eventStartingIn(hours: number, overrides: Record<string, unknown> = {}) {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const body = eventInput(taxonomies, { startDate: hoursFromNow(hours), endDate: hoursFromNow(hours + 2), emails: reminder, ...overrides });
  const event = await createEventOf(organizer, body);
  return { organizer, event };
}

async function registeredLongAgo(eventId: string, ...members: { headers: Record<string, string>; id: string }[]) {
  for (const member of members) await attendAs(member, eventId, "en");
  await env.DB.prepare(`UPDATE attendees SET created_at = ${msOf("?1")} WHERE event_no = ${eventNo("?2")}`)
    .bind(daysFromNow(-3), eventId)
    .run();
}

const reminders = async (email: string) => (await mailsTo(email)).filter((mail) => mail.kind === "event-reminder");

test("attendees of an event starting within a day get one reminder with their ticket and the organizer's text, never two", async () => {
  const { event } = await eventStartingIn(20);
  const [en, fr] = await Promise.all([createMember(), createMember()]);
  await registeredLongAgo(event.id, en);
  await attendAs(fr, event.id, "fr");
  await env.DB.prepare(`UPDATE attendees SET created_at = ${msOf("?1")} WHERE event_no = ${eventNo("?2")}`)
    .bind(daysFromNow(-3), event.id)
    .run();

  await sendDueReminders(env);
  const [toEn, ...more] = await reminders(en.email);
  const ticket = await ticketOf(event.id, en.id);
  expect(more).toEqual([]);
  expect(toEn).toMatchObject({ lang: "en", subject: "Reminder: Atelier réparation de vélos is coming up" });
  expect(toEn?.text).toContain(`Your ticket: ${ticket}`);
  expect(toEn?.text).toContain("A word from the organizers: \n\nPensez à votre vélo <et> à un antivol.");
  expect(toEn?.html).toContain(`/api/v1/tickets/${event.id}/${ticket}.png`);
  expect(toEn?.html).toContain("Pensez à votre vélo &lt;et&gt; à un antivol.");
  const [toFr] = await reminders(fr.email);
  expect(toFr?.text).toContain(`Ton billet : ${await ticketOf(event.id, fr.id)}`);
  expect(toFr?.text).not.toContain(ticket);

  await sendDueReminders(env);
  await sendDueReminders(env, new Date(Date.now() + 3_600_000));
  expect(await reminders(en.email)).toHaveLength(1);
  expect(
    await env.DB.prepare(`SELECT count(*) AS n FROM attendees WHERE event_no = ${eventNo("?1")} AND reminded_at IS NOT NULL`)
      .bind(event.id)
      .first("n"),
  ).toBe(2);
});

test("no reminder for an event more than a day away, started, cancelled, or for whoever registered within the last day or waits", async () => {
  const far = await eventStartingIn(30);
  const started = await eventStartingIn(-1);
  const cancelled = await eventStartingIn(10);
  const soon = await eventStartingIn(10, { maxAttendees: 1 });
  const [a, b, c, d, late, waiting] = await Promise.all(Array.from({ length: 6 }, () => createMember()));
  await registeredLongAgo(far.event.id, a!);
  await registeredLongAgo(cancelled.event.id, c!);
  await registeredLongAgo(soon.event.id, d!);
  await env.DB.prepare(`INSERT INTO attendees (event_no, user_no, created_at) VALUES (${eventNo("?1")}, ${userNo("?2")}, ${msOf("?3")})`)
    .bind(started.event.id, b!.id, daysFromNow(-3))
    .run();
  await apiCall("PUT", `/events/${cancelled.event.id}`, { headers: cancelled.organizer.headers, body: { status: "cancelled" } });
  await env.DB.prepare("UPDATE events SET max_attendees = 0 WHERE id = ?").bind(soon.event.id).run();
  await attendAs(late!, soon.event.id);
  await env.DB.prepare("UPDATE events SET max_attendees = 1 WHERE id = ?").bind(soon.event.id).run();
  await env.DB.prepare("INSERT INTO waitlist (event_id, user_id, created_at) VALUES (?, ?, ?)").bind(soon.event.id, waiting!.id, daysFromNow(-3)).run();

  await sendDueReminders(env);
  const counts = await Promise.all([a, b, c, d, late, waiting].map(async (member) => (await reminders(member!.email)).length));
  expect(counts).toEqual([0, 0, 0, 1, 0, 0]);
});

test("the Cron Trigger queues the due reminders (scheduled handler, every minute)", async () => {
  const { event } = await eventStartingIn(23);
  const member = await createMember();
  await registeredLongAgo(event.id, member);
  const ctx = createExecutionContext();
  await scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "* * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
  expect(await reminders(member.email)).toHaveLength(1);
});

test("a private event's attendees are reminded too", async () => {
  const { event } = await eventStartingIn(5);
  const member = await createMember();
  await registeredLongAgo(event.id, member);
  // Only those who may see a private event attend it (docs/product.md §6): this one registered before it was hidden.
  await env.DB.prepare("UPDATE events SET private = 1 WHERE id = ?").bind(event.id).run();
  await sendDueReminders(env);
  expect(await reminders(member.email)).toHaveLength(1);
});

test("an attendee whose stored language the site does not speak is reminded in French, and marked: the job never stalls on them", async () => {
  const { event } = await eventStartingIn(18);
  const old = await createMember();
  await env.DB.prepare(`INSERT INTO attendees (event_no, user_no, lang, created_at) VALUES (${eventNo("?1")}, ${userNo("?2")}, 'de', ${msOf("?3")})`)
    .bind(event.id, old.id, daysFromNow(-3))
    .run();
  await sendDueReminders(env);
  expect((await reminders(old.email)).map((mail) => mail.lang)).toEqual(["fr"]);
  expect(
    await env.DB.prepare(`SELECT reminded_at IS NOT NULL AS done FROM attendees WHERE event_no = ${eventNo("?1")} AND user_no = ${userNo("?2")}`)
      .bind(event.id, old.id)
      .first("done"),
  ).toBe(1);
});

test("an hour after the event, those who came are asked for their feedback once, in their language, with the organizer's text", async () => {
  const emails = { confirmation: "", reminder: "", feedback: "Une idée pour la prochaine fois ?", askFeedback: true };
  const [asked, off, old] = await Promise.all([
    eventWithPeople(0, { emails }),
    eventWithPeople(0, { emails: { ...emails, askFeedback: false } }),
    eventWithPeople(0, { emails }),
  ]);
  const [came, cameEn, missed, cameOff, cameOld] = await Promise.all([createMember(), createMember(), createMember(), createMember(), createMember()]);
  await attendAs(came, asked.event.id, "fr");
  await attendAs(cameEn, asked.event.id, "en");
  await attendAs(missed, asked.event.id, "fr");
  await attendAs(cameOff, off.event.id, "fr");
  await attendAs(cameOld, old.event.id, "fr");
  const arrive = (eventId: string, member: { id: string }) =>
    env.DB.prepare(`UPDATE attendees SET checked_in_at = ${msOf("?3")} WHERE event_no = ${eventNo("?1")} AND user_no = ${userNo("?2")}`)
      .bind(eventId, member.id, hoursFromNow(-3))
      .run();
  await Promise.all([arrive(asked.event.id, came), arrive(asked.event.id, cameEn), arrive(off.event.id, cameOff), arrive(old.event.id, cameOld)]);
  const endAt = (eventId: string, hours: number) =>
    env.DB.prepare("UPDATE events SET start_date = ?2, end_date = ?3 WHERE id = ?1")
      .bind(eventId, hoursFromNow(hours - 2), hoursFromNow(hours))
      .run();
  // Ended half an hour ago: not yet. An event over for five days is left alone.
  await Promise.all([endAt(asked.event.id, -0.5), endAt(off.event.id, -2), endAt(old.event.id, -120)]);
  const requests = async (member: { email: string }) => (await mailsTo(member.email)).filter((mail) => mail.kind === "feedback-request");

  expect(await sendDueFeedbackRequests(env)).toBe(0);
  await endAt(asked.event.id, -1.5);
  expect(await sendDueFeedbackRequests(env)).toBe(2);
  expect(await sendDueFeedbackRequests(env)).toBe(0);
  const [fr] = await requests(came);
  const [en] = await requests(cameEn);
  expect(fr).toMatchObject({ lang: "fr", subject: "Ton avis sur « Atelier réparation de vélos »" });
  expect(fr?.text).toContain("Une idée pour la prochaine fois ?");
  expect(fr?.text).toContain(`/events/e/${asked.event.slug}/feedback`);
  expect(en).toMatchObject({ lang: "en", subject: 'How was "Atelier réparation de vélos"?' });
  expect((await Promise.all([missed, cameOff, cameOld].map(requests))).map((list) => list.length)).toEqual([0, 0, 0]);
  const marked = await env.DB.prepare("SELECT count(*) AS n FROM events WHERE id IN (?, ?, ?) AND feedback_asked_at IS NOT NULL")
    .bind(asked.event.id, off.event.id, old.event.id)
    .first("n");
  expect(marked).toBe(3);
});

test("a message kept for later leaves at its time, once, to its group as it is then; until then it can be cancelled", async () => {
  const { organizer, event } = await eventWithPeople(5);
  const early = await createMember();
  await attendAs(early, event.id, "fr");
  const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
  const keep = (subject: string) =>
    apiJson("POST", `/events/contact/${event.id}`, { headers: organizer.headers, body: { subject, message: "Entrée par la cour.", sendAt: inAnHour } });
  const kept = await keep("Plan d'accès");
  expect(kept.status).toBe(202);
  const { scheduled } = v.parse(v.object({ scheduled: v.object({ _id: v.string() }) }), kept.body);
  expect(kept.body).toMatchObject({ scheduled: { segment: "registered", subject: "Plan d'accès", sendAt: inAnHour, state: "scheduled", sentCount: null } });
  const dropped = v.parse(v.object({ scheduled: v.object({ _id: v.string() }) }), (await keep("Changement")).body).scheduled;

  const messages = () => describedJson("GET", `/events/${event.id}/messages`, { headers: organizer.headers });
  const cancel = (id: string) => apiJson("DELETE", `/events/${event.id}/messages/${id}`, { headers: organizer.headers });
  expect((await cancel(dropped._id)).body).toEqual({ cancelled: true });
  expect((await cancel(dropped._id)).status).toBe(200);
  const unknown = await cancel("0".repeat(32));
  expect([unknown.status, errorOf(unknown.body).code]).toEqual([404, "message_not_found"]);
  const listed = await messages();
  expect(listed.problems).toEqual([]);
  expect(listed.body).toMatchObject({
    data: [
      { _id: scheduled._id, state: "scheduled" },
      { _id: dropped._id, state: "cancelled" },
    ],
  });

  // Someone registers meanwhile: the message goes to the group as it is when it leaves, once.
  const late = await createMember();
  await attendAs(late, event.id, "en");
  expect(await sendDueMessages(env)).toBe(0);
  expect(await sendDueMessages(env, new Date(Date.now() + 3_600_001))).toBe(2);
  expect(await sendDueMessages(env, new Date(Date.now() + 3_700_000))).toBe(0);
  const received = async (member: { email: string }) =>
    (await mailsTo(member.email)).filter((mail) => mail.kind === "organizer-message").map((mail) => [mail.lang, mail.subject]);
  expect(await received(early)).toEqual([["fr", "Plan d'accès"]]);
  expect(await received(late)).toEqual([["en", "Plan d'accès"]]);
  expect((await messages()).body).toMatchObject({
    data: expect.arrayContaining([
      expect.objectContaining({ _id: dropped._id, state: "cancelled" }),
      expect.objectContaining({ _id: scheduled._id, state: "sent", sentCount: 2 }),
    ]),
  });
  const tooLate = await cancel(scheduled._id);
  expect([tooLate.status, errorOf(tooLate.body).code]).toEqual([409, "already_sent"]);
});

test("a message is kept only for a time to come, within a year; those who did not come only for after the event", async () => {
  const { organizer, event } = await eventWithPeople(5);
  await attendAs(await createMember(), event.id, "fr");
  const send = (body: Record<string, unknown>) =>
    apiJson("POST", `/events/contact/${event.id}`, { headers: organizer.headers, body: { subject: "Info", message: "Bonjour", ...body } });
  const refused = [
    await send({ sendAt: new Date(Date.now() - 60_000).toISOString() }),
    await send({ sendAt: new Date(Date.now() + 400 * 86_400_000).toISOString() }),
    await send({ sendAt: "2026-02-30T10:00:00Z" }),
    await send({ sendAt: "demain" }),
  ];
  expect(refused.map((answer) => [answer.status, errorOf(answer.body).message.slice(0, 17)])).toEqual(Array(4).fill([400, 'Invalid field "se']));
  const early = await send({ segment: "absent", sendAt: daysFromNow(5, 12) });
  expect([early.status, errorOf(early.body).code]).toEqual([409, "event_not_over"]);
  expect((await send({ segment: "absent", sendAt: daysFromNow(11, 12) })).status).toBe(202);
  const stranger = await createMember();
  expect((await apiCall("GET", `/events/${event.id}/messages`, { headers: stranger.headers })).status).toBe(403);
  expect((await apiCall("GET", `/events/${event.id}/messages`)).status).toBe(401);
});
