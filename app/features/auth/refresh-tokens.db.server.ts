import * as v from "valibot";

/**
 * Refresh tokens (architecture §5): stored as SHA-256 hashes, one family per login. Every use rotates
 * the token (the old row is marked `rotated_at`, a new one joins the family); presenting a rotated token
 * again means it leaked, so the whole family is revoked. A token unused for a year stops working.
 */
const IDLE_DAYS = 365;

/** The row is still usable: not rotated, not revoked, used within IDLE_DAYS of `now` (?2). */
const USABLE = `rotated_at IS NULL AND revoked_at IS NULL
  AND created_at > strftime('%Y-%m-%dT%H:%M:%fZ', ?2, '-${IDLE_DAYS} days')`;

export function insertRefreshToken(db: D1Database, row: { tokenHash: string; userId: string; familyId: string }) {
  return db
    .prepare("INSERT INTO refresh_tokens (token_hash, user_id, family_id) VALUES (?, ?, ?)")
    .bind(row.tokenHash, row.userId, row.familyId);
}

export type Rotation = { status: "rotated"; userId: string } | { status: "reused" } | { status: "invalid" };

/** Trades the token of hash `oldHash` for `newHash` in one transaction; a rotated token revokes its family. */
export async function rotateRefreshToken(db: D1Database, oldHash: string, newHash: string, now = new Date().toISOString()): Promise<Rotation> {
  const [, rotated] = await db.batch([
    db
      .prepare(`INSERT INTO refresh_tokens (token_hash, user_id, family_id) SELECT ?3, user_id, family_id FROM refresh_tokens WHERE token_hash = ?1 AND ${USABLE}`)
      .bind(oldHash, now, newHash),
    db.prepare(`UPDATE refresh_tokens SET rotated_at = ?2 WHERE token_hash = ?1 AND ${USABLE} RETURNING user_id`).bind(oldHash, now),
  ]);
  const row = rotated?.results[0];
  if (row) return { status: "rotated", userId: v.parse(v.object({ user_id: v.string() }), row).user_id };
  const reuse = await db
    .prepare(
      `UPDATE refresh_tokens SET revoked_at = ?2 WHERE revoked_at IS NULL
         AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = ?1 AND rotated_at IS NOT NULL)`,
    )
    .bind(oldHash, now)
    .run();
  return reuse.meta.changes > 0 ? { status: "reused" } : { status: "invalid" };
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

/** Every session of a user ends (password reset or change). */
export function revokeUserRefreshTokens(db: D1Database, userId: string, now = new Date().toISOString()) {
  return db.prepare("UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL").bind(now, userId);
}
