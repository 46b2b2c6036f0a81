import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { sendDueReminders } from "~/features/organize/reminders.server";
import { scheduled } from "../../workers/scheduled";
import { daysFromNow, hoursFromNow } from "../factories/dates";
import { attendAs, createOrganizeTaxonomies, eventInput, mailsTo, organizeEvent, ticketOf } from "../factories/organized-events";
import { createMember } from "../factories/users";
import { apiCall } from "../support/api-call";
import { eventNo, msOf, userNo } from "~/lib/compact-keys";

const reminder = { confirmation: "", reminder: "Pensez à votre vélo <et> à un antivol." };

/** An event starting `hours` from now, with attendees who registered three days ago unless said otherwise. */
async function eventStartingIn(hours: number, overrides: Record<string, unknown> = {}) {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const body = eventInput(taxonomies, { startDate: hoursFromNow(hours), endDate: hoursFromNow(hours + 2), emails: reminder, ...overrides });
  const event = await organizeEvent(organizer.headers, body);
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
  scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "* * * * *" }), env, ctx);
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
