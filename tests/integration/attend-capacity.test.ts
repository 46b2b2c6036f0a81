import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { daysFromNow } from "../factories/dates";
import { createEvent } from "../factories/events";
import { createMember } from "../factories/users";
import { apiJson } from "../support/api-call";
import { eventNo } from "~/lib/compact-keys";

const FUTURE = daysFromNow(30, 18);

const attend = (eventId: string, headers: Record<string, string>, method = "POST") => apiJson(method, `/events/attend/${eventId}`, { headers });

async function counts(eventId: string) {
  const [rows, event] = await env.DB.batch([
    env.DB.prepare(`SELECT count(*) AS n FROM attendees WHERE event_no = ${eventNo("?1")}`).bind(eventId),
    env.DB.prepare("SELECT attendees_count AS n FROM events WHERE id = ?").bind(eventId),
  ]);
  return { rows: rows?.results[0], counter: event?.results[0] };
}

test("20 people asking at once for 5 places: exactly 5 get in, and attendees_count equals the rows", async () => {
  const eventId = await createEvent({ slug: "cinq-places", title: "Cinq places", startDate: FUTURE });
  await env.DB.prepare("UPDATE events SET max_attendees = 5 WHERE id = ?").bind(eventId).run();
  const members = await Promise.all(Array.from({ length: 20 }, () => createMember()));

  const results = await Promise.all(members.map(({ headers }) => attend(eventId, headers)));

  const statuses = results.map((result) => result.status).sort();
  expect(statuses.filter((status) => status === 200)).toHaveLength(5);
  expect(statuses.filter((status) => status === 409)).toHaveLength(15);
  expect(results.filter((result) => result.status === 409).map((result) => result.body)).toContainEqual({
    error: { code: "event_full", message: expect.stringContaining("waitlist") },
  });
  expect(await counts(eventId)).toEqual({ rows: { n: 5 }, counter: { n: 5 } });
  const mails = await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE kind = 'attend-confirmation' AND to_email IN (SELECT value FROM json_each(?))")
    .bind(JSON.stringify(members.map(({ email }) => email)))
    .first("n");
  expect(mails).toBe(5);
});

test("attending twice answers 200 both times, counts once and sends one email", async () => {
  const eventId = await createEvent({ slug: "deux-fois", title: "Deux fois", startDate: FUTURE });
  const { email, headers } = await createMember();

  const [first, second] = await Promise.all([attend(eventId, headers), attend(eventId, headers)]);
  const third = await attend(eventId, headers);

  for (const result of [first, second, third]) {
    expect(result).toEqual({ status: 200, body: { registered: true, waitlisted: false, position: null } });
  }
  expect(await counts(eventId)).toEqual({ rows: { n: 1 }, counter: { n: 1 } });
  expect(await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE to_email = ?").bind(email).first("n")).toBe(1);
});

test("an event without a maximum (max_attendees = 0) takes everyone", async () => {
  const eventId = await createEvent({ slug: "sans-limite", title: "Sans limite", startDate: FUTURE });
  const members = await Promise.all(Array.from({ length: 8 }, () => createMember()));
  const results = await Promise.all(members.map(({ headers }) => attend(eventId, headers)));
  expect(results.every((result) => result.status === 200)).toBe(true);
  expect(await counts(eventId)).toEqual({ rows: { n: 8 }, counter: { n: 8 } });
});

test("unattending frees the place in the same transaction, and is idempotent", async () => {
  const eventId = await createEvent({ slug: "une-place", title: "Une place", startDate: FUTURE });
  await env.DB.prepare("UPDATE events SET max_attendees = 1 WHERE id = ?").bind(eventId).run();
  const first = (await createMember()).headers;
  const second = (await createMember()).headers;

  expect((await attend(eventId, first)).status).toBe(200);
  expect((await attend(eventId, second)).status).toBe(409);
  for (let i = 0; i < 2; i++) {
    expect(await attend(eventId, first, "DELETE")).toEqual({ status: 200, body: { registered: false, waitlisted: false, position: null } });
  }
  expect(await counts(eventId)).toEqual({ rows: { n: 0 }, counter: { n: 0 } });
  expect((await attend(eventId, second)).status).toBe(200);
  expect(await counts(eventId)).toEqual({ rows: { n: 1 }, counter: { n: 1 } });
});
