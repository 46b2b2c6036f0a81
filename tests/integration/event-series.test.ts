// Recurring events (docs/product.md §5 "Recurring events"): POST /events/ with a rule makes one event per date,
// each with its own registrations and page, at the same wall-clock time in the event's time zone.
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import * as v from "valibot";
import { attendAs, createOrganizeTaxonomies, eventInput, mailsTo } from "../factories/organized-events";
import { createMember } from "../factories/users";
import { errorOf } from "../support/api-answers";
import { apiJson } from "../support/api-call";
import { renderPage } from "../support/pages";

const Created = v.object({
  _id: v.string(),
  slug: v.string(),
  series: v.object({ id: v.string(), dates: v.array(v.object({ slug: v.string(), startDate: v.string() })) }),
});

/** 19:00 to 21:00 in Paris on Thursday 21 October 2027, ten days before the clocks go back. */
const THURSDAY = { startDate: "2027-10-21T19:00:00+02:00", endDate: "2027-10-21T21:00:00+02:00", timezone: "Europe/Paris" };

async function organizer() {
  const [taxonomies, member] = await Promise.all([createOrganizeTaxonomies(), createMember()]);
  return { taxonomies, member };
}

const post = (headers: Record<string, string>, body: object) => apiJson("POST", "/events/", { headers, body });
const eventCount = async () => Number(await env.DB.prepare("SELECT count(*) AS n FROM events").first("n"));

