// Registration with the organizer's approval (docs/product.md §5 "Approval"): requests instead of registrations,
// approved within the capacity or declined, one by one or in a batch, the person told by email either way.
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import * as v from "valibot";
import { addCoorganizer, createEventOf, createOrganizeTaxonomies, eventInput, mailsTo } from "../factories/organized-events";
import { createMember, createUser, loginAs, readMailToken } from "../factories/users";
import { errorOf } from "../support/api-answers";
import { apiCall, apiJson } from "../support/api-call";
import { eventNo } from "~/lib/compact-keys";

const Status = v.object({ registered: v.boolean(), waitlisted: v.boolean(), pending: v.boolean(), declined: v.boolean() });
const Person = v.object({ userId: v.string(), answers: v.record(v.string(), v.unknown()) });
const People = v.object({
  attendees: v.array(Person),
  waitlist: v.array(Person),
  requests: v.array(v.object({ ...Person.entries, declinedAt: v.nullable(v.string()) })),
  attendeesCount: v.number(),
  maxAttendees: v.number(),
});

/** An event of a new organizer that approves each registration (and `overrides`). */
async function approvalEvent(overrides: Record<string, unknown> = {}) {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const event = await createEventOf(organizer, eventInput(taxonomies, { requiresApproval: true, ...overrides }));
  return { organizer, event };
}

const ask = (member: { headers: Record<string, string> }, eventId: string, body: object = { lang: "fr" }) =>
  apiJson("POST", `/events/attend/${eventId}`, { headers: member.headers, body });
const statusOf = async (member: { headers: Record<string, string> }, eventId: string) =>
  v.parse(Status, (await apiJson("GET", `/events/attend/${eventId}/status`, { headers: member.headers })).body);
const peopleOf = async (organizer: { headers: Record<string, string> }, eventId: string) =>
  v.parse(People, (await apiJson("GET", `/events/${eventId}/attendees`, { headers: organizer.headers })).body);
const batch = (organizer: { headers: Record<string, string> }, eventId: string, body: object) =>
  apiJson("POST", `/events/batch/${eventId}`, { headers: organizer.headers, body });

test("an event that approves each registration says so, and attending it asks: a request, no place taken, an email that says so", async () => {
  const { organizer, event } = await approvalEvent({ maxAttendees: 5 });
  expect((await apiJson("GET", `/events/slug/${event.slug}`)).body).toMatchObject({ requiresApproval: true, attendeesCount: 0 });
  const awa = await createMember({ firstName: "Awa" });
  const asked = await ask(awa, event.id);
  expect(asked.status).toBe(200);
  expect(asked.body).toMatchObject({ registered: false, pending: true, declined: false });
  expect(await statusOf(awa, event.id)).toMatchObject({ registered: false, pending: true });
  // Asking twice changes nothing and sends no second email.
  expect((await ask(awa, event.id)).body).toMatchObject({ pending: true });
  expect((await mailsTo(awa.email)).map((mail) => [mail.kind, mail.subject])).toEqual([["registration-requested", expect.stringContaining("Demande envoyée")]]);
  const people = await peopleOf(organizer, event.id);
  expect(people.requests).toEqual([expect.objectContaining({ userId: awa.id, declinedAt: null })]);
  expect(people).toMatchObject({ attendees: [], attendeesCount: 0 });
  // No waitlist for such an event: its requests are its queue.
  const waitlist = await apiJson("POST", `/events/waitlist/${event.id}`, { headers: awa.headers, body: { lang: "fr" } });
  expect([waitlist.status, errorOf(waitlist.body).code]).toEqual([409, "approval_required"]);
});

