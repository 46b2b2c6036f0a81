import { exports } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { createEvent } from "../factories/events";

/** Lyon, place Bellecour. */
const LYON = { lat: 45.7578, lng: 4.832 };
const KM_PER_DEGREE = (6371.0088 * Math.PI) / 180;

/** A point `km` north or east of `origin` (east along the parallel). */
function offset(origin: { lat: number; lng: number }, km: number, direction: "north" | "east") {
  if (direction === "north") return { lat: origin.lat + km / KM_PER_DEGREE, lng: origin.lng };
  return { lat: origin.lat, lng: origin.lng + km / (KM_PER_DEGREE * Math.cos((origin.lat * Math.PI) / 180)) };
}

beforeAll(async () => {
  const at = (slug: string, point: { lat: number; lng: number }, startDate: string, countryCode = "FR") =>
    createEvent({ slug, title: slug, startDate, countryCode, ...point });
  await at("bellecour", LYON, "2030-05-01T18:00:00.000Z");
  await at("nord-25km", offset(LYON, 25, "north"), "2030-05-02T18:00:00.000Z");
  await at("nord-35km", offset(LYON, 35, "north"), "2030-05-03T18:00:00.000Z");
  await at("est-25km", offset(LYON, 25, "east"), "2030-05-04T18:00:00.000Z");
  await at("est-35km", offset(LYON, 35, "east"), "2030-05-05T18:00:00.000Z");
  await at("geneve", { lat: 46.2044, lng: 6.1432 }, "2030-05-06T18:00:00.000Z", "CH");
  await createEvent({ slug: "en-ligne", title: "en-ligne", startDate: "2030-05-07T18:00:00.000Z", visio: true });
});

async function getJson(path: string) {
  const response = await exports.default.fetch(`http://localhost/api/v1${path}`);
  return { status: response.status, body: (await response.json()) as { data?: { slug: string }[]; error?: { code: string; message: string } } };
}

test("loc=<longitude>,<latitude> keeps events within 30 km: 25 km away is in, 35 km away is out, in every direction", async () => {
  const { status, body } = await getJson(`/events?loc=${LYON.lng},${LYON.lat}`);
  expect(status).toBe(200);
  expect(body.data?.map((event) => event.slug)).toEqual(["bellecour", "nord-25km", "est-25km"]);
});

test("the radius follows the point: around Geneva only the Geneva event", async () => {
  const { body } = await getJson("/events?loc=6.1432,46.2044");
  expect(body.data?.map((event) => event.slug)).toEqual(["geneve"]);
});

test("loc combines with other filters", async () => {
  const { body } = await getJson(`/events?loc=${LYON.lng},${LYON.lat}&from=2030-05-02T19:00:00Z&countryCode=FR`);
  expect(body.data?.map((event) => event.slug)).toEqual(["est-25km"]);
  const online = await getJson(`/events?loc=${LYON.lng},${LYON.lat}&visio=true`);
  expect(online.body.data).toEqual([]);
});

test("countryCode keeps the country's events", async () => {
  const { body } = await getJson("/events?countryCode=CH");
  expect(body.data?.map((event) => event.slug)).toEqual(["geneve"]);
});

test("a bad loc answers 400 naming loc", async () => {
  for (const loc of ["abc", "4.83", "45.75;4.83", "200,45", "4.83,95", "4.83,45.75,1", ""]) {
    const { status, body } = await getJson(`/events?loc=${encodeURIComponent(loc)}`);
    expect(status, loc).toBe(400);
    expect(body.error?.message, loc).toContain('"loc"');
  }
});
