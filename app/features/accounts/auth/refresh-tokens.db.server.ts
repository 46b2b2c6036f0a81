import * as v from "valibot";

/**
 * Refresh tokens (docs/architecture.md §5): stored as SHA-256 hashes, one family per login (the family id is the
 * session id access tokens carry). Every use rotates the token (the old row is marked `rotated_at`, its
 * successor joins the family); presenting a rotated token again means it leaked, so the whole family is
 * revoked, except within ROTATION_GRACE_SECONDS of the rotation, when it gets the same successor again:
 * two tabs refreshing at once are not a theft (docs/decisions/010). A token unused for a year stops working.
 */
const IDLE_DAYS = 365;
export const ROTATION_GRACE_SECONDS = 10;

/** The row is still usable: not rotated, not revoked, used within IDLE_DAYS of `now` (?2). */
const USABLE = `rotated_at IS NULL AND revoked_at IS NULL
  AND created_at > strftime('%Y-%m-%dT%H:%M:%fZ', ?2, '-${IDLE_DAYS} days')`;

export function insertRefreshToken(db: D1Database, row: { tokenHash: string; userId: string; familyId: string }) {
  return db.prepare("INSERT INTO refresh_tokens (token_hash, user_id, family_id) VALUES (?, ?, ?)").bind(row.tokenHash, row.userId, row.familyId);
}

export type Rotation = { status: "rotated"; userId: string; familyId: string } | { status: "reused" } | { status: "invalid" };

const SessionRowSchema = v.object({ user_id: v.string(), family_id: v.string() });

/**
 * Trades the token of hash `oldHash` for its successor `nextHash` (derived from the old token, so the
 * same old token always names the same successor) in one transaction. A token rotated less than
 * ROTATION_GRACE_SECONDS ago whose successor is alive answers that successor again; any other rotated
 * token revokes its family.
 */
export async function rotateRefreshToken(db: D1Database, oldHash: string, nextHash: string, now = new Date()): Promise<Rotation> {
  const at = now.toISOString();
  const [, rotated] = await db.batch([
    db
      .prepare(
        `INSERT INTO refresh_tokens (token_hash, user_id, family_id) SELECT ?3, user_id, family_id FROM refresh_tokens WHERE token_hash = ?1 AND ${USABLE}`,
      )
      .bind(oldHash, at, nextHash),
    db.prepare(`UPDATE refresh_tokens SET rotated_at = ?2 WHERE token_hash = ?1 AND ${USABLE} RETURNING user_id, family_id`).bind(oldHash, at),
  ]);
  const row = rotated?.results[0] ?? (await findInGrace(db, oldHash, nextHash, new Date(now.getTime() - ROTATION_GRACE_SECONDS * 1000)));
  if (row) {
    const session = v.parse(SessionRowSchema, row);
    return { status: "rotated", userId: session.user_id, familyId: session.family_id };
  }
  const reuse = await db
    .prepare(
      `UPDATE refresh_tokens SET revoked_at = ?2 WHERE revoked_at IS NULL
         AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = ?1 AND rotated_at IS NOT NULL)`,
    )
    .bind(oldHash, at)
    .run();
  return reuse.meta.changes > 0 ? { status: "reused" } : { status: "invalid" };
}

/** The session of a token rotated after `since` into `nextHash`, while neither is revoked. */
function findInGrace(db: D1Database, oldHash: string, nextHash: string, since: Date) {
  return db
    .prepare(
      `SELECT old.user_id, old.family_id FROM refresh_tokens old
       JOIN refresh_tokens next ON next.token_hash = ?2 AND next.family_id = old.family_id AND next.revoked_at IS NULL
       WHERE old.token_hash = ?1 AND old.revoked_at IS NULL AND old.rotated_at > ?3`,
    )
    .bind(oldHash, nextHash, since.toISOString())
    .first();
}

/** Logout: revokes the family of the token of hash `tokenHash` (the current token and any spare). */
export async function revokeRefreshFamily(db: D1Database, tokenHash: string, now = new Date().toISOString()) {
  await db
    .prepare(
      `UPDATE refresh_tokens SET revoked_at = ?2 WHERE revoked_at IS NULL
         AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = ?1)`,
    )
    .bind(tokenHash, now)
    .run();
}

/** Logout with an access token alone: revokes the session (family) `familyId` of `userId`. */
export async function revokeSessionFamily(db: D1Database, { userId, familyId }: { userId: string; familyId: string }, now = new Date().toISOString()) {
  await db.prepare("UPDATE refresh_tokens SET revoked_at = ?3 WHERE family_id = ?1 AND user_id = ?2 AND revoked_at IS NULL").bind(familyId, userId, now).run();
}

/**
 * The sessions of a user end (password reset or change, change of email): every family, or every family
 * but `keepFamilyId` (the session that made the change).
 */
export function revokeUserRefreshTokens(db: D1Database, userId: string, { keepFamilyId = "", now = new Date().toISOString() } = {}) {
  return db.prepare("UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND family_id != ?").bind(now, userId, keepFamilyId);
}
