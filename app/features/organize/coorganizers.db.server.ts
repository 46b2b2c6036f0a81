import * as v from "valibot";
import { insertUser } from "~/features/accounts/users/users.db.server";
import type { Lang } from "~/i18n/locale";

const Flag = v.pipe(
  v.number(),
  v.transform((n) => n === 1),
);

const CandidateRowSchema = v.object({
  id: v.string(),
  email: v.string(),
  display_name: v.nullable(v.string()),
  lang: v.string(),
  invited: Flag,
  has_password: Flag,
  organizer: Flag,
});
export type CoorganizerCandidate = v.InferOutput<typeof CandidateRowSchema>;

/**
 * The account of `email` (users.email, case-insensitive) as an invitation to organize event `eventId` needs
 * it: does it have a password yet, and is it already one of the event's organizers. Null: no account.
 */
export async function findCoorganizerCandidate(db: D1Database, eventId: string, email: string): Promise<CoorganizerCandidate | null> {
  const row = await db
    .prepare(
      `SELECT u.id, u.email, u.display_name, u.lang, u.invited,
         EXISTS (SELECT 1 FROM credentials c WHERE c.user_id = u.id) AS has_password,
         EXISTS (SELECT 1 FROM event_organizers o WHERE o.event_id = ?1 AND o.user_id = u.id) AS organizer
       FROM users u WHERE u.email = ?2`,
    )
    .bind(eventId, email)
    .first();
  return row ? v.parse(CandidateRowSchema, row) : null;
}

/**
 * An invited account (docs/product.md §3 "User profile"): unconfirmed, without a password, `invited`. Its
 * owner claims it through the login flow (POST /users/register/events, then the emailed claim link).
 */
export function invitedUserStatements(db: D1Database, user: { id: string; email: string; lang: Lang }) {
  return [
    insertUser(db, { id: user.id, email: user.email, active: false, lang: user.lang, source: "coorganizer", site: "fr" }),
    db.prepare("UPDATE users SET invited = 1 WHERE id = ?").bind(user.id),
  ];
}

/** Makes `userId` a co-organizer of `eventId`; fails the batch (primary key) when already an organizer. */
export function coorganizerStatement(db: D1Database, eventId: string, userId: string) {
  return db.prepare("INSERT INTO event_organizers (event_id, user_id, role) VALUES (?, ?, 'coorganizer')").bind(eventId, userId);
}
