import type { SessionTokens } from "~/features/auth/auth.schema";
import { hashPassword } from "~/features/auth/password.server";
import { hashSecretToken } from "~/features/auth/secret-token.server";
import { createSession } from "~/features/auth/session.server";
import type { Lang } from "~/i18n/locale";
import { accountLinkStatements } from "./account-links.server";
import { redeemActivation } from "./user-tokens.db.server";
import { findUserByEmail, insertUser, newUserId, setPassword } from "./users.db.server";

/** POST /users/exists (spec §3 "Exists response"): local = the account has a password. */
export async function checkExists(db: D1Database, email: string) {
  const user = await findUserByEmail(db, email);
  return { exists: user !== null, invited: user?.invited ?? false, local: user?.has_password ?? false };
}

export type Registration = { email: string; password: string; source: string; site: string; lang: Lang };

function isUniqueViolation(error: unknown) {
  return error instanceof Error && error.message.includes("UNIQUE constraint failed");
}

/**
 * POST /users/register/events: a new, unconfirmed account with its session and activation email, in one
 * batch. For an invited account without password this is the choose-password step (spec §4): the password is
 * set, the address still to confirm. "taken" for any other existing address.
 */
export async function register(env: Env, input: Registration): Promise<{ status: "created" | "password-set"; tokens: SessionTokens } | { status: "taken" }> {
  const existing = await findUserByEmail(env.DB, input.email);
  if (existing && !(existing.invited && !existing.has_password)) return { status: "taken" };
  const userId = existing?.id ?? newUserId();
  const { tokens, statement } = await createSession(env, userId);
  const activation = await accountLinkStatements(env, { purpose: "activate", userId, to: input.email, lang: input.lang });
  const create = existing ? [] : [insertUser(env.DB, { id: userId, email: input.email, active: false, lang: input.lang, source: input.source, site: input.site })];
  try {
    await env.DB.batch([...create, ...setPassword(env.DB, userId, await hashPassword(input.password), { replace: false }), statement, ...activation]);
  } catch (error) {
    if (isUniqueViolation(error)) return { status: "taken" };
    throw error;
  }
  return { status: existing ? "password-set" : "created", tokens };
}

/** POST /users/resend-activation: a new link when the account exists and is unconfirmed; nothing otherwise. */
export async function resendActivation(env: Env, email: string, lang: Lang | null) {
  const user = await findUserByEmail(env.DB, email);
  if (!user || user.active) return;
  await env.DB.batch(await accountLinkStatements(env, { purpose: "activate", userId: user.id, to: user.email, lang: lang ?? user.lang }));
}

/** POST /users/activate: confirms the address; false for an unknown, used or expired token. */
export async function activateAccount(db: D1Database, token: string): Promise<boolean> {
  return (await redeemActivation(db, await hashSecretToken(token))) !== null;
}
