import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { hoursFromNow } from "../factories/dates";
import { createEvent } from "../factories/events";
import { createMember } from "../factories/users";
import type { CallOptions } from "../support/api-call";
import { describedJson } from "../support/api-contract";
import { eventNo, userNo } from "~/lib/compact-keys";

/** An event with `attendee` registered straight in D1 (attending through the API refuses past events). */
async function eventAttendedBy(slug: string, startDate: string, attendee: { id: string }, status: "active" | "cancelled" = "active") {
  const eventId = await createEvent({ slug, title: slug, startDate, status });
  await env.DB.batch([
    env.DB.prepare(`INSERT INTO attendees (event_no, user_no) VALUES (${eventNo("?1")}, ${userNo("?2")})`).bind(eventId, attendee.id),
    env.DB.prepare("UPDATE events SET attendees_count = 1 WHERE id = ?").bind(eventId),
  ]);
  return eventId;
}

/** A call whose answer, refusals included, must match the API's description (docs/decisions/026-openapi-from-schemas.md). */
async function apiJson(method: string, path: string, options: CallOptions = {}) {
  const { status, body, problems } = await describedJson(method, path, options);
  expect(problems).toEqual([]);
  return { status, body };
}

const feedbacksCount = (eventId: string) => env.DB.prepare("SELECT feedbacks_count FROM events WHERE id = ?").bind(eventId).first("feedbacks_count");

test("an attendee gives feedback once the event has started, and editing it keeps one feedback", async () => {
  const lea = await createMember();
  const eventId = await eventAttendedBy("atelier-passe", hoursFromNow(-2), lea);

  const given = await apiJson("POST", `/events/feedback/${eventId}`, { headers: lea.headers, body: { rating: 4, text: "  Très chouette atelier  " } });
  expect(given).toMatchObject({ status: 200, body: { event: eventId, rating: 4, text: "Très chouette atelier" } });
  expect(await feedbacksCount(eventId)).toBe(1);

  const edited = await apiJson("POST", `/events/feedback/${eventId}`, { headers: lea.headers, body: { rating: 5 } });
  expect(edited).toMatchObject({ status: 200, body: { event: eventId, rating: 5, text: "" } });
  expect(await feedbacksCount(eventId)).toBe(1);
  expect(await env.DB.prepare("SELECT count(*) AS n FROM feedbacks WHERE event_id = ?").bind(eventId).first("n")).toBe(1);

  expect(await apiJson("GET", `/events/feedback/${eventId}/mine`, { headers: lea.headers })).toEqual({ status: 200, body: edited.body });
});

test("feedback is refused before the start, on cancelled events, and to people who did not attend", async () => {
  const lea = await createMember();
  const upcoming = await eventAttendedBy("a-venir", hoursFromNow(2), lea);
  const cancelled = await eventAttendedBy("annule", hoursFromNow(-2), lea, "cancelled");
  const stranger = await createMember();
  const past = await eventAttendedBy("passe-sans-sam", hoursFromNow(-2), lea);

  expect(await apiJson("POST", `/events/feedback/${upcoming}`, { headers: lea.headers, body: { rating: 3 } })).toMatchObject({
    status: 409,
    body: { error: { code: "event_not_started" } },
  });
  expect(await apiJson("POST", `/events/feedback/${cancelled}`, { headers: lea.headers, body: { rating: 3 } })).toMatchObject({
    status: 409,
    body: { error: { code: "event_cancelled" } },
  });
  expect(await apiJson("POST", `/events/feedback/${past}`, { headers: stranger.headers, body: { rating: 1 } })).toMatchObject({
    status: 403,
    body: { error: { code: "not_attendee" } },
  });
  expect((await apiJson("POST", "/events/feedback/inconnu", { headers: lea.headers, body: { rating: 3 } })).status).toBe(404);
  expect((await apiJson("POST", `/events/feedback/${past}`, { body: { rating: 3 } })).status).toBe(401);
  expect(await feedbacksCount(past)).toBe(0);
});

test("ratings are whole numbers from 1 to 5 and texts at most 2000 characters", async () => {
  const lea = await createMember();
  const eventId = await eventAttendedBy("validation", hoursFromNow(-2), lea);
  for (const body of [{ rating: 0 }, { rating: 6 }, { rating: 4.5 }, { rating: "5" }, {}, { rating: 3, text: "x".repeat(2001) }]) {
    expect((await apiJson("POST", `/events/feedback/${eventId}`, { headers: lea.headers, body })).status).toBe(400);
  }
  expect((await apiJson("POST", `/events/feedback/${eventId}`, { headers: lea.headers, body: { rating: 3, text: "x".repeat(2000) } })).status).toBe(200);
});

test("a stranger cannot see or change someone else's feedback", async () => {
  const lea = await createMember();
  const sam = await createMember();
  const eventId = await eventAttendedBy("prive", hoursFromNow(-2), lea);
  await apiJson("POST", `/events/feedback/${eventId}`, { headers: lea.headers, body: { rating: 2, text: "Bof" } });

  expect(await apiJson("GET", `/events/feedback/${eventId}/mine`, { headers: sam.headers })).toMatchObject({
    status: 404,
    body: { error: { code: "feedback_not_found" } },
  });
  expect((await apiJson("POST", `/events/feedback/${eventId}`, { headers: sam.headers, body: { rating: 5 } })).status).toBe(403);
  expect((await apiJson("GET", `/events/feedback/${eventId}/mine`, { headers: lea.headers })).body).toMatchObject({ rating: 2, text: "Bof" });
  expect((await apiJson("GET", `/events/feedback/${eventId}/mine`)).status).toBe(401);
});
