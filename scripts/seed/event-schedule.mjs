// When events happen: a few land today, tomorrow and this weekend so date filters always show something,
// about a fifth are past (some two to three years ago), the rest spread over the next months.
// Start times are realistic local hours for the type; durations go from one hour to three days.

import { DAY, localTime } from "./dates.mjs";

const H = 60;
const SCHEDULES = {
  atelier: { starts: [10 * H, 14 * H, 18 * H + 30], minutes: [120, 180] },
  conference: { starts: [12 * H + 30, 18 * H + 30, 19 * H], minutes: [90, 120] },
  hackathon: { starts: [9 * H], minutes: [33 * H, 57 * H] },
  meetup: { starts: [10 * H, 18 * H + 30, 19 * H], minutes: [120, 180] },
  formation: { starts: [9 * H, 9 * H + 30], minutes: [7 * H, 8 * H, 32 * H] },
  fresque: { starts: [9 * H + 30, 14 * H, 18 * H + 30], minutes: [180] },
  apero: { starts: [18 * H + 30, 19 * H], minutes: [120, 150] },
  projection: { starts: [19 * H + 30, 20 * H], minutes: [150] },
  festival: { starts: [10 * H, 14 * H], minutes: [10 * H, 34 * H, 58 * H] },
  webinaire: { starts: [12 * H + 30, 18 * H], minutes: [60, 90] },
  balade: { starts: [9 * H + 30, 14 * H], minutes: [120, 180] },
};

/** Types that suit an evening slot today. */
export const EVENING_TYPES = ["apero", "conference", "meetup", "projection", "atelier"];

/** The special slot of event `index` (the first dozen events), or null for a random date. */
export function specialSlot(index, anchor) {
  const weekday = new Date(anchor).getUTCDay();
  const saturday = (6 - weekday + 7) % 7;
  const slots = [
    { day: 0, evening: true },
    { day: 0, evening: true },
    { day: 0, evening: true },
    { day: -1, ongoing: true },
    { day: 1 },
    { day: 1 },
    { day: 1 },
    { day: saturday === 0 ? 6 : saturday - 1, evening: true },
    { day: saturday },
    { day: saturday },
    { day: saturday + 1 },
    { day: saturday + 1 },
  ];
  return slots[index] ?? null;
}

function randomDay(rng) {
  const r = rng.next();
  if (r < 0.06) return -rng.int(730, 1095);
  if (r < 0.2) return -rng.int(1, 330);
  return 1 + Math.floor(200 * rng.next() ** 1.5);
}

/** Start and end instants (ms) of an event of `type` in `timeZone`. */
export function drawSchedule(rng, { type, slot, anchor, timeZone }) {
  if (slot?.ongoing) {
    return { start: localTime(anchor, -1, 10 * H, timeZone), end: localTime(anchor, 1, 20 * H, timeZone) };
  }
  const schedule = SCHEDULES[type];
  const startMinutes = slot?.evening ? rng.pick([18 * H + 30, 19 * H]) : rng.pick(schedule.starts);
  const start = localTime(anchor, slot?.day ?? randomDay(rng), startMinutes, timeZone);
  const minutes = slot?.evening ? rng.pick([120, 150]) : rng.pick(schedule.minutes);
  return { start, end: start + minutes * 60_000 };
}

/** When the organizer created the event: days or weeks before it starts, never after the anchor. */
export function drawCreatedAt(rng, start, anchor) {
  return Math.min(start - rng.int(5, 75) * DAY, anchor - rng.int(1, 20) * DAY) - rng.int(0, 86_399) * 1000;
}
