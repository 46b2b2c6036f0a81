import * as v from "valibot";
import { SessionUserSchema } from "~/features/accounts/auth/auth.schema";
import { API_TOKEN_SCOPE_NAMES, type ApiToken, type ApiTokenScope } from "./api-tokens.schema";

/** A minute: `last_used_at` moves at most this often, so a busy script does not write on every call. */
const TOUCH_EVERY_MS = 60_000;

const Scopes = v.pipe(
  v.string(),
  v.transform((text) => text.split(" ").filter((scope): scope is ApiTokenScope => (API_TOKEN_SCOPE_NAMES as string[]).includes(scope))),
);

const TokenRowSchema = v.object({
  id: v.string(),
  name: v.string(),
  scopes: Scopes,
  hint: v.string(),
  created_at: v.number(),
  last_used_at: v.nullable(v.number()),
});

const iso = (ms: number) => new Date(ms).toISOString();

/** A member's tokens, newest first (api_tokens_by_user). */
export async function listApiTokens(db: D1Database, userId: string): Promise<ApiToken[]> {
  const { results } = await db
    .prepare("SELECT id, name, scopes, hint, created_at, last_used_at FROM api_tokens WHERE user_id = ? ORDER BY created_at DESC, id")
    .bind(userId)
    .all();
  return results.map((row) => {
    const token = v.parse(TokenRowSchema, row);
    return {
      id: token.id,
      name: token.name,
      scopes: token.scopes,
      hint: token.hint,
      createdAt: iso(token.created_at),
      lastUsedAt: token.last_used_at === null ? null : iso(token.last_used_at),
    };
  });
}

export type NewApiTokenRow = { id: string; userId: string; name: string; scopes: ApiTokenScope[]; hash: string; hint: string; createdAt: number };

/**
 * Adds a token unless its owner already keeps `max`: one statement, so two tabs creating at once cannot pass the
 * limit together. Whether it was added.
 */
export async function insertApiToken(db: D1Database, row: NewApiTokenRow, max: number): Promise<boolean> {
  const { meta } = await db
    .prepare(
      `INSERT INTO api_tokens (id, user_id, name, scopes, hash, hint, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE (SELECT count(*) FROM api_tokens WHERE user_id = ?2) < ?8`,
    )
    .bind(row.id, row.userId, row.name, row.scopes.join(" "), row.hash, row.hint, row.createdAt, max)
    .run();
  // (> 0, not === 1: D1 counts the rows a trigger writes too, as the security probes' watch does.)
  return meta.changes > 0;
}

/** Revokes (deletes) one of a member's tokens; whether there was one. */
export async function deleteApiToken(db: D1Database, userId: string, id: string): Promise<boolean> {
  const { meta } = await db.prepare("DELETE FROM api_tokens WHERE id = ?1 AND user_id = ?2").bind(id, userId).run();
  return meta.changes > 0;
}

const TokenUserRowSchema = v.object({ token_id: v.string(), token_scopes: Scopes });

/**
 * The token whose hash is `hash` and its owner (not blocked), as a session user of session `api-token:<id>`; its
 * use stamped (at most once a minute) in the same batch. Null for an unknown or revoked token.
 */
export async function findApiTokenUser(db: D1Database, hash: string, now: number) {
  const [, found] = await db.batch([
    db.prepare("UPDATE api_tokens SET last_used_at = ?2 WHERE hash = ?1 AND (last_used_at IS NULL OR last_used_at <= ?2 - ?3)").bind(hash, now, TOUCH_EVERY_MS),
    db
      .prepare(
        `SELECT t.id AS token_id, t.scopes AS token_scopes, u.id, u.email, u.role, u.active, 'api-token:' || t.id AS session_id
         FROM api_tokens t JOIN users u ON u.id = t.user_id WHERE t.hash = ?1 AND u.blocked = 0`,
      )
      .bind(hash),
  ]);
  const row = found?.results[0];
  if (!row) return null;
  const token = v.parse(TokenUserRowSchema, row);
  return { tokenId: token.token_id, scopes: token.token_scopes, user: v.parse(SessionUserSchema, row) };
}
