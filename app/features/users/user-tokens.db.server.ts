import * as v from "valibot";

/**
 * Single-use tokens of email links (activation, password reset, change of email), stored as SHA-256
 * hashes. Redeeming one is one transaction: the first statement marks the token used (only if unused and
 * unexpired), and every following statement acts on CONSUMED, the user of the token marked at this instant,
 * so nothing changes when the token was not valid.
 */
export type TokenPurpose = "activate" | "reset-password" | "change-email";

/** Token ?1 marked used at ?2 (by the first statement of the batch). */
const CONSUMED = "(SELECT user_id FROM user_tokens WHERE token_hash = ?1 AND used_at = ?2)";

export function insertUserToken(
  db: D1Database,
  token: { tokenHash: string; userId: string; purpose: TokenPurpose; expiresAt: string; payload?: string },
) {
  return db
    .prepare("INSERT INTO user_tokens (token_hash, user_id, purpose, payload, expires_at) VALUES (?, ?, ?, ?, ?)")
    .bind(token.tokenHash, token.userId, token.purpose, token.payload ?? null, token.expiresAt);
}

const TokenRowSchema = v.object({ user_id: v.string(), payload: v.nullable(v.string()) });

/** The user (and payload) of an unused, unexpired token of `purpose`; null otherwise. */
export async function findValidUserToken(db: D1Database, tokenHash: string, purpose: TokenPurpose, now = new Date().toISOString()) {
  const row = await db
    .prepare("SELECT user_id, payload FROM user_tokens WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?")
    .bind(tokenHash, purpose, now)
    .first();
  return row ? v.parse(TokenRowSchema, row) : null;
}

function consume(db: D1Database, tokenHash: string, purpose: TokenPurpose, now: string) {
  return db
    .prepare("UPDATE user_tokens SET used_at = ?2 WHERE token_hash = ?1 AND purpose = ?3 AND used_at IS NULL AND expires_at > ?2 RETURNING user_id")
    .bind(tokenHash, now, purpose);
}

async function redeem(db: D1Database, tokenHash: string, purpose: TokenPurpose, now: string, then: D1PreparedStatement[]) {
  const [consumed] = await db.batch([consume(db, tokenHash, purpose, now), ...then]);
  const row = consumed?.results[0];
  return row ? v.parse(v.object({ user_id: v.string() }), row).user_id : null;
}

/** POST /users/activate: the user id, or null for an invalid, used or expired token. */
export function redeemActivation(db: D1Database, tokenHash: string, now = new Date().toISOString()) {
  return redeem(db, tokenHash, "activate", now, [
    db.prepare(`UPDATE users SET active = 1, updated_at = ?2 WHERE id = ${CONSUMED}`).bind(tokenHash, now),
  ]);
}

/**
 * POST /users/reset-password: sets the password, ends every session and every other reset link of the
 * user, and confirms the address (the link reached it). The user id, or null for a bad token.
 */
export function redeemPasswordReset(db: D1Database, tokenHash: string, passwordHash: string, now = new Date().toISOString()) {
  return redeem(db, tokenHash, "reset-password", now, [
    db
      .prepare(
        `INSERT INTO credentials (user_id, password_hash, updated_at) SELECT user_id, ?3, ?2 FROM user_tokens WHERE token_hash = ?1 AND used_at = ?2
         ON CONFLICT (user_id) DO UPDATE SET password_hash = excluded.password_hash, updated_at = excluded.updated_at`,
      )
      .bind(tokenHash, now, passwordHash),
    db.prepare(`UPDATE refresh_tokens SET revoked_at = ?2 WHERE user_id = ${CONSUMED} AND revoked_at IS NULL`).bind(tokenHash, now),
    db
      .prepare(`UPDATE user_tokens SET used_at = ?2 WHERE user_id = ${CONSUMED} AND purpose = 'reset-password' AND used_at IS NULL`)
      .bind(tokenHash, now),
    db.prepare(`UPDATE users SET active = 1, invited = 0, updated_at = ?2 WHERE id = ${CONSUMED}`).bind(tokenHash, now),
  ]);
}

/** POST /users/activate-new-email: the address of the token becomes the user's (confirmed). Throws on a taken address. */
export function redeemEmailChange(db: D1Database, tokenHash: string, now = new Date().toISOString()) {
  return redeem(db, tokenHash, "change-email", now, [
    db
      .prepare(
        `UPDATE users SET email = (SELECT payload FROM user_tokens WHERE token_hash = ?1), active = 1, updated_at = ?2
         WHERE id = ${CONSUMED}`,
      )
      .bind(tokenHash, now),
  ]);
}
