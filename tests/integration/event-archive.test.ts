import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
import { archiveGoneEvents, ARCHIVE_BATCH, copyDueEvents } from "~/features/events/event-archive.server";
import { ATTENDEES_A_STATEMENT, writeArchiveCopy } from "~/features/events/event-archive.db.server";
import { eventNo, userNo } from "~/lib/compact-keys";
import { RETENTION_CRON, scheduled } from "../../workers/scheduled";
import { daysFromNow } from "../factories/dates";
import { createEvent } from "../factories/events";
import { createMember, createUser } from "../factories/users";
import { apiJson, workerFetch } from "../support/api-call";

const DAY = 86_400_000;
const count = async (db: D1Database, sql: string, ...params: unknown[]) =>
  v.parse(
    v.object({ n: v.number() }),
    await db
      .prepare(sql)
      .bind(...params)
      .first(),
  ).n;

/** An event that ended `daysAgo` days ago, with `attendees` members registered and an owner; its id, slug and people. */
async function pastEvent(slug: string, daysAgo: number, attendees: number, extra: { private?: boolean; status?: "active" | "cancelled" } = {}) {
  const end = Date.now() - daysAgo * DAY;
  const id = await createEvent({
    slug,
    title: `Atelier ${slug}`,
    startDate: new Date(end - 3 * 3_600_000).toISOString(),
    endDate: new Date(end).toISOString(),
    ...extra,
  });
  const owner = await createMember();
  await env.DB.prepare("INSERT INTO event_organizers (event_id, user_id, role) VALUES (?, ?, 'owner')").bind(id, owner.id).run();
  const people = await Promise.all(Array.from({ length: attendees }, () => createUser({ password: null })));
  for (const person of people) {
    await env.DB.prepare(`INSERT INTO attendees (event_no, user_no, lang) VALUES (${eventNo("?1")}, ${userNo("?2")}, 'fr')`)
      .bind(id, person.id)
      .run();
  }
  return { id, slug, owner, people };
}

/** Rows of the event's attendees and organizers, in DB and in the archive. */
async function rowsOf(id: string) {
  const no = await count(env.DB, "SELECT coalesce((SELECT no FROM events WHERE id = ?1), (SELECT 0)) AS n", id);
  const archivedNo = await count(env.ARCHIVE, "SELECT coalesce((SELECT no FROM archived_events WHERE id = ?1), 0) AS n", id);
  return {
    inDb: no > 0,
    inArchive: archivedNo > 0,
    dbAttendees: await count(env.DB, "SELECT count(*) AS n FROM attendees WHERE event_no = ?1", no),
    archivedAttendees: await count(env.ARCHIVE, "SELECT count(*) AS n FROM archived_attendees WHERE event_no = ?1", archivedNo),
    archivedOrganizers: await count(env.ARCHIVE, "SELECT count(*) AS n FROM archived_organizers WHERE event_no = ?1", archivedNo),
    texts: await count(env.DB, "SELECT count(*) AS n FROM event_translations WHERE event_id = ?1", id),
  };
}

test("a day's gone events move to the archive; a run stopped after its copy is rerun, and every row is counted on both sides", async () => {
  const gone = [await pastEvent("gone-a", 400, 3), await pastEvent("gone-b", 401, 5), await pastEvent("gone-c", 402, 0, { status: "cancelled" })];
  const recent = await pastEvent("recent", 30, 2);
  const upcomingId = await createEvent({ slug: "upcoming", title: "À venir", startDate: daysFromNow(10) });
  const dbEvents = await count(env.DB, "SELECT count(*) AS n FROM events");
  const dbAttendees = await count(env.DB, "SELECT count(*) AS n FROM attendees");
  const now = new Date();

  // The run stops between its copy and its removal: the events are in both databases.
  expect((await copyDueEvents(env, now)).length).toBe(3);
  for (const event of gone) expect(await rowsOf(event.id)).toMatchObject({ inDb: true, inArchive: true, archivedOrganizers: 1 });
  expect(await count(env.ARCHIVE, "SELECT count(*) AS n FROM archived_attendees")).toBe(8);
  // Meanwhile a registration is taken back: the rerun's copy has it no more.
  await env.DB.prepare(`DELETE FROM attendees WHERE event_no = ${eventNo("?1")} AND user_no = ${userNo("?2")}`)
    .bind(gone[1]?.id, gone[1]?.people[0]?.id)
    .run();

  expect(await archiveGoneEvents(env, now)).toBe(3);
  for (const event of gone) expect(await rowsOf(event.id)).toMatchObject({ inDb: false, inArchive: true, dbAttendees: 0, texts: 0 });
  expect(await count(env.ARCHIVE, "SELECT count(*) AS n FROM archived_events")).toBe(3);
  expect(await count(env.ARCHIVE, "SELECT count(*) AS n FROM archived_attendees")).toBe(7);
  expect(await count(env.ARCHIVE, "SELECT count(*) AS n FROM archived_organizers")).toBe(3);
  // Nothing lost, nothing twice: what left DB is what the archive holds.
  expect(await count(env.DB, "SELECT count(*) AS n FROM events")).toBe(dbEvents - 3);
  expect(await count(env.DB, "SELECT count(*) AS n FROM attendees")).toBe(dbAttendees - 1 - 7);
  expect(await rowsOf(recent.id)).toMatchObject({ inDb: true, inArchive: false, dbAttendees: 2 });
  expect(await count(env.DB, "SELECT count(*) AS n FROM events WHERE id = ?1", upcomingId)).toBe(1);
  // The search index lost their texts with them.
  expect(await count(env.DB, "SELECT count(*) AS n FROM events_fts WHERE events_fts MATCH 'gone'")).toBe(0);

  // Nothing is due any more: a run changes nothing.
  expect(await archiveGoneEvents(env, now)).toBe(0);
  expect(await count(env.ARCHIVE, "SELECT count(*) AS n FROM archived_events")).toBe(3);
});

