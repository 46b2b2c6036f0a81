import { wallClockAt, wallClockOf, wallDate, wallMinute, wallOffset } from "~/lib/wall-clock";

/*
 * Dates as organizers type them: a wall-clock time ("2026-05-01T18:30", what datetime-local fields hold) in
 * the event's time zone, turned into an instant with its offset for the API (docs/product.md §7) and back.
 */

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;
const knownZones = new Set<string>();

/** Whether `zone` is a time zone this browser knows. */
export function isTimeZone(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
  } catch {
    return false;
  }
  knownZones.add(zone);
  return true;
}

/**
 * "2026-05-01T18:30" in "Europe/Paris" → "2026-05-01T18:30:00+02:00". A time the clocks skip becomes the one they
 * show after the skip (lib/wall-clock.ts). Text that is not a wall-clock time is given back as it is, for the
 * schema to refuse ("form.date").
 */
export function wallTimeToInstant(wallTime: string, zone: string): string {
  const match = WALL_TIME.exec(wallTime);
  if (!match || !isTimeZone(zone)) return wallTime;
  const [, year = 0, month = 1, day = 1, hour = 0, minute = 0] = match.map(Number);
  const wall = wallClockOf(year, month, day, hour, minute, zone);
  return `${wallDate(wall)}T${wallMinute(wall)}:00${wallOffset(wall)}`;
}

/** An instant ("2026-05-01T16:30:00.000Z") as the wall-clock time of `zone` ("2026-05-01T18:30"); "" when unreadable. */
export function instantToWallTime(instant: string | null | undefined, zone: string): string {
  const time = instant ? Date.parse(instant) : Number.NaN;
  if (Number.isNaN(time) || !isTimeZone(zone)) return "";
  const wall = wallClockAt(time, zone);
  return `${wallDate(wall)}T${wallMinute(wall)}`;
}
