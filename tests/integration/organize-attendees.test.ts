import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { attendAs, createOrganizeTaxonomies, eventInput, mailsTo, organizeEvent, ticketOf, waitAs } from "../factories/organized-events";
import { createMember } from "../factories/users";
import { errorOf } from "../support/api-answers";
import { apiCall, apiJson } from "../support/api-call";
import { describedJson } from "../support/api-contract";

/** An organizer's event of `places` places, and members named after their role. */
async function eventWithPeople(places: number, overrides: Record<string, unknown> = {}) {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const event = await organizeEvent(organizer.headers, eventInput(taxonomies, { maxAttendees: places, ...overrides }));
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
      },
      {
        userId: ben.id,
        name: "Ben",
        email: ben.email,
        lang: "en",
        registeredAt: expect.any(String),
        checkedInAt: null,
        ticket: await ticketOf(event.id, ben.id),
      },
    ],
    waitlist: [{ userId: cleo.id, name: "Cléo", email: cleo.email, lang: "es", registeredAt: expect.any(String) }],
    maxAttendees: 2,
    attendeesCount: 2,
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
