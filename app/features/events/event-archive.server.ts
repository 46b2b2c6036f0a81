import { millisecondsInDay } from "date-fns/constants";
import * as v from "valibot";
import {
  archivedNos,
  dueArchiveNos,
  isArchivedPublicSlug,
  listArchivedAttendedRows,
  listArchivedOrganizedRows,
  memberNo,
  readArchiveCopy,
  removeArchivedEvents,
  writeArchiveCopy,
} from "./event-archive.db.server";
import { GONE_AFTER_DAYS } from "./event-state";
import { EventRowSchema, type EventRow } from "./events.schema";

/**
 * Events past the 410 rule leave DB for the archive (docs/decisions/037-archive-of-past-events.md) this many at a
 * time, so each step's batches stay small (the copy's JSON, the removal's cascade of attendees)…
 */
export const ARCHIVE_BATCH = 50;
/**
 * …and at most this many steps in the daily Cron Trigger's run: 2,000 events a day, where a million events over
 * three and a half years end about 800 a day; a backlog (a first deploy) drains over days, at the quiet hour.
 */
export const ARCHIVE_STEPS_A_DAY = 40;

/** The events due at `now`: ended more than GONE_AFTER_DAYS days before (their page answers 410). */
const cutoffAt = (now: Date) => new Date(now.getTime() - GONE_AFTER_DAYS * millisecondsInDay).toISOString();

/** The first half of a run: copies the due events into the archive and says which. DB is left as it was. */
export async function copyDueEvents(env: Env, now: Date): Promise<number[]> {
  const nos = await dueArchiveNos(env.DB, cutoffAt(now), ARCHIVE_BATCH);
  if (nos.length === 0) return [];
  const copy = await readArchiveCopy(env.DB, nos);
  await writeArchiveCopy(env.ARCHIVE, copy, now.getTime());
  return copy.events.map((row) => row.archive_no);
}

/**
 * One step of the archive job: copies the due events, then removes from DB those the archive holds. Stopped
 * anywhere, a step leaves each event in DB (to be copied again whole) or in both (removed by the next step), never
 * in neither. Returns how many events left DB.
 */
export async function archiveGoneEvents(env: Env, now: Date): Promise<number> {
  const copied = await copyDueEvents(env, now);
  if (copied.length === 0) return 0;
  const held = await archivedNos(env.ARCHIVE, copied);
  if (held.length > 0) await removeArchivedEvents(env.DB, held);
  return held.length;
}

const rowOf = (text: string): EventRow => v.parse(EventRowSchema, JSON.parse(text));

/** The archived events a member attended, latest first, each with their ticket (their past agenda's older part). */
export async function listArchivedAttended(env: Env, userId: string, limit: number): Promise<(EventRow & { ticket: string | null })[]> {
  const no = await memberNo(env.DB, userId);
  if (no === null) return [];
  const rows = await listArchivedAttendedRows(env.ARCHIVE, no, limit);
  return rows.map(({ row, ticket }) => ({ ...rowOf(row), ticket: ticket ?? null }));
}

/** The archived events a member organized, active or cancelled, latest first. */
export async function listArchivedOrganized(env: Env, userId: string, status: "active" | "cancelled", limit: number): Promise<EventRow[]> {
  return (await listArchivedOrganizedRows(env.ARCHIVE, userId, status, limit)).map(({ row }) => rowOf(row));
}

/** Whether the public event of `slug` was archived: its page and calendar file answer 410. */
export function isArchivedEventSlug(env: Env, slug: string): Promise<boolean> {
  return isArchivedPublicSlug(env.ARCHIVE, slug);
}

/** The daily run: steps until nothing is due or ARCHIVE_STEPS_A_DAY; how many events left DB. */
export async function archiveDueEvents(env: Env, now: Date): Promise<number> {
  let moved = 0;
  for (let step = 0; step < ARCHIVE_STEPS_A_DAY; step++) {
    const count = await archiveGoneEvents(env, now);
    moved += count;
    if (count < ARCHIVE_BATCH) break;
  }
  return moved;
}