test("three ask, the organizer approves two in a batch and declines one with a word: tickets for two, an email each, the count follows", async () => {
  const { organizer, event } = await approvalEvent({ maxAttendees: 2, questions: [{ kind: "text", required: true, label: { fr: "Ton métier" } }] });
  const question = v.parse(v.object({ questions: v.array(v.object({ id: v.string() })) }), (await apiJson("GET", `/events/slug/${event.slug}`)).body)
    .questions[0]?.id;
  if (!question) throw new Error("no question");
  const [ana, ben, cy] = await Promise.all(["Ana", "Ben", "Cy"].map((firstName) => createMember({ firstName })));
  if (!ana || !ben || !cy) throw new Error("three members");
  // A request asks the questions as a registration does: a missing answer is refused and nothing is kept.
  expect((await ask(ana, event.id, { lang: "fr", answers: {} })).status).toBe(400);
  expect((await peopleOf(organizer, event.id)).requests).toEqual([]);
  for (const [member, job] of [
    [ana, "Menuisière"],
    [ben, "Boulanger"],
    [cy, "Chimiste"],
  ] as const) {
    expect((await ask(member, event.id, { lang: member === ben ? "en" : "fr", answers: { [question]: job } })).status).toBe(200);
  }
  // Requests take no place: a full event would still take them (capacity 2, three asking).
  expect((await peopleOf(organizer, event.id)).requests.map((request) => request.answers)).toEqual([
    { [question]: "Menuisière" },
    { [question]: "Boulanger" },
    { [question]: "Chimiste" },
  ]);

  const approved = await batch(organizer, event.id, { action: "approve", userIds: [ana.id, ben.id] });
  expect(approved).toEqual({ status: 200, body: { updated: 2 } });
  const declined = await batch(organizer, event.id, { action: "decline", userIds: [cy.id], message: "Complet côté matériel,\nà la prochaine !" });
  expect(declined).toEqual({ status: 200, body: { updated: 1 } });

  const people = await peopleOf(organizer, event.id);
  expect(people.attendees.map((person) => [person.userId, person.answers])).toEqual([
    [ana.id, { [question]: "Menuisière" }],
    [ben.id, { [question]: "Boulanger" }],
  ]);
  expect(people.requests).toEqual([expect.objectContaining({ userId: cy.id, declinedAt: expect.any(String), answers: { [question]: "Chimiste" } })]);
  expect(people.attendeesCount).toBe(2);
  expect(await statusOf(ana, event.id)).toMatchObject({ registered: true, pending: false });
  expect(await statusOf(cy, event.id)).toMatchObject({ registered: false, pending: false, declined: true });

  // Each is told, in their language: the approved with their ticket, the declined with the organizer's word (escaped).
  const [anaMail] = (await mailsTo(ana.email)).filter((mail) => mail.kind === "registration-approved");
  const ticket = await env.DB.prepare(`SELECT a.ticket FROM attendees a JOIN users u ON u.no = a.user_no WHERE a.event_no = ${eventNo("?1")} AND u.id = ?2`)
    .bind(event.id, ana.id)
    .first("ticket");
  expect(anaMail?.subject).toContain("Demande acceptée");
  expect(anaMail?.text).toContain(String(ticket));
  expect((await mailsTo(ben.email)).find((mail) => mail.kind === "registration-approved")?.subject).toContain("Request accepted");
  const [cyMail] = (await mailsTo(cy.email)).filter((mail) => mail.kind === "registration-declined");
  expect(cyMail?.text).toContain("Complet côté matériel,\nà la prochaine !");
  expect(cyMail?.html).toContain("Complet côté matériel,<br>à la prochaine !");

  // A declined request is not asked again; approved people attend as anyone does.
  const again = await ask(cy, event.id, { lang: "fr", answers: { [question]: "Chimiste" } });
  expect([again.status, errorOf(again.body).code]).toEqual([409, "request_declined"]);
  // Declining or approving twice changes nothing.
  expect((await batch(organizer, event.id, { action: "decline", userIds: [cy.id] })).body).toEqual({ updated: 0 });
  expect((await batch(organizer, event.id, { action: "approve", userIds: [ana.id] })).body).toEqual({ updated: 0 });
});

