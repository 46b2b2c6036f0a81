import { beforeAll, expect, test } from "vitest";
import { daysFromNow } from "../factories/dates";
import { createEvent } from "../factories/events";
import { errorOf, slugsOf } from "../support/api-answers";
import { getJson } from "../support/api-call";

/** Lyon, place Bellecour. */
const LYON = { lat: 45.7578, lng: 4.832 };
const KM_PER_DEGREE = (6371.0088 * Math.PI) / 180;

/** A point `km` north or east of `origin` (east along the parallel). */
function offset(origin: { lat: number; lng: number }, km: number, direction: "north" | "east") {
  if (direction === "north") return { lat: origin.lat + km / KM_PER_DEGREE, lng: origin.lng };
  return { lat: origin.lat, lng: origin.lng + km / (KM_PER_DEGREE * Math.cos((origin.lat * Math.PI) / 180)) };
}

/** The start of the `n`th event: a month from now, a day apart, in the order of their slugs below. */
const dayOf = (n: number, hour = 18) => daysFromNow(30 + n, hour);

beforeAll(async () => {
  const at = (slug: string, point: { lat: number; lng: number }, startDate: string, countryCode = "FR") =>
    createEvent({ slug, title: slug, startDate, countryCode, ...point });
  await at("bellecour", LYON, dayOf(0));
  await at("nord-25km", offset(LYON, 25, "north"), dayOf(1));
  await at("nord-35km", offset(LYON, 35, "north"), dayOf(2));
  await at("est-25km", offset(LYON, 25, "east"), dayOf(3));
  await at("est-35km", offset(LYON, 35, "east"), dayOf(4));
  await at("geneve", { lat: 46.2044, lng: 6.1432 }, dayOf(5), "CH");
  await createEvent({ slug: "en-ligne", title: "en-ligne", startDate: dayOf(6), visio: true });
});

test("loc=<longitude>,<latitude> keeps events within 30 km: 25 km away is in, 35 km away is out, in every direction", async () => {
  const { status, body } = await getJson(`/events?loc=${LYON.lng},${LYON.lat}`);
  expect(status).toBe(200);
  expect(slugsOf(body)).toEqual(["bellecour", "nord-25km", "est-25km"]);
  // The count reads the cells in one statement, the page merges them: both see the same events.
  expect(body.total).toBe(3);
});

test("the radius follows the point: around Geneva only the Geneva event", async () => {
  const { body } = await getJson("/events?loc=6.1432,46.2044");
  expect(slugsOf(body)).toEqual(["geneve"]);
});

test("loc combines with other filters", async () => {
  const { body } = await getJson(`/events?loc=${LYON.lng},${LYON.lat}&from=${dayOf(1, 19)}&countryCode=FR`);
  expect(slugsOf(body)).toEqual(["est-25km"]);
  expect(body.total).toBe(1);
  const online = await getJson(`/events?loc=${LYON.lng},${LYON.lat}&visio=true`);
  expect(online.body.data).toEqual([]);
  const otherCountry = await getJson("/events?loc=6.1432,46.2044&countryCode=FR");
  expect(otherCountry.body.data).toEqual([]);
});

test("countryCode keeps the country's events", async () => {
  const { body } = await getJson("/events?countryCode=CH");
  expect(slugsOf(body)).toEqual(["geneve"]);
});

test("several countries are listed in date order and counted alike", async () => {
  const { body } = await getJson(`/events?countryCode=CH,FR&from=${dayOf(0, 12)}`);
  const slugs = slugsOf(body);
  expect(slugs.slice(0, 6)).toEqual(["bellecour", "nord-25km", "nord-35km", "est-25km", "est-35km", "geneve"]);
  expect(body.total).toBe(slugs.length);
});

test("a bad loc answers 400 naming loc", async () => {
  for (const loc of ["abc", "4.83", "45.75;4.83", "200,45", "4.83,95", "4.83,45.75,1", ""]) {
    const { status, body } = await getJson(`/events?loc=${encodeURIComponent(loc)}`);
    expect(status, loc).toBe(400);
    expect(errorOf(body).message, loc).toContain('"loc"');
  }
});
