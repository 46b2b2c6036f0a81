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
    const cells = new Set(geoCells(origin, 30, 25));
    for (let km = 0; km <= 29.9; km += 2.3) {
      for (let step = 0; step < 36; step++) {
        const place = away(origin, km, (step / 36) * 2 * Math.PI);
        expect(cells.has(geoCellOf(place)), `${origin.lat} ${km} km ${step}`).toBe(true);
      }
    }
  }
});

test("cells the circle does not reach are left out: 30 km around Paris touch a dozen cells, not the box's 15", () => {
  const cells = geoCells({ lat: 48.8566, lng: 2.3522 }, 30, 25) ?? [];
  expect(cells.length).toBeGreaterThanOrEqual(9);
  expect(cells.length).toBeLessThan(15);
  expect(cells).toContain(geoCellOf({ lat: 48.8566, lng: 2.3522 }));
});

test("near a pole a radius needs more cells than allowed: no cells, the caller reads the latitude index", () => {
  expect(geoCells({ lat: 89.9, lng: 20 }, 30, 25)).toBeNull();
});

test("the box holds the radius: a degree of latitude is 111 km, a degree of longitude shrinks with the cosine", () => {
  const box = nearBox({ lat: 60, lng: 10 }, 30);
  expect(box.maxLat - box.minLat).toBeCloseTo((2 * 30) / KM_PER_DEGREE, 6);
  expect(box.maxLng - box.minLng).toBeCloseTo((2 * 30) / KM_PER_DEGREE / 0.5, 6);
});
