import type { SessionUser } from "~/features/accounts/auth/auth.schema";
import { createSecretToken, hashSecretToken } from "~/features/accounts/auth/secret-token.server";
import { newRecordId } from "~/lib/record-id";
import { findApiTokenUser, insertApiToken } from "./api-tokens.db.server";
import { API_TOKEN_HINT_LENGTH, API_TOKEN_PREFIX, API_TOKENS_MAX, type ApiTokenInput, type ApiTokenScope, type CreatedApiToken } from "./api-tokens.schema";

export { deleteApiToken, listApiTokens } from "./api-tokens.db.server";

/** A token of `owner`, its secret in the answer this once; null when they already keep API_TOKENS_MAX. */
export async function createApiToken(db: D1Database, owner: SessionUser, input: ApiTokenInput, now = Date.now()): Promise<CreatedApiToken | null> {
  const token = `${API_TOKEN_PREFIX}${createSecretToken()}`;
  const hint = token.slice(0, API_TOKEN_PREFIX.length + API_TOKEN_HINT_LENGTH);
  const row = { id: newRecordId(), userId: owner.id, name: input.name, scopes: input.scopes, hash: await hashSecretToken(token), hint, createdAt: now };
  if (!(await insertApiToken(db, row, API_TOKENS_MAX))) return null;
  return { id: row.id, name: row.name, scopes: row.scopes, hint, createdAt: new Date(now).toISOString(), lastUsedAt: null, token };
}

/** Whether a Bearer value is an API token (and not a session's access token). */
export const isApiToken = (bearer: string) => bearer.startsWith(API_TOKEN_PREFIX);

/** Who an API token speaks for, and within which scopes. */
export type ApiTokenSession = { tokenId: string; scopes: ApiTokenScope[]; user: SessionUser };

/**
 * The owner and scopes of API token `bearer`, or null (unknown, revoked, its owner blocked). An admin's token is
 * their organizer self: the admin's rights (any event, /admin) stay with their session (docs/security.md "API tokens").
 */
export async function resolveApiToken(db: D1Database, bearer: string, now = Date.now()): Promise<ApiTokenSession | null> {
  const found = await findApiTokenUser(db, await hashSecretToken(bearer), now);
  if (!found) return null;
  const user: SessionUser = { ...found.user, role: found.user.role === "admin" ? "organizer" : found.user.role };
  return { tokenId: found.tokenId, scopes: found.scopes, user };
}
