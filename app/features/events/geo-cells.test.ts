import { expect, test } from "vitest";
import { geoCellOf, geoCells, nearBox } from "./geo-cells";

const KM_PER_DEGREE = 111.195;

/** A point `km` away from `origin` in the direction `angle` (radians, 0 = north), on the equirectangular plane. */
function away(origin: { lat: number; lng: number }, km: number, angle: number) {
  const lat = origin.lat + (km / KM_PER_DEGREE) * Math.cos(angle);
  return { lat, lng: origin.lng + ((km / KM_PER_DEGREE) * Math.sin(angle)) / Math.cos((origin.lat * Math.PI) / 180) };
}

test("every place within the radius lies in one of the cells returned, around Paris, Lyon, Quito and Reykjavik", () => {
  for (const origin of [
    { lat: 48.8566, lng: 2.3522 },
    { lat: 45.764, lng: 4.8357 },
    { lat: -0.1807, lng: -78.4678 },
    { lat: 64.1466, lng: -21.9426 },
  ]) {
    const found = geoCells(origin, 30, 25);
    const cells = new Set([...(found?.within ?? []), ...(found?.edge ?? [])]);
    for (let km = 0; km <= 29.9; km += 2.3) {
      for (let step = 0; step < 36; step++) {
        const place = away(origin, km, (step / 36) * 2 * Math.PI);
        expect(cells.has(geoCellOf(place)), `${origin.lat} ${km} km ${step}`).toBe(true);
      }
    }
  }
});

test("cells the circle does not reach are left out: 30 km around Paris touch a dozen cells, not the box's 15", () => {
  const found = geoCells({ lat: 48.8566, lng: 2.3522 }, 30, 25);
  const cells = [...(found?.within ?? []), ...(found?.edge ?? [])];
  expect(cells.length).toBeGreaterThanOrEqual(9);
  expect(cells.length).toBeLessThan(15);
  expect(cells).toContain(geoCellOf({ lat: 48.8566, lng: 2.3522 }));
});

test("every place of a cell said wholly within the radius is within it; the others reach past it", () => {
  /** The equirectangular distance in km, as the listing's SQL computes it. */
  const km = (from: { lat: number; lng: number }, to: { lat: number; lng: number }) =>
    Math.hypot(to.lat - from.lat, (to.lng - from.lng) * Math.cos((from.lat * Math.PI) / 180)) * KM_PER_DEGREE;
  /** The place at `up` and `right` (0 to 1) across a cell from its south-west corner. */
  const placeIn = (cell: number, up: number, right: number) => ({
    lat: Math.trunc(cell / 10_000) / 4 - 90 + up / 4,
    lng: (cell % 10_000) / 4 - 180 + right / 4,
  });
  const steps = Array.from({ length: 9 }, (_, step) => step / 8);
  // Lyon's own cell reaches 29 km from it at most; a quarter of a degree is 28 km north, 19 km east there.
  const lyon = { lat: 45.764, lng: 4.8357 };
  const { within, edge } = geoCells(lyon, 30, 25) ?? { within: [], edge: [] };
  expect(within).toEqual([geoCellOf(lyon)]);
  for (const cell of within) {
    for (const up of steps) for (const right of steps) expect(km(lyon, placeIn(cell, up, right))).toBeLessThanOrEqual(30);
  }
  for (const cell of edge) {
    const corners = [0, 1].flatMap((up) => [0, 1].map((right) => km(lyon, placeIn(cell, up, right))));
    expect(Math.max(...corners)).toBeGreaterThan(30);
  }
  // A radius of 100 km holds whole cells around its centre.
  expect(geoCells(lyon, 100, 100)?.within.length).toBeGreaterThan(10);
});

test("near a pole a radius needs more cells than allowed: no cells, the caller reads the latitude index", () => {
  expect(geoCells({ lat: 89.9, lng: 20 }, 30, 25)).toBeNull();
});

test("the box holds the radius: a degree of latitude is 111 km, a degree of longitude shrinks with the cosine", () => {
  const box = nearBox({ lat: 60, lng: 10 }, 30);
  expect(box.maxLat - box.minLat).toBeCloseTo((2 * 30) / KM_PER_DEGREE, 6);
  expect(box.maxLng - box.minLng).toBeCloseTo((2 * 30) / KM_PER_DEGREE / 0.5, 6);
});
