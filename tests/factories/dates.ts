const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The moment `hours` hours from now (negative: in the past), as an ISO string. */
export function hoursFromNow(hours: number): string {
  return new Date(Date.now() + hours * HOUR_MS).toISOString();
}

/**
 * `days` days from now (negative: in the past), as an ISO string. With `hour`, that day (UTC) at `hour`:00
 * sharp, so that dates a test compares keep their order and their day whatever the time it runs.
 */
export function daysFromNow(days: number, hour?: number): string {
  const moment = new Date(Date.now() + days * DAY_MS);
  if (hour !== undefined) moment.setUTCHours(hour, 0, 0, 0);
  return moment.toISOString();
}
