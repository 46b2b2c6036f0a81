import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
import { backdateRotation } from "../../factories/users";
import { callWorker } from "./support/call-worker";
import { createEventOf, eventInput } from "../../factories/organized-events";
import { createPerson, createWorld, registerAttendee, type Person } from "./support/world";
import { eventNo } from "~/lib/compact-keys";

const JSON_TYPE = { "Content-Type": "application/json" };
const AnswerSchema = v.object({ registered: v.boolean(), waitlisted: v.boolean(), position: v.nullable(v.number()) });

/** `count` confirmed members, logged in. */
const members = (count: number) => Promise.all(Array.from({ length: count }, () => createPerson()));

/** Each member sends `request` at the same moment; the answers' statuses and JSON bodies, in the members' order. */
async function together(people: Person[], request: (person: Person) => { method: string; path: string; body?: unknown }) {
  return Promise.all(
    people.map(async (person) => {
      const { method, path, body } = request(person);
      const payload = method === "GET" ? undefined : JSON.stringify(body ?? {});
      const response = await callWorker(path, { method, headers: { ...person.headers, ...JSON_TYPE }, body: payload });
      return { status: response.status, body: await response.text() };
    }),
  );
}

const count = async (sql: string, ...values: unknown[]) =>
  Number(
    await env.DB.prepare(sql)
      .bind(...values)
      .first("n"),
  );

test("60 members attending 5 places at the same instant: exactly 5 are in, the others are told it is full, no 5xx", async () => {
  const world = await createWorld();
  const event = await createEventOf(world.owner, eventInput(world.taxonomies, { maxAttendees: 5 }));
  const crowd = await members(60);

  const answers = await together(crowd, () => ({ method: "POST", path: `/api/v1/events/attend/${event.id}`, body: { lang: "fr", transactionnal: false } }));

  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
  expect(statuses.filter((status) => status === 200)).toHaveLength(5);
  expect(answers.filter((answer) => answer.status !== 200).every((answer) => answer.status === 409 && answer.body.includes('"event_full"'))).toBe(true);
  expect(await count(`SELECT count(*) AS n FROM attendees WHERE event_no = ${eventNo("?1")}`, event.id)).toBe(5);
  expect(await count("SELECT attendees_count AS n FROM events WHERE id = ?", event.id)).toBe(5);
});

test("members joining a full event's waitlist at the same instant get different positions, 1 to 30, and keep them", async () => {
  const world = await createWorld();
  // Three storms: two joins in the same millisecond are what repeated a position (docs/security.md "Waitlist").
  for (let round = 0; round < 3; round++) {
    const event = await createEventOf(world.owner, eventInput(world.taxonomies, { maxAttendees: 1 }));
    await registerAttendee(event.id, world.attendee.id);
    const crowd = await members(30);

    const answers = await together(crowd, () => ({ method: "POST", path: `/api/v1/events/waitlist/${event.id}`, body: { lang: "fr" } }));

    expect(answers.map((answer) => answer.status).filter((status) => status !== 200)).toEqual([]);
    const told = answers.map((answer) => v.parse(AnswerSchema, JSON.parse(answer.body)).position ?? 0);
    expect([...told].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const now = await together(crowd, () => ({ method: "GET", path: `/api/v1/events/attend/${event.id}/status` }));
    expect(now.map((answer) => v.parse(AnswerSchema, JSON.parse(answer.body)).position)).toEqual(told);
  }
});

test("40 likes of one event at the same instant: each member likes it once, the count is exact, no 5xx", async () => {
  const { event } = await createWorld();
  const crowd = await members(40);

  const answers = await together([...crowd, ...crowd], () => ({ method: "POST", path: "/api/v1/likes", body: { event: event.id } }));

  expect(answers.map((answer) => answer.status).filter((status) => status !== 200)).toEqual([]);
  expect(await count("SELECT count(*) AS n FROM likes WHERE target_id = ?", event.id)).toBe(40);
});

const TokensSchema = v.object({ token: v.string(), refreshToken: v.string() });

/** POST /auth/local/token with the refresh token in the body, as an API client sends it. */
async function refresh(refreshToken: string) {
  const response = await callWorker("/api/v1/auth/local/token", { method: "POST", headers: JSON_TYPE, body: JSON.stringify({ refreshToken }) });
  return { status: response.status, text: await response.text() };
}

test("tabs refreshing the same session at once all get the same new pair, which works; the old token past the grace window ends the session", async () => {
  const person = await createPerson();

  const answers = await Promise.all(Array.from({ length: 6 }, () => refresh(person.refreshToken)));

  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
  const pairs = answers.map((answer) => v.parse(TokensSchema, JSON.parse(answer.text)));
  expect(new Set(pairs.map((pair) => pair.refreshToken)).size).toBe(1);
  const [pair] = pairs;
  if (!pair) throw new Error("no pair");
  expect((await callWorker("/api/v1/users/me", { headers: { Authorization: `Bearer ${pair.token}` } })).status).toBe(200);
  // docs/architecture.md §5: reuse of a rotated token after the grace window revokes the whole family.
  await backdateRotation(person.refreshToken, 60);
  expect((await refresh(person.refreshToken)).status).toBe(401);
  expect((await refresh(pair.refreshToken)).status).toBe(401);
});

test("pages of two tabs loading at once with only the refresh cookie are both served, and both get the same renewed cookies", async () => {
  const person = await createPerson();
  const refreshCookie = person.cookie.split("; ").find((cookie) => cookie.startsWith("refresh="));

  const responses = await Promise.all(Array.from({ length: 4 }, () => callWorker("/api/v1/users/me", { headers: { Cookie: refreshCookie ?? "" } })));

  expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
  const renewed = responses.map(
    (response) =>
      response.headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith("refresh="))
        ?.split(";")[0],
  );
  expect(renewed.every((cookie) => cookie !== undefined && cookie === renewed[0])).toBe(true);
});
