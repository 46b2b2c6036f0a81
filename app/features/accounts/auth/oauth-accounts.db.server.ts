import * as v from "valibot";
import { revokeUserRefreshTokens } from "./refresh-tokens.db.server";

/** The user linked to a provider account, if any. */
export async function findOAuthUserId(db: D1Database, provider: string, providerUserId: string): Promise<string | null> {
  const row = await db.prepare("SELECT user_id FROM oauth_accounts WHERE provider = ? AND provider_user_id = ?").bind(provider, providerUserId).first();
  return row ? v.parse(v.object({ user_id: v.string() }), row).user_id : null;
}

export function linkOAuthAccount(db: D1Database, provider: string, providerUserId: string, userId: string) {
  return db.prepare("INSERT OR IGNORE INTO oauth_accounts (provider, provider_user_id, user_id) VALUES (?, ?, ?)").bind(provider, providerUserId, userId);
}

/**
 * A provider vouched for the address of an existing account: it is confirmed and no longer invited. If it
 * was unconfirmed, its local password was set by someone who never proved they own the address (maybe
 * squatting it before the owner arrives), so that password and its sessions go.
 */
export function confirmBySocialLogin(db: D1Database, userId: string, wasConfirmed: boolean, now = new Date().toISOString()) {
  const confirm = db.prepare("UPDATE users SET active = 1, invited = 0, updated_at = ? WHERE id = ?").bind(now, userId);
  if (wasConfirmed) return [confirm];
  return [confirm, db.prepare("DELETE FROM credentials WHERE user_id = ?").bind(userId), revokeUserRefreshTokens(db, userId, { now })];
}
