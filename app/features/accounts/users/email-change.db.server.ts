import { CONSUMED, expireSiblingTokens, redeem, redemptionStamp, revokeConsumedUserSessions } from "./user-tokens.db.server";

/**
 * The writes of a change of email (docs/decisions/010): while the undo link of a change is valid, the old
 * address stays reserved for it and the account takes no other change, so the undo always works and
 * nothing sent to the new address outlives it.
 */

/** An unused, unexpired undo link names `email` as the address to give back. */
export async function isAddressReserved(db: D1Database, email: string, now = new Date().toISOString()) {
  const row = await db
    .prepare("SELECT 1 FROM user_tokens WHERE purpose = 'revert-email' AND payload = ? AND used_at IS NULL AND expires_at > ? LIMIT 1")
    .bind(email.toLowerCase(), now)
    .first();
  return row !== null;
}

/** The user changed address lately and the old one can still take it back. */
export async function hasPendingRevert(db: D1Database, userId: string, now = new Date().toISOString()) {
  const row = await db
    .prepare("SELECT 1 FROM user_tokens WHERE user_id = ? AND purpose = 'revert-email' AND used_at IS NULL AND expires_at > ? LIMIT 1")
    .bind(userId, now)
    .first();
  return row !== null;
}

/** The undo link and its email, written only when the change's token is spent (same batch). */
export type UndoLink = { tokenHash: string; expiresAt: string; oldEmail: string; mail: D1PreparedStatement };

/**
 * POST /users/activate-new-email: `email` becomes the user's address (confirmed), every session but
 * `keepFamilyId` (the one that asked) ends, and the undo link to the old address is written with its email.
 * Throws on a taken address.
 */
export function redeemEmailChange(
  db: D1Database,
  tokenHash: string,
  { email, keepFamilyId, undo }: { email: string; keepFamilyId: string; undo: UndoLink },
  now = redemptionStamp(),
) {
  return redeem(db, tokenHash, "change-email", now, [
    db.prepare(`UPDATE users SET email = ?3, active = 1, updated_at = ?2 WHERE id = ${CONSUMED}`).bind(tokenHash, now, email),
    revokeConsumedUserSessions(db, tokenHash, now, { keepFamilyId }),
    expireSiblingTokens(db, tokenHash, now, "change-email"),
    db
      .prepare(
        `INSERT INTO user_tokens (token_hash, user_id, purpose, payload, expires_at)
         SELECT ?3, user_id, 'revert-email', ?4, ?5 FROM user_tokens WHERE token_hash = ?1 AND used_at = ?2`,
      )
      .bind(tokenHash, now, undo.tokenHash, undo.oldEmail, undo.expiresAt),
    undo.mail,
  ]);
}

/**
 * The undo link of the old address: the old address is back, the password and every session of the
 * account end, every other pending link of the account dies (whoever holds the new address keeps nothing),
 * and a new reset-password link (hash `resetHash`) lets the owner choose a password. Throws on a taken address.
 */
export function redeemEmailRevert(
  db: D1Database,
  tokenHash: string,
  { email, resetHash, resetExpiresAt }: { email: string; resetHash: string; resetExpiresAt: string },
  now = redemptionStamp(),
) {
  return redeem(db, tokenHash, "revert-email", now, [
    db.prepare(`UPDATE users SET email = ?3, active = 1, updated_at = ?2 WHERE id = ${CONSUMED}`).bind(tokenHash, now, email),
    db.prepare(`DELETE FROM credentials WHERE user_id = ${CONSUMED}`).bind(tokenHash, now),
    revokeConsumedUserSessions(db, tokenHash, now),
    expireSiblingTokens(db, tokenHash, now),
    db
      .prepare(
        `INSERT INTO user_tokens (token_hash, user_id, purpose, expires_at)
         SELECT ?3, user_id, 'reset-password', ?4 FROM user_tokens WHERE token_hash = ?1 AND used_at = ?2`,
      )
      .bind(tokenHash, now, resetHash, resetExpiresAt),
  ]);
}
