import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { daysFromNow, hoursFromNow } from "../factories/dates";
import { createEvent } from "../factories/events";
import { createEventCircle } from "../factories/private-events";
import { createMember } from "../factories/users";
import { errorOf } from "../support/api-answers";
import { apiJson } from "../support/api-call";
import { userNo } from "~/lib/compact-keys";

/** Status and error code of an API answer. */
async function refusal(method: string, path: string, options: { headers?: Record<string, string>; body?: unknown } = {}) {
  const { status, body } = await apiJson(method, path, options);
  return { status, code: errorOf(body).code };
}

const NOT_FOUND = { status: 404, code: "event_not_found" };

/** Rows that name `userId` in the tables a registration, a like or a feedback writes. */
async function rowsOf(userId: string) {
  return env.DB.prepare(
    `SELECT (SELECT count(*) FROM attendees WHERE user_no = ${userNo("?1")}) + (SELECT count(*) FROM waitlist WHERE user_id = ?1)
       + (SELECT count(*) FROM likes WHERE user_id = ?1) + (SELECT count(*) FROM feedbacks WHERE user_id = ?1) AS n`,
  )
    .bind(userId)
    .first("n");
}

test("a stranger can neither attend, wait for, leave, like nor give feedback on a private event: 404, nothing stored", async () => {
  const event = await createEventCircle("prive-ecritures", { maxAttendees: 1 });
  const { headers, id } = event.stranger;
  expect(await refusal("POST", `/events/attend/${event.id}`, { headers })).toEqual(NOT_FOUND);
  expect(await refusal("POST", `/events/subscribe-attend/${event.id}`, { headers })).toEqual(NOT_FOUND);
  expect(await refusal("POST", `/events/waitlist/${event.id}`, { headers })).toEqual(NOT_FOUND);
  expect(await refusal("DELETE", `/events/waitlist/${event.id}`, { headers })).toEqual(NOT_FOUND);
  expect(await refusal("DELETE", `/events/attend/${event.id}`, { headers })).toEqual(NOT_FOUND);
  expect(await refusal("POST", `/events/feedback/${event.id}`, { headers, body: { rating: 5 } })).toEqual(NOT_FOUND);
  expect(await refusal("POST", "/likes", { headers, body: { event: event.id } })).toEqual({ status: 404, code: "like_target_not_found" });
  expect(await rowsOf(id)).toBe(0);
});

test("a guest cannot ask to attend a private event: 404 and no email", async () => {
  const event = await createEventCircle("prive-invite");
  const email = "curieux.prive@exemple.test";
  expect(await refusal("POST", `/events/subscribe-attend/${event.id}`, { body: { email } })).toEqual(NOT_FOUND);
  expect(await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE to_email = ?").bind(email).first("n")).toBe(0);
});

test("the people of a private event keep using it: its attendee, the person waiting, its owner and an admin", async () => {
  const event = await createEventCircle("prive-usage", { maxAttendees: 1 });
  const status = (headers: Record<string, string>) => apiJson("GET", `/events/attend/${event.id}/status`, { headers });
  expect(await status(event.attendee.headers)).toEqual({ status: 200, body: { registered: true, waitlisted: false, position: null } });
  expect(await status(event.waiting.headers)).toEqual({ status: 200, body: { registered: false, waitlisted: true, position: 1 } });
  expect(await apiJson("POST", "/likes", { headers: event.attendee.headers, body: { event: event.id } })).toEqual({
    status: 200,
    body: { event: event.id, liked: true },
  });
  expect((await apiJson("POST", "/likes", { headers: event.admin.headers, body: { event: event.id } })).status).toBe(200);
  expect((await apiJson("DELETE", `/events/waitlist/${event.id}`, { headers: event.waiting.headers })).status).toBe(200);
  expect((await apiJson("DELETE", `/events/attend/${event.id}`, { headers: event.attendee.headers })).status).toBe(200);
  expect(await apiJson("POST", `/events/attend/${event.id}`, { headers: event.owner.headers })).toMatchObject({ status: 200, body: { registered: true } });
});

test("feedback on a private event that has started: its attendee gives it, a stranger gets 404 rather than 403", async () => {
  const event = await createEventCircle("prive-avis", { startDate: hoursFromNow(-2) });
  expect(await apiJson("POST", `/events/feedback/${event.id}`, { headers: event.attendee.headers, body: { rating: 4 } })).toMatchObject({
    status: 200,
    body: { event: event.id, rating: 4 },
  });
  expect((await apiJson("GET", `/events/feedback/${event.id}/mine`, { headers: event.attendee.headers })).status).toBe(200);
  expect(await refusal("POST", `/events/feedback/${event.id}`, { headers: event.stranger.headers, body: { rating: 1 } })).toEqual(NOT_FOUND);
});

test("an event made private leaves the favorites of those who liked it and can no longer be liked by them", async () => {
  const eventId = await createEvent({ slug: "bientot-prive", title: "Bientôt privé", startDate: daysFromNow(15, 18) });
  const fan = await createMember();
  expect((await apiJson("POST", "/likes", { headers: fan.headers, body: { event: eventId } })).status).toBe(200);
  expect((await apiJson("GET", "/likes/events/list", { headers: fan.headers })).body).toMatchObject({ data: [{ _id: eventId }] });

  await env.DB.prepare("UPDATE events SET private = 1 WHERE id = ?").bind(eventId).run();
  expect((await apiJson("GET", "/likes/events/list", { headers: fan.headers })).body).toEqual({ data: [] });
  expect(await refusal("POST", "/likes", { headers: fan.headers, body: { event: eventId } })).toEqual({ status: 404, code: "like_target_not_found" });
});
