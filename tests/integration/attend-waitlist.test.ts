import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
import { daysFromNow } from "../factories/dates";
import { createEvent } from "../factories/events";
import { createMember } from "../factories/users";
import { errorOf } from "../support/api-answers";
import { apiJson } from "../support/api-call";
import { eventNo, userNo } from "~/lib/compact-keys";

const FUTURE = daysFromNow(30, 18);

async function fullEvent(slug: string, places: number) {
  const eventId = await createEvent({ slug, title: `Complet ${slug}`, startDate: FUTURE, translations: { es: `Completo ${slug}` } });
  await env.DB.prepare("UPDATE events SET max_attendees = ? WHERE id = ?").bind(places, eventId).run();
  const attendees = await Promise.all(Array.from({ length: places }, () => createMember()));
  for (const attendee of attendees) expect((await apiJson("POST", `/events/attend/${eventId}`, { headers: attendee.headers })).status).toBe(200);
  return { eventId, attendees };
}

const status = (registered: boolean, position: number | null) => ({ registered, waitlisted: position !== null, position });

test("the waitlist opens only when the event is full, and keeps arrival order", async () => {
  const eventId = await createEvent({ slug: "pas-complet", title: "Pas complet", startDate: FUTURE });
  await env.DB.prepare("UPDATE events SET max_attendees = 2 WHERE id = ?").bind(eventId).run();
  const early = await createMember();
  const notFull = await apiJson("POST", `/events/waitlist/${eventId}`, { headers: early.headers });
  expect(notFull.status).toBe(409);
  expect(errorOf(notFull.body).code).toBe("event_not_full");

  const { eventId: full, attendees } = await fullEvent("complet", 2);
  const [first, second] = [await createMember(), await createMember()];
  expect(await apiJson("POST", `/events/waitlist/${full}`, { headers: first.headers })).toEqual({ status: 200, body: status(false, 1) });
  expect(await apiJson("POST", `/events/waitlist/${full}`, { headers: second.headers })).toEqual({ status: 200, body: status(false, 2) });
  expect(await apiJson("POST", `/events/waitlist/${full}`, { headers: first.headers })).toEqual({ status: 200, body: status(false, 1) });
  expect(await apiJson("GET", `/events/attend/${full}/status`, { headers: second.headers })).toEqual({ status: 200, body: status(false, 2) });

  const attendee = attendees[0];
  if (!attendee) throw new Error("no attendee");
  const registered = await apiJson("POST", `/events/waitlist/${full}`, { headers: attendee.headers });
  expect(errorOf(registered.body).code).toBe("already_registered");

  const fullAttend = await apiJson("POST", `/events/attend/${full}`, { headers: first.headers });
  expect(fullAttend.status).toBe(409);
  expect(errorOf(fullAttend.body).code).toBe("event_full");
});

test("leaving the waitlist moves the people behind up, and is idempotent", async () => {
  const { eventId } = await fullEvent("depart", 1);
  const [first, second] = [await createMember(), await createMember()];
  await apiJson("POST", `/events/waitlist/${eventId}`, { headers: first.headers });
  await apiJson("POST", `/events/waitlist/${eventId}`, { headers: second.headers });
  expect(await apiJson("DELETE", `/events/waitlist/${eventId}`, { headers: first.headers })).toEqual({ status: 200, body: status(false, null) });
  expect(await apiJson("DELETE", `/events/waitlist/${eventId}`, { headers: first.headers })).toEqual({ status: 200, body: status(false, null) });
  expect((await apiJson("GET", `/events/attend/${eventId}/status`, { headers: second.headers })).body).toEqual(status(false, 1));
});