test("approval keeps to the capacity as promotion does: past it nothing moves (409) until the organizer raises it", async () => {
  const { organizer, event } = await approvalEvent({ maxAttendees: 1 });
  const [ana, ben] = await Promise.all([createMember(), createMember()]);
  if (!ana || !ben) throw new Error("two members");
  await ask(ana, event.id);
  await ask(ben, event.id);
  const refused = await batch(organizer, event.id, { action: "approve", userIds: [ana.id, ben.id] });
  expect(refused.status).toBe(409);
  expect(refused.body).toMatchObject({ error: { code: "capacity_reached" }, placesLeft: 1, waiting: 2 });
  expect((await peopleOf(organizer, event.id)).attendees).toEqual([]);
  const raised = await batch(organizer, event.id, { action: "approve", userIds: [ana.id, ben.id], raiseCapacity: true });
  expect(raised).toEqual({ status: 200, body: { updated: 2 } });
  expect(await peopleOf(organizer, event.id)).toMatchObject({ maxAttendees: 2, attendeesCount: 2, requests: [] });
});

test("a declined request may still be approved; a waiting one is withdrawn by unattending, and may be asked again", async () => {
  const { organizer, event } = await approvalEvent();
  const [ana, ben] = await Promise.all([createMember(), createMember()]);
  if (!ana || !ben) throw new Error("two members");
  await ask(ana, event.id);
  await ask(ben, event.id);
  await batch(organizer, event.id, { action: "decline", userIds: [ana.id] });
  expect((await batch(organizer, event.id, { action: "approve", userIds: [ana.id] })).body).toEqual({ updated: 1 });
  expect(await statusOf(ana, event.id)).toMatchObject({ registered: true, declined: false });

  expect((await apiJson("DELETE", `/events/attend/${event.id}`, { headers: ben.headers })).body).toMatchObject({ pending: false, registered: false });
  expect((await peopleOf(organizer, event.id)).requests).toEqual([]);
  expect((await ask(ben, event.id)).body).toMatchObject({ pending: true });
  // A declined request stays declined when its person unattends: they cannot clear it to ask again.
  await batch(organizer, event.id, { action: "decline", userIds: [ben.id] });
  await apiCall("DELETE", `/events/attend/${event.id}`, { headers: ben.headers });
  expect(await statusOf(ben, event.id)).toMatchObject({ declined: true });
});

test("a guest asks by email: the link writes a request, not a registration, and the page is told so", async () => {
  const { organizer, event } = await approvalEvent({ maxAttendees: 1 });
  const first = await createMember();
  await ask(first, event.id);
  await batch(organizer, event.id, { action: "approve", userIds: [first.id] });
  const email = `invitee.${Date.now()}@exemple.test`;
  // Full or not, a request takes no place: the guest may ask.
  const asked = await apiCall("POST", `/events/subscribe-attend/${event.id}`, { body: { email, lang: "fr" } });
  expect(asked.status).toBe(202);
  const token = await readMailToken(email, "subscribe-attend");
  const redeemed = await apiJson("POST", "/users/activate", { body: { token } });
  expect(redeemed.body).toMatchObject({ purpose: "subscribe-attend", registered: true, pending: true });
  const people = await peopleOf(organizer, event.id);
  expect(people.requests).toHaveLength(1);
  expect(people.attendees.map((person) => person.userId)).toEqual([first.id]);
});

test("messages reach the requests waiting for approval as a segment of their own", async () => {
  const { organizer, event } = await approvalEvent();
  const [ana, ben] = await Promise.all([createMember(), createMember()]);
  if (!ana || !ben) throw new Error("two members");
  await ask(ana, event.id);
  await ask(ben, event.id);
  await batch(organizer, event.id, { action: "decline", userIds: [ben.id] });
  const sent = await apiJson("POST", `/events/contact/${event.id}`, {
    headers: organizer.headers,
    body: { subject: "Encore un peu de patience", message: "Nous répondons demain.", segment: "pending" },
  });
  expect(sent).toMatchObject({ status: 202, body: { sent: 1 } });
  expect((await mailsTo(ana.email)).map((mail) => mail.subject)).toContain("Encore un peu de patience");
  expect((await mailsTo(ben.email)).map((mail) => mail.subject)).not.toContain("Encore un peu de patience");
});

