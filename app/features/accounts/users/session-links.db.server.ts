import { CONSUMED, dropUnprovenAccess, expireSiblingTokens, redeem, redemptionStamp, WHEN_CONSUMED } from "./user-tokens.db.server";

/**
 * Emailed links that start a session once clicked (docs/decisions/010): they prove the mailbox, so the
 * address is confirmed too. `session` is the new refresh-token row (hash and family) the batch writes for
 * the token's user.
 */
export type NewSessionRow = { refreshHash: string; familyId: string };

function sessionOfConsumed(db: D1Database, tokenHash: string, now: string, session: NewSessionRow) {
  return db
    .prepare(`INSERT INTO refresh_tokens (token_hash, user_id, family_id) SELECT ?3, user_id, ?4 FROM user_tokens WHERE token_hash = ?1 AND used_at = ?2`)
    .bind(tokenHash, now, session.refreshHash, session.familyId);
}

function confirmConsumed(db: D1Database, tokenHash: string, now: string) {
  return db.prepare(`UPDATE users SET active = 1, updated_at = ?2 WHERE id = ${CONSUMED}`).bind(tokenHash, now);
}

/**
 * An invited account claimed from the browser that chose its password: the password (hash `passwordHash`)
 * becomes the account's unless it already has one, the invitation ends, other pending claims die.
 */
export function redeemInviteClaim(
  db: D1Database,
  tokenHash: string,
  { passwordHash, session }: { passwordHash: string; session: NewSessionRow },
  now = redemptionStamp(),
) {
  return redeem(db, tokenHash, "claim-invite", now, [
    db
      .prepare(
        `INSERT INTO credentials (user_id, password_hash, updated_at) SELECT user_id, ?3, ?2 FROM user_tokens WHERE token_hash = ?1 AND used_at = ?2
         ON CONFLICT (user_id) DO NOTHING`,
      )
      .bind(tokenHash, now, passwordHash),
    db.prepare(`UPDATE users SET active = 1, invited = 0, updated_at = ?2 WHERE id = ${CONSUMED}`).bind(tokenHash, now),
    expireSiblingTokens(db, tokenHash, now, "claim-invite"),
    sessionOfConsumed(db, tokenHash, now, session),
  ]);
}

/**
 * A claim link opened in another browser than the one that chose the password: the chosen password is
 * dropped, and a reset-password link (hash `resetHash`) lets the mailbox's owner choose their own.
 */
export function redeemInviteClaimElsewhere(
  db: D1Database,
  tokenHash: string,
  { resetHash, resetExpiresAt }: { resetHash: string; resetExpiresAt: string },
  now = redemptionStamp(),
) {
  return redeem(db, tokenHash, "claim-invite", now, [
    expireSiblingTokens(db, tokenHash, now, "claim-invite"),
    db
      .prepare(
        `INSERT INTO user_tokens (token_hash, user_id, purpose, expires_at)
         SELECT ?3, user_id, 'reset-password', ?4 FROM user_tokens WHERE token_hash = ?1 AND used_at = ?2`,
      )
      .bind(tokenHash, now, resetHash, resetExpiresAt),
  ]);
}

/** The one-time login link offered after too many wrong passwords (an unconfirmed account is confirmed). */
export function redeemLoginLink(db: D1Database, tokenHash: string, session: NewSessionRow, now = redemptionStamp()) {
  return redeem(db, tokenHash, "login-link", now, [
    ...dropUnprovenAccess(db, tokenHash, now),
    confirmConsumed(db, tokenHash, now),
    expireSiblingTokens(db, tokenHash, now, "login-link"),
    sessionOfConsumed(db, tokenHash, now, session),
  ]);
}

/**
 * A guest's registration link: the account of `email` is created when there is none (invited: no
 * password, claimable later; not when the address is reserved for the undo of a change of email). No
 * session starts: the link only registers, so it cannot log anyone into an account (docs/decisions/010).
 */
export function redeemGuestLink(
  db: D1Database,
  tokenHash: string,
  { email, newUserId, lang }: { email: string; newUserId: string; lang: string },
  now = redemptionStamp(),
) {
  const reserved = "EXISTS (SELECT 1 FROM user_tokens WHERE purpose = 'revert-email' AND payload = ?4 AND used_at IS NULL AND expires_at > ?2)";
  return redeem(db, tokenHash, "subscribe-attend", now, [
    db
      .prepare(
        `INSERT INTO users (id, email, active, invited, lang, source, site) SELECT ?3, ?4, 1, 1, ?5, 'events', 'fr'
         WHERE ${WHEN_CONSUMED} AND NOT EXISTS (SELECT 1 FROM users WHERE email = ?4) AND NOT ${reserved}`,
      )
      .bind(tokenHash, now, newUserId, email, lang),
  ]);
}
