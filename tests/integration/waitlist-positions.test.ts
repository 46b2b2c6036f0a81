import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
import { daysFromNow } from "../factories/dates";
import { createEvent } from "../factories/events";
import { addRegistration } from "../factories/organize-reads";
import { createMember, createUser } from "../factories/users";
import { apiJson } from "../support/api-call";

const AttendanceSchema = v.object({ registered: v.boolean(), waitlisted: v.boolean(), position: v.nullable(v.number()) });

/** An event with one place, taken: whoever comes next waits. */
async function fullEvent(slug: string) {
  const eventId = await createEvent({ slug, title: `Complet ${slug}`, startDate: daysFromNow(30, 18) });
  await env.DB.prepare("UPDATE events SET max_attendees = 1 WHERE id = ?").bind(eventId).run();
  await addRegistration(eventId, (await createUser()).id, daysFromNow(-1));
  return eventId;
}

test("people who join a waitlist at the same instant get the places 1 to n, each once", async () => {
  const eventId = await fullEvent("file-simultanee");
  const people = await Promise.all(Array.from({ length: 25 }, () => createMember()));
  const answers = await Promise.all(people.map((person) => apiJson("POST", `/events/waitlist/${eventId}`, { headers: person.headers })));
  expect(answers.map((answer) => answer.status)).toEqual(people.map(() => 200));
  const positions = answers.map((answer) => v.parse(AttendanceSchema, answer.body).position);
  expect([...positions].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(people.map((_, index) => index + 1));

  // The place each one was told is the place they keep: nobody who came later passed them.
  const statuses = await Promise.all(people.map((person) => apiJson("GET", `/events/attend/${eventId}/status`, { headers: person.headers })));
  expect(statuses.map((status) => v.parse(AttendanceSchema, status.body).position)).toEqual(positions);
});

test("the freed place goes to the first person who joined, and the others move up by one", async () => {
  const eventId = await fullEvent("file-liberee");
  const people = await Promise.all(Array.from({ length: 5 }, () => createMember()));
  const answers = await Promise.all(people.map((person) => apiJson("POST", `/events/waitlist/${eventId}`, { headers: person.headers })));
  const positions = answers.map((answer) => v.parse(AttendanceSchema, answer.body).position ?? 0);
  const first = people[positions.indexOf(1)];
  if (!first) throw new Error("nobody got the first place");

  await env.DB.prepare("UPDATE events SET max_attendees = 2 WHERE id = ?").bind(eventId).run();
  const seat = await createMember();
  await apiJson("POST", `/events/attend/${eventId}`, { headers: seat.headers });
  expect((await apiJson("DELETE", `/events/attend/${eventId}`, { headers: seat.headers })).status).toBe(200);

  expect((await apiJson("GET", `/events/attend/${eventId}/status`, { headers: first.headers })).body).toEqual({
    registered: true,
    waitlisted: false,
    position: null,
    pending: false,
    declined: false,
  });
  const after = await Promise.all(people.map((person) => apiJson("GET", `/events/attend/${eventId}/status`, { headers: person.headers })));
  expect(after.map((status) => v.parse(AttendanceSchema, status.body).position)).toEqual(positions.map((position) => (position === 1 ? null : position - 1)));
});