test("a weekly series of four is four events of their own, at 19:00 in Paris when the clocks go back; each page lists the others", async () => {
  const { taxonomies, member } = await organizer();
  const answer = await post(member.headers, { ...eventInput(taxonomies, { ...THURSDAY, maxAttendees: 12 }), recurrence: { frequency: "weekly", count: 4 } });
  expect(answer.status).toBe(201);
  const created = v.parse(Created, answer.body);
  expect(created.series.dates.map((date) => date.startDate)).toEqual([
    "2027-10-21T17:00:00.000Z",
    "2027-10-28T17:00:00.000Z",
    "2027-11-04T18:00:00.000Z",
    "2027-11-11T18:00:00.000Z",
  ]);
  expect(created.slug).toBe(created.series.dates[0]?.slug);
  expect(created.series.dates[1]?.slug).toMatch(/^atelier-reparation-de-velos-2027-10-28-[0-9a-f]{4}$/);
  // Each date is an event of its own: its dates, its capacity, its organizer pages.
  const third = await apiJson("GET", `/events/slug/${created.series.dates[2]?.slug}`);
  expect(third.body).toMatchObject({ startDate: "2027-11-04T18:00:00.000Z", endDate: "2027-11-04T20:00:00.000Z", maxAttendees: 12, attendeesCount: 0 });
  expect((await apiJson("GET", `/events/organize/${created.series.dates[3]?.slug}`, { headers: member.headers })).status).toBe(200);
  const rule = await env.DB.prepare("SELECT rule FROM event_series WHERE id = ?").bind(created.series.id).first("rule");
  expect(JSON.parse(String(rule))).toMatchObject({ frequency: "weekly", count: 4 });

  const page = await renderPage(`/events/e/${created.slug}`);
  const section = /<section class="event-series"[^>]*>(.*?)<\/section>/s.exec(page.html)?.[1] ?? "";
  expect(section).toContain("Autres dates");
  expect([...section.matchAll(/href="\/events\/e\/([^"]+)"/g)].map((match) => match[1])).toEqual(created.series.dates.slice(1).map((date) => date.slug));
  expect(section).toContain("jeudi 28 octobre 2027 à 19:00");
  expect(section).toContain("jeudi 4 novembre 2027 à 19:00");
  expect(section).toContain(`href="/events/series/${created.series.id}"`);

  // The series' own page: every date, the next ones first, shared by the page cache.
  const seriesPage = await renderPage(`/events/series/${created.series.id}`);
  expect(seriesPage.status).toBe(200);
  expect(seriesPage.headers.get("Cache-Control")).toMatch(/^public/);
  expect(seriesPage.html).toMatch(/<h1[^>]*>Atelier réparation de vélos<\/h1>/);
  const upcoming = /<section class="event-series" aria-labelledby="series-upcoming">(.*?)<\/section>/s.exec(seriesPage.html)?.[1] ?? "";
  expect([...upcoming.matchAll(/href="\/events\/e\/([^"]+)"/g)].map((match) => match[1])).toEqual(created.series.dates.map((date) => date.slug));
  expect((await renderPage(`/en/events/series/${created.series.id}`)).html).toContain("Next dates");
  expect((await renderPage("/events/series/0123456789abcdef01234567")).status).toBe(404);
});

test("cancelling the third date tells only its attendees; the others keep theirs, and the series says it is cancelled", async () => {
  const { taxonomies, member } = await organizer();
  const created = v.parse(Created, (await post(member.headers, { ...eventInput(taxonomies, THURSDAY), recurrence: { frequency: "weekly", count: 4 } })).body);
  const [second, third] = [created.series.dates[1], created.series.dates[2]];
  if (!second || !third) throw new Error("four dates");
  const ids = await Promise.all(
    [second, third].map(async (date) => String(await env.DB.prepare("SELECT id FROM events WHERE slug = ?").bind(date.slug).first("id"))),
  );
  const [onSecond, onThird] = await Promise.all([createMember(), createMember()]);
  await attendAs(onSecond, ids[0] ?? "");
  await attendAs(onThird, ids[1] ?? "");
  const seriesPage = () => renderPage(`/events/series/${created.series.id}`);
  expect((await seriesPage()).html).not.toContain("Annulé</span>");
  expect((await apiJson("PUT", `/events/${ids[1]}`, { headers: member.headers, body: { status: "cancelled" } })).status).toBe(200);
  // The series' page, seen before, says so at once.
  expect((await seriesPage()).html).toContain("Annulé</span>");
  expect((await mailsTo(onThird.email)).map((mail) => mail.kind)).toContain("event-cancelled");
  expect((await mailsTo(onSecond.email)).map((mail) => mail.kind)).not.toContain("event-cancelled");
  expect((await apiJson("GET", `/events/slug/${second.slug}`)).body).toMatchObject({ status: "active", attendeesCount: 1 });
  const section = /<section class="event-series"[^>]*>(.*?)<\/section>/s.exec((await renderPage(`/events/e/${created.slug}`)).html)?.[1] ?? "";
  expect(section).toMatch(new RegExp(`${third.slug}"[^<]*>[^<]*</a><span class="badge badge--danger">Annulé</span>`));
});

test("monthly on the second Tuesday, until a day, less a day left out", async () => {
  const { taxonomies, member } = await organizer();
  const answer = await post(member.headers, {
    ...eventInput(taxonomies, { startDate: "2027-01-12T18:30:00+01:00", endDate: "2027-01-12T20:00:00+01:00", timezone: "Europe/Paris" }),
    recurrence: { frequency: "monthly", monthlyBy: "weekday", until: "2027-05-31", except: ["2027-03-09"] },
  });
  expect(answer.status).toBe(201);
  expect(v.parse(Created, answer.body).series.dates.map((date) => date.startDate)).toEqual([
    "2027-01-12T17:30:00.000Z",
    "2027-02-09T17:30:00.000Z",
    "2027-04-13T16:30:00.000Z",
    "2027-05-11T16:30:00.000Z",
  ]);
});

test("a rule that makes no series is refused, naming it, and nothing is written", async () => {
  const { taxonomies, member } = await organizer();
  const before = await eventCount();
  const body = eventInput(taxonomies, THURSDAY);
  for (const [recurrence, field] of [
    [{ frequency: "weekly", count: 53 }, "recurrence.count"],
    [{ frequency: "weekly", count: 1 }, "recurrence.count"],
    [{ frequency: "weekly", count: 3, until: "2027-12-01" }, "recurrence.count"],
    [{ frequency: "daily", count: 3 }, "recurrence.frequency"],
    [{ frequency: "weekly", until: "2029-01-01" }, "recurrence"],
    [{ frequency: "weekly", until: "2027-10-25" }, "recurrence"],
    [{ frequency: "weekly", count: 3, except: ["2027-10-21"] }, "recurrence"],
    [{ frequency: "weekly", count: 3, except: ["le 28"] }, "recurrence.except.0"],
  ] as const) {
    const refused = await post(member.headers, { ...body, recurrence });
    expect([field, refused.status, errorOf(refused.body).code]).toEqual([field, 400, "invalid_body"]);
    expect(errorOf(refused.body).message).toContain(`"${field}"`);
  }
  expect(await eventCount()).toBe(before);
});

test("the dates of a private series open by their own links: a page lists no other date", async () => {
  const { taxonomies, member } = await organizer();
  const created = v.parse(
    Created,
    (await post(member.headers, { ...eventInput(taxonomies, { ...THURSDAY, private: true }), recurrence: { frequency: "weekly", count: 2 } })).body,
  );
  const key = await env.DB.prepare("SELECT share_key FROM events WHERE slug = ?").bind(created.slug).first("share_key");
  const page = await renderPage(`/events/e/${created.slug}?k=${String(key)}`);
  expect(page.status).toBe(200);
  expect(page.html).not.toContain('class="event-series"');
  expect((await renderPage(`/events/series/${created.series.id}`)).status).toBe(404);
});

const Organized = v.object({ input: v.record(v.string(), v.unknown()), seriesFollowing: v.number() });
const Written = v.object({ startDate: v.string(), endDate: v.string(), title: v.record(v.string(), v.string()) });

test("an edit of 'this date and the following' moves the later dates as this one moved and tells their attendees; the earlier ones stay", async () => {
  const { taxonomies, member } = await organizer();
  const created = v.parse(Created, (await post(member.headers, { ...eventInput(taxonomies, THURSDAY), recurrence: { frequency: "weekly", count: 4 } })).body);
  const slugs = created.series.dates.map((date) => date.slug);
  const idOf = async (slug: string | undefined) => String(await env.DB.prepare("SELECT id FROM events WHERE slug = ?").bind(slug).first("id"));
  const onFourth = await createMember();
  await attendAs(onFourth, await idOf(slugs[3]));
  const organized = async (slug: string | undefined) =>
    v.parse(Organized, (await apiJson("GET", `/events/organize/${slug}`, { headers: member.headers })).body);
  const second = await organized(slugs[1]);
  expect(second.seriesFollowing).toBe(2);
  expect((await organized(slugs[3])).seriesFollowing).toBe(0);

  // The second date moves to the Friday at 19:30 and gets a new title, with the dates after it.
  const moved = {
    ...second.input,
    texts: { fr: { title: "Café réparation du vendredi", description: "" } },
    startDate: "2027-10-29T19:30:00+02:00",
    endDate: "2027-10-29T21:30:00+02:00",
  };
  const read = async (slug: string | undefined) => v.parse(Written, (await apiJson("GET", `/events/slug/${slug}`)).body);
  // Read once before the edit: a copy the cache keeps must not outlive it.
  expect((await read(slugs[2])).startDate).toBe("2027-11-04T18:00:00.000Z");
  const refused = await apiJson("PUT", `/events/${await idOf(slugs[1])}?apply=sometimes`, { headers: member.headers, body: moved });
  expect([refused.status, errorOf(refused.body).message]).toEqual([400, expect.stringContaining('"apply"')]);
  const edited = await apiJson("PUT", `/events/${await idOf(slugs[1])}?apply=following`, { headers: member.headers, body: moved });
  expect(edited).toMatchObject({ status: 200, body: { following: 2, startDate: "2027-10-29T17:30:00.000Z" } });
  // A day later at 19:30 in Paris each, winter time after 31 October.
  expect(await read(slugs[2])).toMatchObject({
    startDate: "2027-11-05T18:30:00.000Z",
    endDate: "2027-11-05T20:30:00.000Z",
    title: { fr: "Café réparation du vendredi" },
  });
  expect((await read(slugs[3])).startDate).toBe("2027-11-12T18:30:00.000Z");
  expect(await read(slugs[0])).toMatchObject({ startDate: "2027-10-21T17:00:00.000Z", title: { fr: "Atelier réparation de vélos" } });
  expect((await mailsTo(onFourth.email)).map((mail) => mail.kind)).toContain("event-changed");
});