test("approving and declining are for the creator, co-organizers and admins; others 403, anonymous 401; bad bodies 400", async () => {
  const { organizer, event } = await approvalEvent();
  const [ana, coorganizer, stranger] = await Promise.all([createMember(), createMember(), createMember()]);
  if (!ana || !coorganizer || !stranger) throw new Error("three members");
  await addCoorganizer(event.id, coorganizer.id);
  const admin = await createUser({ role: "admin" });
  const adminHeaders = (await loginAs(admin)).headers;
  await ask(ana, event.id);
  for (const action of ["approve", "decline"]) {
    expect((await batch(stranger, event.id, { action, userIds: [ana.id] })).status).toBe(403);
    expect((await apiJson("POST", `/events/batch/${event.id}`, { body: { action, userIds: [ana.id] } })).status).toBe(401);
  }
  const bad = [
    { action: "approve", userIds: [ana.id], message: "Un mot" },
    { action: "decline", userIds: [ana.id], message: "x".repeat(1001) },
    { action: "decline", userIds: [] },
    { action: "decline", userIds: [ana.id], message: "Bip\u0007" },
  ];
  for (const body of bad) expect((await batch(organizer, event.id, body)).status).toBe(400);
  expect(await statusOf(ana, event.id)).toMatchObject({ pending: true, declined: false });
  expect((await batch(coorganizer, event.id, { action: "decline", userIds: [ana.id] })).body).toEqual({ updated: 1 });
  expect((await batch({ headers: adminHeaders }, event.id, { action: "approve", userIds: [ana.id] })).body).toEqual({ updated: 1 });
  expect((await peopleOf(organizer, event.id)).attendees.map((person) => person.userId)).toEqual([ana.id]);
});

test("cancelling the event tells the people whose request waits, not those declined; the organizer's word is escaped in HTML", async () => {
  const { organizer, event } = await approvalEvent();
  const [ana, ben] = await Promise.all([createMember(), createMember()]);
  if (!ana || !ben) throw new Error("two members");
  await ask(ana, event.id);
  await ask(ben, event.id);
  await batch(organizer, event.id, { action: "decline", userIds: [ben.id], message: "<b>Non</b> & <script>alert(1)</script>" });
  const [declined] = (await mailsTo(ben.email)).filter((mail) => mail.kind === "registration-declined");
  expect(declined?.html).toContain("&lt;b&gt;Non&lt;/b&gt; &amp; &lt;script&gt;alert(1)&lt;/script&gt;");
  expect(declined?.html).not.toContain("<script>");
  expect((await apiJson("PUT", `/events/${event.id}`, { headers: organizer.headers, body: { status: "cancelled" } })).status).toBe(200);
  // Ana's request waited: the cancellation says her request ends, not a registration she never had.
  const anaMails = await mailsTo(ana.email);
  expect(anaMails.map((mail) => mail.kind)).toEqual(["registration-requested", "request-cancelled"]);
  expect(anaMails[1]?.text).toContain("Ta demande de participation s'arrête avec lui");
  expect(anaMails[1]?.text).not.toContain("inscription");
  expect((await mailsTo(ben.email)).map((mail) => mail.kind)).toEqual(["registration-requested", "registration-declined"]);
});

test("the CSV lists requests with their status, after the attendees", async () => {
  const { organizer, event } = await approvalEvent();
  const [ana, ben] = await Promise.all([createMember({ firstName: "Ana" }), createMember({ firstName: "Ben" })]);
  if (!ana || !ben) throw new Error("two members");
  await ask(ana, event.id);
  await ask(ben, event.id);
  await batch(organizer, event.id, { action: "decline", userIds: [ben.id] });
  const csv = await (await apiCall("GET", `/events/${event.id}/attendees.csv?lang=fr`, { headers: organizer.headers })).text();
  const lines = csv.trim().split(/\r?\n/);
  expect(lines.find((line) => line.includes(ana.email))).toContain("En attente de validation");
  expect(lines.find((line) => line.includes(ben.email))).toContain("Refusé");
});
