import { env, exports } from "cloudflare:workers";
import { expect, test } from "vitest";
import { createEvent } from "../factories/events";
import { createUser, loginAs } from "../factories/users";

const FUTURE = "2031-03-01T18:00:00.000Z";

async function attend(eventId: string, headers: Record<string, string>, method = "POST") {
  const response = await exports.default.fetch(`http://localhost/api/v1/events/attend/${eventId}`, { method, headers });
  return { status: response.status, body: await response.json() };
}

async function counts(eventId: string) {
  const [rows, event] = await env.DB.batch([
    env.DB.prepare("SELECT count(*) AS n FROM attendees WHERE event_id = ?").bind(eventId),
    env.DB.prepare("SELECT attendees_count AS n FROM events WHERE id = ?").bind(eventId),
  ]);
  return { rows: rows?.results[0], counter: event?.results[0] };
}

test("20 people asking at once for 5 places: exactly 5 get in, and attendees_count equals the rows", async () => {
  const eventId = await createEvent({ slug: "cinq-places", title: "Cinq places", startDate: FUTURE });
  await env.DB.prepare("UPDATE events SET max_attendees = 5 WHERE id = ?").bind(eventId).run();
  const sessions = await Promise.all(Array.from({ length: 20 }, async () => (await loginAs(await createUser())).headers));

  const results = await Promise.all(sessions.map((headers) => attend(eventId, headers)));

  const statuses = results.map((result) => result.status).sort();
  expect(statuses.filter((status) => status === 200)).toHaveLength(5);
  expect(statuses.filter((status) => status === 409)).toHaveLength(15);
  expect(results.filter((result) => result.status === 409).map((result) => result.body)).toContainEqual({
    error: { code: "event_full", message: expect.stringContaining("waitlist") },
  });
  expect(await counts(eventId)).toEqual({ rows: { n: 5 }, counter: { n: 5 } });
  const mails = await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE kind = 'attend-confirmation'").first("n");
  expect(mails).toBe(5);
});

test("attending twice answers 200 both times, counts once and sends one email", async () => {
  const eventId = await createEvent({ slug: "deux-fois", title: "Deux fois", startDate: FUTURE });
  const user = await createUser();
  const { headers } = await loginAs(user);

  const [first, second] = await Promise.all([attend(eventId, headers), attend(eventId, headers)]);
  const third = await attend(eventId, headers);

  for (const result of [first, second, third]) {
    expect(result).toEqual({ status: 200, body: { registered: true, waitlisted: false, position: null } });
  }
  expect(await counts(eventId)).toEqual({ rows: { n: 1 }, counter: { n: 1 } });
  expect(await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE to_email = ?").bind(user.email).first("n")).toBe(1);
});

test("an event without a maximum (max_attendees = 0) takes everyone", async () => {
  const eventId = await createEvent({ slug: "sans-limite", title: "Sans limite", startDate: FUTURE });
  const sessions = await Promise.all(Array.from({ length: 8 }, async () => (await loginAs(await createUser())).headers));
  const results = await Promise.all(sessions.map((headers) => attend(eventId, headers)));
  expect(results.every((result) => result.status === 200)).toBe(true);
  expect(await counts(eventId)).toEqual({ rows: { n: 8 }, counter: { n: 8 } });
});

test("unattending frees the place in the same transaction, and is idempotent", async () => {
  const eventId = await createEvent({ slug: "une-place", title: "Une place", startDate: FUTURE });
  await env.DB.prepare("UPDATE events SET max_attendees = 1 WHERE id = ?").bind(eventId).run();
  const first = (await loginAs(await createUser())).headers;
  const second = (await loginAs(await createUser())).headers;

  expect((await attend(eventId, first)).status).toBe(200);
  expect((await attend(eventId, second)).status).toBe(409);
  for (let i = 0; i < 2; i++) {
    expect(await attend(eventId, first, "DELETE")).toEqual({ status: 200, body: { registered: false, waitlisted: false, position: null } });
  }
  expect(await counts(eventId)).toEqual({ rows: { n: 0 }, counter: { n: 0 } });
  expect((await attend(eventId, second)).status).toBe(200);
  expect(await counts(eventId)).toEqual({ rows: { n: 1 }, counter: { n: 1 } });
});
