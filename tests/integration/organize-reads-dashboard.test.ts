import * as v from "valibot";
import { expect, test } from "vitest";
import { EVENT_PAGE_VIEW } from "~/features/events/event-page-view";
import { daysFromNow, hoursFromNow } from "../factories/dates";
import { createOrganizeTaxonomies, eventInput, organizeEvent } from "../factories/organized-events";
import { addFeedback, addRegistration, sendAnalytics } from "../factories/organize-reads";
import { createMember, createUser } from "../factories/users";
import { apiCall, apiJson } from "../support/api-call";

test("GET /events/{id}/dashboard counts attendees per day (adding up to the attendee count), places, waitlist, check-ins, likes, page views and feedback of that event only", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const owner = await createMember();
  const event = await organizeEvent(owner.headers, eventInput(taxonomies, { maxAttendees: 3 }));
  const other = await organizeEvent(owner.headers, eventInput(taxonomies));
  const [first, second, waiting] = await Promise.all([createUser(), createUser(), createUser()]);
  if (!first || !second || !waiting) throw new Error("users missing");
  await addRegistration(event.id, first.id, daysFromNow(-3, 9), { checkedInAt: hoursFromNow(-1) });
  await addRegistration(event.id, second.id, daysFromNow(-1, 8));
  await addRegistration(event.id, waiting.id, daysFromNow(-1, 20), { waitlist: true });
  await addRegistration(other.id, waiting.id, daysFromNow(-2, 9));
  for (const fan of [await createMember(), await createMember()]) {
    expect((await apiCall("POST", "/likes", { headers: fan.headers, body: { event: event.id } })).status).toBe(200);
  }
  await sendAnalytics(EVENT_PAGE_VIEW, { eventId: event.id }, 3);
  await sendAnalytics(EVENT_PAGE_VIEW, { eventId: other.id });
  await sendAnalytics("Front - Use filters", { eventId: event.id });
  await addFeedback(event.id, first.id, 4, "Super", hoursFromNow(-2));
  await addFeedback(event.id, second.id, 5, "", hoursFromNow(-1));
  await addFeedback(other.id, waiting.id, 1, "Bof", hoursFromNow(-1));

  const response = await apiCall("GET", `/events/${event.id}/dashboard`, { headers: owner.headers });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(await response.json()).toEqual({
    // The attendees only, so that the chart's total is the attendee count (the person waiting is counted apart).
    registrations: [
      { date: daysFromNow(-3).slice(0, 10), count: 1 },
      { date: daysFromNow(-1).slice(0, 10), count: 1 },
    ],
    attendeesCount: 2,
    maxAttendees: 3,
    placesLeft: 1,
    waitlistCount: 1,
    checkedInCount: 1,
    likes: 2,
    pageViews: 3,
    feedbacksCount: 2,
    feedbackAverage: 4.5,
  });
});

test("a dashboard without a limit has no places-left figure, and an average is rounded to two decimals", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const owner = await createMember();
  const event = await organizeEvent(owner.headers, eventInput(taxonomies, { maxAttendees: 0 }));
  const empty = await apiJson("GET", `/events/${event.id}/dashboard`, { headers: owner.headers });
  expect(empty.body).toEqual({
    registrations: [],
    attendeesCount: 0,
    maxAttendees: 0,
    placesLeft: null,
    waitlistCount: 0,
    checkedInCount: 0,
    likes: 0,
    pageViews: 0,
    feedbacksCount: 0,
    feedbackAverage: null,
  });
  const raters = await Promise.all([createUser(), createUser(), createUser()]);
  for (const [i, rater] of raters.entries()) await addFeedback(event.id, rater.id, [5, 5, 1][i] ?? 1, "", hoursFromNow(-i));
  const rated = await apiJson("GET", `/events/${event.id}/dashboard`, { headers: owner.headers });
  expect(rated.body).toMatchObject({ feedbacksCount: 3, feedbackAverage: 3.67 });
  const full = await organizeEvent(owner.headers, eventInput(taxonomies, { maxAttendees: 1 }));
  await addRegistration(full.id, (await createUser()).id, hoursFromNow(-1));
  expect((await apiJson("GET", `/events/${full.id}/dashboard`, { headers: owner.headers })).body).toMatchObject({ placesLeft: 0, attendeesCount: 1 });
});

test("GET /events/{id}/feedbacks lists that event's feedbacks newest first, with each author's public name, the count and the average", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const owner = await createMember();
  const event = await organizeEvent(owner.headers, eventInput(taxonomies));
  const other = await organizeEvent(owner.headers, eventInput(taxonomies));
  const named = await createUser({ displayName: "Lou", firstName: "Louise" });
  const firstNameOnly = await createUser({ firstName: "Sam" });
  const anonymous = await createUser();
  const times = [hoursFromNow(-3), hoursFromNow(-1), hoursFromNow(-2)];
  await addFeedback(event.id, named.id, 5, "Génial", times[0] ?? "");
  await addFeedback(event.id, firstNameOnly.id, 2, "Trop court", times[1] ?? "");
  await addFeedback(event.id, anonymous.id, 4, "", times[2] ?? "");
  await addFeedback(other.id, named.id, 1, "Ailleurs", hoursFromNow(-1));
  const response = await apiCall("GET", `/events/${event.id}/feedbacks`, { headers: owner.headers });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  const body = v.parse(
    v.object({ average: v.nullable(v.number()), count: v.number(), data: v.array(v.record(v.string(), v.unknown())) }),
    await response.json(),
  );
  expect(body.average).toBe(3.67);
  expect(body.count).toBe(3);
  expect(body.data.map(({ _id, ...rest }) => rest)).toEqual([
    { rating: 2, text: "Trop court", hidden: false, createdAt: times[1], user: { displayname: "Sam" } },
    { rating: 4, text: "", hidden: false, createdAt: times[2], user: { displayname: null } },
    { rating: 5, text: "Génial", hidden: false, createdAt: times[0], user: { displayname: "Lou" } },
  ]);
  expect(body.data.every((item) => typeof item._id === "string" && String(item._id).length === 24)).toBe(true);
  expect((await apiJson("GET", `/events/${other.id}/feedbacks`, { headers: owner.headers })).body).toMatchObject({ average: 1, count: 1 });
});
