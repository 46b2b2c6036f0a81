import * as v from "valibot";

/**
 * Single-use tokens of email links, stored as SHA-256 hashes. Redeeming one is one transaction: the first
 * statement marks the token used (only if unused and unexpired), and every following statement acts on
 * CONSUMED, the user of the token marked at this instant, or runs WHEN_CONSUMED, so nothing changes when
 * the token was not valid.
 */
export type TokenPurpose = "activate" | "reset-password" | "change-email" | "claim-invite" | "revert-email" | "login-link" | "subscribe-attend";

/**
 * When a redemption happens, and the mark it leaves on the token: an ISO time with random digits past the
 * millisecond, so two redemptions of one token in the same millisecond never share a mark (the second one's
 * statements must find nothing CONSUMED).
 */
export function redemptionStamp(date = new Date()): string {
  const digits = String(crypto.getRandomValues(new Uint32Array(1))[0] ?? 0)
    .padStart(10, "0")
    .slice(0, 6);
  return date.toISOString().replace("Z", `${digits}Z`);
}

/** Token ?1 marked used at ?2 (by the first statement of the batch). */
export const CONSUMED = "(SELECT user_id FROM user_tokens WHERE token_hash = ?1 AND used_at = ?2)";
export const WHEN_CONSUMED = "EXISTS (SELECT 1 FROM user_tokens WHERE token_hash = ?1 AND used_at = ?2)";

/** The same test as WHEN_CONSUMED for a statement with positional parameters: the token spent with `mark`. */
export function spentWith(tokenHash: string, mark: string) {
  return { sql: "EXISTS (SELECT 1 FROM user_tokens WHERE token_hash = ? AND used_at = ?)", params: [tokenHash, mark] };
}

export function insertUserToken(
  db: D1Database,
  token: { tokenHash: string; userId: string | null; purpose: TokenPurpose; expiresAt: string; payload?: string },
) {
  return db
    .prepare("INSERT INTO user_tokens (token_hash, user_id, purpose, payload, expires_at) VALUES (?, ?, ?, ?, ?)")
    .bind(token.tokenHash, token.userId, token.purpose, token.payload ?? null, token.expiresAt);
}

const TokenRowSchema = v.object({ user_id: v.nullable(v.string()), payload: v.nullable(v.string()), purpose: v.string() });

/** The user, payload and purpose of an unused, unexpired token of one of `purposes`; null otherwise. */
export async function findValidUserToken(db: D1Database, tokenHash: string, purposes: TokenPurpose | TokenPurpose[], now = new Date().toISOString()) {
  const list = [purposes].flat();
  const row = await db
    .prepare(
      `SELECT user_id, payload, purpose FROM user_tokens
       WHERE token_hash = ? AND purpose IN (${list.map(() => "?").join(", ")}) AND used_at IS NULL AND expires_at > ?`,
    )
    .bind(tokenHash, ...list, now)
    .first();
  if (!row) return null;
  const token = v.parse(TokenRowSchema, row);
  return { ...token, purpose: v.parse(v.picklist(list), token.purpose) };
}

function consume(db: D1Database, tokenHash: string, purpose: TokenPurpose, now: string) {
  return db
    .prepare("UPDATE user_tokens SET used_at = ?2 WHERE token_hash = ?1 AND purpose = ?3 AND used_at IS NULL AND expires_at > ?2 RETURNING user_id")
    .bind(tokenHash, now, purpose);
}

/** Spends the token and runs `then` in the same transaction; false when the token was not valid. */
export async function redeem(db: D1Database, tokenHash: string, purpose: TokenPurpose, now: string, then: D1PreparedStatement[]) {
  const [consumed] = await db.batch([consume(db, tokenHash, purpose, now), ...then]);
  return (consumed?.results.length ?? 0) > 0;
}

/** The other unused links of `purpose` (of every purpose without one) of the token's user stop working. */
export function expireSiblingTokens(db: D1Database, tokenHash: string, now: string, purpose?: TokenPurpose) {
  return db
    .prepare(`UPDATE user_tokens SET used_at = ?2 WHERE user_id = ${CONSUMED} AND (?3 IS NULL OR purpose = ?3) AND used_at IS NULL`)
    .bind(tokenHash, now, purpose ?? null);
}

/**
 * Mailbox proof for an account nobody had confirmed: a password set before (by whoever registered the
 * address) and its sessions were never proven to be the owner's, so they go, before the address is confirmed.
 */
export function dropUnprovenAccess(db: D1Database, tokenHash: string, now: string): D1PreparedStatement[] {
  const unconfirmed = `EXISTS (SELECT 1 FROM users WHERE id = ${CONSUMED} AND active = 0)`;
  return [
    db.prepare(`DELETE FROM credentials WHERE user_id = ${CONSUMED} AND ${unconfirmed}`).bind(tokenHash, now),
    db.prepare(`UPDATE refresh_tokens SET revoked_at = ?2 WHERE user_id = ${CONSUMED} AND revoked_at IS NULL AND ${unconfirmed}`).bind(tokenHash, now),
  ];
}

/** Every session of the token's user ends. */
export function revokeConsumedUserSessions(db: D1Database, tokenHash: string, now: string, { keepFamilyId = "" } = {}) {
  return db
    .prepare(`UPDATE refresh_tokens SET revoked_at = ?2 WHERE user_id = ${CONSUMED} AND revoked_at IS NULL AND family_id != ?3`)
    .bind(tokenHash, now, keepFamilyId);
}

/** POST /users/activate: confirms the address of the token's user. False for an invalid, used or expired token. */
export function redeemActivation(db: D1Database, tokenHash: string, now = redemptionStamp()) {
  return redeem(db, tokenHash, "activate", now, [db.prepare(`UPDATE users SET active = 1, updated_at = ?2 WHERE id = ${CONSUMED}`).bind(tokenHash, now)]);
}

/**
 * POST /users/reset-password: sets the password, ends every session and every other reset link of the
 * user, and confirms the address (the link reached it). False for a bad token.
 */
export function redeemPasswordReset(db: D1Database, tokenHash: string, passwordHash: string, now = redemptionStamp()) {
  return redeem(db, tokenHash, "reset-password", now, [
    db
      .prepare(
        `INSERT INTO credentials (user_id, password_hash, updated_at) SELECT user_id, ?3, ?2 FROM user_tokens WHERE token_hash = ?1 AND used_at = ?2
         ON CONFLICT (user_id) DO UPDATE SET password_hash = excluded.password_hash, updated_at = excluded.updated_at`,
      )
      .bind(tokenHash, now, passwordHash),
    revokeConsumedUserSessions(db, tokenHash, now),
    expireSiblingTokens(db, tokenHash, now, "reset-password"),
    db.prepare(`UPDATE users SET active = 1, invited = 0, updated_at = ?2 WHERE id = ${CONSUMED}`).bind(tokenHash, now),
  ]);
}
