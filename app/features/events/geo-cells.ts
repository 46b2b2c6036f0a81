/** Kilometres per degree of latitude (mean Earth radius 6371.0088 km). */
const KM_PER_DEGREE = 111.195;

/** Cells per degree of the geo grid of events_by_geo_cell (migrations/0017_bounded_listing.sql): a quarter of a degree. */
const CELLS_PER_DEGREE = 4;

type Point = { lat: number; lng: number };

/**
 * The box around `point` that holds every place within `km`, and what the equirectangular distance needs:
 * cos² of the latitude (computed here: no trigonometry in SQL) and the radius², in degrees of latitude. A box
 * across the antimeridian is cut.
 */
export function nearBox({ lat, lng }: Point, km: number) {
  const radius = km / KM_PER_DEGREE;
  const cos = Math.cos((lat * Math.PI) / 180);
  const lngRadius = cos > radius / 180 ? radius / cos : 180;
  return {
    minLat: lat - radius,
    maxLat: lat + radius,
    minLng: lng - lngRadius,
    maxLng: lng + lngRadius,
    cosSquared: cos * cos,
    radiusSquared: radius * radius,
  };
}

/** The geo cell of a place, as the SQL of events_by_geo_cell computes it (lat and lng are shifted to be non-negative). */
export function geoCellOf({ lat, lng }: Point): number {
  return Math.trunc((lat + 90) * CELLS_PER_DEGREE) * 10_000 + Math.trunc((lng + 180) * CELLS_PER_DEGREE);
}

/**
 * A cell is taken as wholly within the radius when its farthest corner is, by this margin less: an event on a
 * cell's edge may be filed in it by a rounding of the SQL's `CAST`, a hair outside it.
 */
const WITHIN_MARGIN = 1 - 1e-9;

/**
 * The geo cells that hold a place within `km` of `point` (cells of the box whose nearest point is within the
 * radius), or null when there are more than `max` (a radius near a pole). `within` are the cells whose every
 * place is within the radius (its farthest corner is: the radius is convex), `edge` the others.
 */
export function geoCells(point: Point, km: number, max: number): { within: number[]; edge: number[] } | null {
  const box = nearBox(point, km);
  const index = (degrees: number, shift: number, max: number) => Math.trunc((Math.min(Math.max(degrees, -shift), max) + shift) * CELLS_PER_DEGREE);
  const [firstRow, lastRow] = [index(box.minLat, 90, 90), index(box.maxLat, 90, 90)];
  const [firstCol, lastCol] = [index(box.minLng, 180, 180), index(box.maxLng, 180, 180)];
  if ((lastRow - firstRow + 1) * (lastCol - firstCol + 1) > max * 2) return null;
  const distance = (lat: number, lng: number) => (lat - point.lat) ** 2 + (lng - point.lng) ** 2 * box.cosSquared;
  const cells = { within: [] as number[], edge: [] as number[] };
  for (let row = firstRow; row <= lastRow; row++) {
    const [south, north] = [row / CELLS_PER_DEGREE - 90, (row + 1) / CELLS_PER_DEGREE - 90];
    const nearestLat = Math.min(Math.max(point.lat, south), north);
    const farthestLat = point.lat - south > north - point.lat ? south : north;
    for (let col = firstCol; col <= lastCol; col++) {
      const [west, east] = [col / CELLS_PER_DEGREE - 180, (col + 1) / CELLS_PER_DEGREE - 180];
      const nearestLng = Math.min(Math.max(point.lng, west), east);
      const farthestLng = point.lng - west > east - point.lng ? west : east;
      if (distance(nearestLat, nearestLng) > box.radiusSquared) continue;
      const within = distance(farthestLat, farthestLng) <= box.radiusSquared * WITHIN_MARGIN;
      (within ? cells.within : cells.edge).push(row * 10_000 + col);
    }
  }
  return cells.within.length + cells.edge.length <= max ? cells : null;
}
