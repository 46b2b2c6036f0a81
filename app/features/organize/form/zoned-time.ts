/*
 * Dates as organizers type them: a wall-clock time ("2026-05-01T18:30", what datetime-local fields hold) in
 * the event's time zone, turned into an instant with its offset for the API (docs/product.md §7) and back.
 */

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formats.set(zone, format);
  }
  return format;
}

/** The wall-clock parts of `instant` in `zone`. */
function wallParts(instant: number, zone: string) {
  const parts = formatIn(zone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  return { year: part("year"), month: part("month"), day: part("day"), hour: part("hour"), minute: part("minute"), second: part("second") };
}

/** Minutes `zone` is ahead of UTC at `instant`. */
function offsetMinutes(instant: number, zone: string): number {
  const wall = wallParts(instant, zone);
  return Math.round((Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - instant) / 60_000);
}

/** Whether `zone` is a time zone this browser knows. */
export function isTimeZone(zone: string): boolean {
  try {
    formatIn(zone);
    return true;
  } catch {
    return false;
  }
}

/**
 * "2026-05-01T18:30" in "Europe/Paris" → "2026-05-01T18:30:00+02:00". Text that is not a wall-clock time is
 * given back as it is, for the schema to refuse ("form.date").
 */
export function wallTimeToInstant(wallTime: string, zone: string): string {
  const match = WALL_TIME.exec(wallTime);
  if (!match || !isTimeZone(zone)) return wallTime;
  const [, year, month, day, hour, minute] = match.map(Number);
  const asUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  // The offset at the wall time itself, found in two steps (it may change between the guess and the answer).
  const guess = offsetMinutes(asUtc, zone);
  const offset = offsetMinutes(asUtc - guess * 60_000, zone);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${wallTime.slice(0, 16)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** An instant ("2026-05-01T16:30:00.000Z") as the wall-clock time of `zone` ("2026-05-01T18:30"); "" when unreadable. */
export function instantToWallTime(instant: string | null | undefined, zone: string): string {
  const time = instant ? Date.parse(instant) : Number.NaN;
  if (Number.isNaN(time) || !isTimeZone(zone)) return "";
  const wall = wallParts(time, zone);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}
