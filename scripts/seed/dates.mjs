// Dates: everything is placed relative to an anchor, the current day at 00:00 UTC.

export const DAY = 86_400_000;
export const HOUR = 3_600_000;

export function startOfUtcDay(date) {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

export function iso(ms) {
  return new Date(ms).toISOString();
}

/** 'YYYY-MM-DD' of a timestamp. */
export function isoDay(ms) {
  return iso(ms).slice(0, 10);
}

const offsetFormats = new Map();

/** Offset (ms) of `timeZone` from UTC at instant `ms`. */
function zoneOffset(ms, timeZone) {
  if (!offsetFormats.has(timeZone)) {
    offsetFormats.set(
      timeZone,
      new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
      }),
    );
  }
  const parts = Object.fromEntries(
    offsetFormats
      .get(timeZone)
      .formatToParts(ms)
      .map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  return wall - Math.floor(ms / 60_000) * 60_000;
}

/** UTC instant of the local wall time `minutes` after midnight, `dayOffset` days after the anchor, in `timeZone`. */
export function localTime(anchor, dayOffset, minutes, timeZone) {
  const wall = anchor + dayOffset * DAY + minutes * 60_000;
  const guess = wall - zoneOffset(wall, timeZone);
  return wall - zoneOffset(guess, timeZone);
}
