import { getEnv } from "~/env.server";
import { findCredentials, setPassword } from "~/features/accounts/users/users.db.server";
import type { SessionTokens } from "./auth.schema";
import { trustedDeviceOf } from "./browser-proofs.server";
import { hashPassword, verifyPassword } from "./password.server";
import { revokeRefreshFamily, revokeSessionFamily, rotateRefreshToken } from "./refresh-tokens.db.server";
import { deriveSuccessorToken, hashSecretToken } from "./secret-token.server";
import { createSession } from "./session.server";
import { signAccessToken, type AccessClaims } from "./tokens.server";

/**
 * POST /auth/local: the tokens of a new session, or null when the email is unknown, the account has no
 * local password, the password is wrong or an admin blocked the account (one answer for all, in the same
 * time). A valid hash weaker than today's parameters is replaced in the same batch as the session.
 */
export async function loginWithPassword(
  env: Env,
  { email, password }: { email: string; password: string },
): Promise<{ tokens: SessionTokens; userId: string } | null> {
  const account = await findCredentials(env.DB, { email });
  const { valid, needsRehash } = await verifyPassword(password, account?.password_hash ?? null);
  if (!account || !valid || account.blocked) return null;
  const { tokens, statement } = await createSession(env, account.id);
  const upgrade = needsRehash ? setPassword(env.DB, account.id, await hashPassword(password)) : [];
  await env.DB.batch([statement, ...upgrade]);
  return { tokens, userId: account.id };
}

/**
 * The id of this browser when it has logged in to the account of `email` before (its `device` cookie):
 * such a browser still gets to try its password when strangers have used up the address's attempts.
 */
export async function trustedDeviceFor(env: Env, request: Request, email: string): Promise<string | null> {
  const account = await findCredentials(env.DB, { email });
  return account ? trustedDeviceOf(request, getEnv(env).JWT_SECRET, account.id) : null;
}

/**
 * POST /auth/local/token, and a request whose access cookie has expired: rotates the refresh token. Null
 * when it is unknown, revoked or reused (reuse revokes its family).
 */
export async function refreshSession(env: Env, refreshToken: string): Promise<SessionTokens | null> {
  const secret = getEnv(env).JWT_SECRET;
  const next = await deriveSuccessorToken(secret, refreshToken);
  const rotation = await rotateRefreshToken(env.DB, await hashSecretToken(refreshToken), await hashSecretToken(next));
  if (rotation.status !== "rotated") return null;
  return { token: await signAccessToken(secret, { userId: rotation.userId, sessionId: rotation.familyId }), refreshToken: next };
}

/**
 * POST /auth/logout: the session ends, named by its refresh token (its whole family stops working) or by the
 * access token's session (`sid`), whichever the request carries; both when it carries both.
 */
export async function endSession(env: Env, { refreshToken, session }: { refreshToken: string | null; session: AccessClaims | null }) {
  if (refreshToken) await revokeRefreshFamily(env.DB, await hashSecretToken(refreshToken));
  if (session) await revokeSessionFamily(env.DB, { userId: session.userId, familyId: session.sessionId });
}