test("unattending frees the place for the first person waiting, who gets an email in their language", async () => {
  const { eventId, attendees } = await fullEvent("liberation", 2);
  const [first, second] = [await createMember({ lang: "es" }), await createMember()];
  await apiJson("POST", `/events/waitlist/${eventId}`, { headers: first.headers, body: { lang: "es" } });
  await apiJson("POST", `/events/waitlist/${eventId}`, { headers: second.headers });
  const leaving = attendees[0];
  if (!leaving) throw new Error("no attendee");

  expect(await apiJson("DELETE", `/events/attend/${eventId}`, { headers: leaving.headers })).toEqual({ status: 200, body: status(false, null) });

  expect((await apiJson("GET", `/events/attend/${eventId}/status`, { headers: first.headers })).body).toEqual(status(true, null));
  expect((await apiJson("GET", `/events/attend/${eventId}/status`, { headers: second.headers })).body).toEqual(status(false, 1));
  const counts = await env.DB.prepare(
    "SELECT attendees_count AS counter, (SELECT count(*) FROM attendees a WHERE a.event_no = events.no) AS rows, (SELECT count(*) FROM waitlist WHERE event_id = ?1) AS waiting FROM events WHERE id = ?1",
  )
    .bind(eventId)
    .first();
  expect(counts).toEqual({ counter: 2, rows: 2, waiting: 1 });

  const mail = v.parse(
    v.object({ kind: v.string(), lang: v.string(), subject: v.string(), attachments: v.string() }),
    await env.DB.prepare("SELECT kind, lang, subject, attachments FROM outbox WHERE to_email = ?").bind(first.email).first(),
  );
  expect(mail).toMatchObject({ kind: "waitlist-promotion", lang: "es", subject: "Se ha liberado una plaza: participas en Completo liberation" });
  expect(mail.attachments).toContain("BEGIN:VCALENDAR");
  expect(await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE to_email = ?").bind(second.email).first("n")).toBe(0);
});

test("a stranger cannot change someone else's waitlist place; getting in by attending leaves the waitlist", async () => {
  const { eventId, attendees } = await fullEvent("croisement", 1);
  const waiting = await createMember();
  const stranger = await createMember();
  await apiJson("POST", `/events/waitlist/${eventId}`, { headers: waiting.headers });

  expect((await apiJson("DELETE", `/events/waitlist/${eventId}`, { headers: stranger.headers })).body).toEqual(status(false, null));
  expect((await apiJson("GET", `/events/attend/${eventId}/status`, { headers: waiting.headers })).body).toEqual(status(false, 1));

  const leaving = attendees[0];
  if (!leaving) throw new Error("no attendee");
  // A row removed behind the API's back (an account deleted by cascade): capacity counts rows, the counter heals.
  await env.DB.prepare(`DELETE FROM attendees WHERE event_no = ${eventNo("?1")} AND user_no = ${userNo("?2")}`)
    .bind(eventId, leaving.id)
    .run();
  expect((await apiJson("POST", `/events/attend/${eventId}`, { headers: waiting.headers })).body).toEqual(status(true, null));
  expect(await env.DB.prepare("SELECT count(*) AS n FROM waitlist WHERE event_id = ?").bind(eventId).first("n")).toBe(0);
  expect(await env.DB.prepare("SELECT attendees_count FROM events WHERE id = ?").bind(eventId).first("attendees_count")).toBe(1);
});

test("three attendees leaving at once promote exactly the first three waiting, never more than the places", async () => {
  const { eventId, attendees } = await fullEvent("grand-depart", 4);
  const waiting = await Promise.all(Array.from({ length: 5 }, () => createMember()));
  for (const person of waiting) await apiJson("POST", `/events/waitlist/${eventId}`, { headers: person.headers });

  await Promise.all(attendees.slice(0, 3).map((attendee) => apiJson("DELETE", `/events/attend/${eventId}`, { headers: attendee.headers })));

  const statuses = await Promise.all(
    waiting.map(async (person) => (await apiJson("GET", `/events/attend/${eventId}/status`, { headers: person.headers })).body),
  );
  expect(statuses).toEqual([status(true, null), status(true, null), status(true, null), status(false, 1), status(false, 2)]);
  const counts = await env.DB.prepare(
    "SELECT attendees_count AS counter, (SELECT count(*) FROM attendees a WHERE a.event_no = events.no) AS rows FROM events WHERE id = ?1",
  )
    .bind(eventId)
    .first();
  expect(counts).toEqual({ counter: 4, rows: 4 });
  const { results } = await env.DB.prepare("SELECT to_email FROM outbox WHERE kind = 'waitlist-promotion' AND to_email IN (SELECT value FROM json_each(?))")
    .bind(JSON.stringify(waiting.map((person) => person.email)))
    .all();
  expect(results.map((row) => row.to_email).sort()).toEqual(
    waiting
      .slice(0, 3)
      .map((person) => person.email)
      .sort(),
  );
});