test("the daily Cron Trigger moves the due events in batches until none is left", async () => {
  const events = await Promise.all(
    Array.from({ length: ARCHIVE_BATCH + 5 }, (_, i) =>
      createEvent({ slug: `old-${i}`, title: `Ancien ${i}`, startDate: new Date(Date.now() - (500 + i) * DAY).toISOString() }),
    ),
  );
  const ctx = createExecutionContext();
  await scheduled(createScheduledController({ scheduledTime: Date.now(), cron: RETENTION_CRON }), env, ctx);
  await waitOnExecutionContext(ctx);
  expect(await count(env.ARCHIVE, "SELECT count(*) AS n FROM archived_events WHERE slug LIKE 'old-%'")).toBe(ARCHIVE_BATCH + 5);
  expect(await count(env.DB, "SELECT count(*) AS n FROM events WHERE slug LIKE 'old-%'")).toBe(0);
  // The every-minute trigger leaves the archive alone.
  expect(await archiveGoneEvents(env, new Date())).toBe(0);
  expect(events).toHaveLength(ARCHIVE_BATCH + 5);
});

test("an archived event's page and calendar file answer 410, a private one's 404; its member and its organizer still see it in their past", async () => {
  const event = await pastEvent("archive-vue", 420, 0);
  const hidden = await pastEvent("archive-privee", 420, 0, { private: true });
  const member = await createMember();
  await env.DB.prepare(`INSERT INTO attendees (event_no, user_no, lang, checked_in_at) VALUES (${eventNo("?1")}, ${userNo("?2")}, 'fr', 1)`)
    .bind(event.id, member.id)
    .run();
  const ticket = await env.DB.prepare(`SELECT ticket FROM attendees WHERE event_no = ${eventNo("?1")}`)
    .bind(event.id)
    .first("ticket");
  const recent = await pastEvent("passe-recent", 20, 0);
  await env.DB.prepare(`INSERT INTO attendees (event_no, user_no, lang) VALUES (${eventNo("?1")}, ${userNo("?2")}, 'fr')`)
    .bind(recent.id, member.id)
    .run();
  expect(await archiveGoneEvents(env, new Date())).toBe(2);

  expect((await workerFetch("/events/e/archive-vue")).status).toBe(410);
  expect((await workerFetch("/en/events/e/archive-vue")).status).toBe(410);
  expect((await workerFetch("/events/e/archive-vue.ics")).status).toBe(410);
  expect((await workerFetch("/events/e/archive-privee")).status).toBe(404);
  expect((await workerFetch("/events/e/jamais-existe")).status).toBe(404);

  const agenda = await apiJson("GET", "/users/events?when=past", { headers: member.headers });
  const past = v.parse(v.object({ data: v.array(v.looseObject({ slug: v.string(), ticket: v.nullable(v.string()) })) }), agenda.body).data;
  expect(past.map((item) => item.slug)).toEqual(["passe-recent", "archive-vue"]);
  expect(past[1]?.ticket).toBe(ticket);

  const organized = await apiJson("GET", "/events/organized?when=past", { headers: event.owner.headers });
  expect(v.parse(v.object({ data: v.array(v.looseObject({ slug: v.string(), title: v.record(v.string(), v.string()) })) }), organized.body).data).toEqual([
    expect.objectContaining({ slug: "archive-vue", title: { fr: "Atelier archive-vue" } }),
  ]);
  // Another member sees none of it.
  const stranger = await createMember();
  expect(v.parse(v.object({ data: v.array(v.unknown()) }), (await apiJson("GET", "/users/events?when=past", { headers: stranger.headers })).body).data).toEqual(
    [],
  );
  expect(hidden.slug).toBe("archive-privee");
});

test("an event of many thousand attendees is copied whole, its attendees in several statements of one batch", async () => {
  const attendees = Array.from({ length: ATTENDEES_A_STATEMENT * 2 + 7 }, (_, i) => ({
    event_no: 900_001,
    user_no: i + 1,
    lang: "fr",
    created_at: 1_700_000_000_000 + i,
    checked_in_at: null,
    ticket: `T${String(i).padStart(7, "0")}`,
  }));
  const event = {
    archive_no: 900_001,
    id: "grand-evenement-id",
    slug: "grand-evenement",
    status: "active",
    private: 0,
    start_date: "2024-01-01T10:00:00.000Z",
    end_date: null,
  };
  await writeArchiveCopy(env.ARCHIVE, { events: [event], attendees, organizers: [] }, Date.now());
  expect(await count(env.ARCHIVE, "SELECT count(*) AS n FROM archived_attendees WHERE event_no = 900001")).toBe(attendees.length);
  // Written again (a rerun), it is still one copy.
  await writeArchiveCopy(env.ARCHIVE, { events: [event], attendees, organizers: [] }, Date.now());
  expect(await count(env.ARCHIVE, "SELECT count(*) AS n FROM archived_attendees WHERE event_no = 900001")).toBe(attendees.length);
});
