import { refusePassword, type PasswordRefusal } from "~/features/accounts/auth/password-policy.server";
import { hashPassword } from "~/features/accounts/auth/password.server";
import { hashSecretToken } from "~/features/accounts/auth/secret-token.server";
import type { Lang } from "~/i18n/locale";
import { accountLinkStatements } from "./account-links.server";
import { findValidUserToken, redeemPasswordReset } from "./user-tokens.db.server";
import { findUserByEmail, findUserById } from "./users.db.server";

/**
 * POST /users/lost-password/events: emails a reset link (1 hour, single use) when the account exists.
 * The caller answers the same either way, so the form does not tell who has an account.
 */
export async function requestPasswordReset(env: Env, email: string, lang: Lang | null) {
  const user = await findUserByEmail(env.DB, email);
  if (!user) return;
  await env.DB.batch(await accountLinkStatements(env, { purpose: "reset-password", userId: user.id, to: user.email, lang: lang ?? user.lang }));
}

/** POST /users/check-token: is this reset link still usable? */
export async function isResetTokenValid(db: D1Database, token: string): Promise<boolean> {
  return (await findValidUserToken(db, await hashSecretToken(token), "reset-password")) !== null;
}

/**
 * POST /users/reset-password: sets the new password (the old one stops working), ends every session of the
 * user and spends the token. "invalid" for an unknown, used or expired token; a refused password (a common
 * one, or the address) leaves the token usable for another try.
 */
export async function resetPassword(
  db: D1Database,
  token: string,
  password: string,
): Promise<{ status: "reset" } | { status: "invalid" } | { status: "refused"; refusal: PasswordRefusal }> {
  const tokenHash = await hashSecretToken(token);
  // Checked first so that a bad token costs no key derivation; the redeem below re-checks atomically.
  const valid = await findValidUserToken(db, tokenHash, "reset-password");
  const user = valid?.user_id ? await findUserById(db, valid.user_id) : null;
  if (!user) return { status: "invalid" };
  const refusal = await refusePassword(password, user.email);
  if (refusal) return { status: "refused", refusal };
  return (await redeemPasswordReset(db, tokenHash, await hashPassword(password))) ? { status: "reset" } : { status: "invalid" };
}
