import { insertAttendee } from "~/features/attend/attend.db.server";
import { findUserByEmail, insertUser, newUserId } from "~/features/accounts/users/users.db.server";
import type { Lang } from "~/i18n/locale";
import { WALK_IN_DOMAIN } from "./event-attendees.schema";
import { checkIn, type CheckInResult } from "./event-attendees.server";

export type WalkIn = { name: string; email: string | null; lang: Lang };
export type WalkInResult = Extract<CheckInResult, { ok: true }> | { ok: false; failure: "event_full" };

/**
 * POST /events/walk-in/{id}: someone registered at the door (docs/product.md §6 "The door"), within the capacity,
 * and checked in at once. An address of an account registers that account; a new address gets an invited
 * account (claimable later, like a co-organizer's); no address, an account of the door only. When the event
 * has no place left, nothing stays: an account made for the occasion is removed.
 */
export async function registerWalkIn(db: D1Database, eventId: string, person: WalkIn, now = new Date()): Promise<WalkInResult> {
  const existing = person.email ? await findUserByEmail(db, person.email) : null;
  let userId = existing?.id ?? null;
  if (!userId) {
    userId = newUserId();
    const email = person.email ?? `${userId}@${WALK_IN_DOMAIN}`;
    await db.batch([
      insertUser(db, { id: userId, email, active: false, lang: person.lang, source: "walk-in", site: "fr", firstName: person.name, displayName: person.name }),
      db.prepare("UPDATE users SET invited = 1 WHERE id = ?").bind(userId),
    ]);
  }
  const { attendance } = await insertAttendee(db, { eventId, userId, lang: person.lang, now: now.toISOString() });
  if (!attendance.registered) {
    if (!existing) await db.prepare("DELETE FROM users WHERE id = ?1 AND NOT EXISTS (SELECT 1 FROM attendees WHERE user_no = users.no)").bind(userId).run();
    return { ok: false, failure: "event_full" };
  }
  const arrived = await checkIn(db, eventId, { userId }, now);
  if (!arrived.ok) throw new Error(`walk-in ${userId} registered but not checked in: ${arrived.failure}`);
  return arrived;
}
