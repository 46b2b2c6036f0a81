import { TZDateMini } from "@date-fns/tz";

/*
 * Wall-clock times in a time zone, on @date-fns/tz (docs/decisions/032-time-zones-on-date-fns-tz.md): what the
 * clocks of `zone` show at an instant, and the instant they show a given time.
 */

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number; offsetMinutes: number };

const pad = (value: number) => String(value).padStart(2, "0");

function partsOf(date: Date): WallClock {
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
    second: date.getSeconds(),
    offsetMinutes: -date.getTimezoneOffset(),
  };
}

/** What the clocks of `zone` show at `instant` (months from 1), and how far ahead of UTC they are then. */
export function wallClockAt(instant: Date | number, zone: string): WallClock {
  return partsOf(new TZDateMini(typeof instant === "number" ? instant : instant.getTime(), zone));
}

/**
 * The wall-clock time `year-month-day hour:minute` in `zone` (months from 1). A time the clocks skip (the spring
 * change) is the one they show after the skip, 02:30 becoming 03:30 in Paris; a time they show twice (autumn)
 * is its second, after the clocks went back.
 */
export function wallClockOf(year: number, month: number, day: number, hour: number, minute: number, zone: string): WallClock {
  return partsOf(new TZDateMini(year, month - 1, day, hour, minute, zone));
}

/** 'YYYY-MM-DD' of a wall clock. */
export const wallDate = (wall: WallClock) => `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;

/** 'HH:MM' of a wall clock. */
export const wallMinute = (wall: WallClock) => `${pad(wall.hour)}:${pad(wall.minute)}`;

/** '+02:00' of a wall clock's offset. */
export function wallOffset(wall: WallClock): string {
  const abs = Math.abs(wall.offsetMinutes);
  return `${wall.offsetMinutes < 0 ? "-" : "+"}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
