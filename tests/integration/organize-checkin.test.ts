import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { attendAs, createOrganizeTaxonomies, eventInput, organizeEvent, ticketOf, waitAs } from "../factories/organized-events";
import { createMember } from "../factories/users";
import { errorOf } from "../support/api-answers";
import { apiJson } from "../support/api-call";
import { eventNo, isoOf, userNo } from "~/lib/compact-keys";

type CheckIn = { attendee: { userId: string; checkedInAt: string | null; ticket: string }; alreadyCheckedIn: boolean };

async function eventWithAttendee(places = 0) {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const event = await organizeEvent(organizer.headers, eventInput(taxonomies, { maxAttendees: places }));
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
