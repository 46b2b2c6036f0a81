import type { SessionTokens } from "~/features/accounts/auth/auth.schema";
import { hashPassword } from "~/features/accounts/auth/password.server";
import { newClaimNonce } from "~/features/accounts/auth/browser-proofs.server";
import { refusePassword, type PasswordRefusal } from "~/features/accounts/auth/password-policy.server";
import { createSession } from "~/features/accounts/auth/session.server";
import type { Lang } from "~/i18n/locale";
import { isUniqueViolation } from "~/lib/d1-errors";
import { accountLinkStatements } from "./account-links.server";
import type { ClaimPayload } from "./claim.schema";
import { isAddressReserved } from "./email-change.db.server";
import { findUserByEmail, insertUser, newUserId, setPassword } from "./users.db.server";
import type { UserRow } from "./users.schema";

/** POST /users/exists (docs/product.md §3 "Exists response"): local = the account has a password. */
export async function checkExists(db: D1Database, email: string) {
  const user = await findUserByEmail(db, email);
  return { exists: user !== null, invited: user?.invited ?? false, local: user?.has_password ?? false };
}

export type Registration = { email: string; password: string; source: string; site: string; lang: Lang; redirect?: string };

export type RegisterResult =
  | { status: "created"; tokens: SessionTokens }
  | { status: "claim-sent"; claimNonce: string }
  | { status: "taken" }
  | { status: "refused"; refusal: PasswordRefusal };

/**
 * POST /users/register/events: a new, unconfirmed account with its session and activation email, in one
 * batch. For an invited account without password this is the choose-password step (docs/product.md §4), but nothing
 * is set yet: the chosen password waits in a link sent to the address, which only this browser (its claim
 * value) can complete (docs/decisions/010). "taken" for any other existing address. A common password, or the
 * address itself, is refused first, whoever owns the address.
 */
export async function register(env: Env, input: Registration): Promise<RegisterResult> {
  const refusal = await refusePassword(input.password, input.email);
  if (refusal) return { status: "refused", refusal };
  const existing = await findUserByEmail(env.DB, input.email);
  if (existing?.invited && !existing.has_password) return claimInvitation(env, existing, input);
  if (existing || (await isAddressReserved(env.DB, input.email))) return { status: "taken" };
  const userId = newUserId();
  const { tokens, statement } = await createSession(env, userId);
  const activation = await accountLinkStatements(env, { purpose: "activate", userId, to: input.email, lang: input.lang });
  const create = insertUser(env.DB, { id: userId, email: input.email, active: false, lang: input.lang, source: input.source, site: input.site });
  try {
    await env.DB.batch([create, ...setPassword(env.DB, userId, await hashPassword(input.password), { replace: false }), statement, ...activation]);
  } catch (error) {
    if (isUniqueViolation(error)) return { status: "taken" };
    throw error;
  }
  return { status: "created", tokens };
}

async function claimInvitation(env: Env, account: UserRow, input: Registration): Promise<RegisterResult> {
  const { nonce, nonceHash } = await newClaimNonce();
  const payload: ClaimPayload = { passwordHash: await hashPassword(input.password), nonceHash, ...(input.redirect ? { redirect: input.redirect } : {}) };
  await env.DB.batch(
    await accountLinkStatements(env, { purpose: "claim-invite", userId: account.id, to: account.email, lang: input.lang, payload: JSON.stringify(payload) }),
  );
  return { status: "claim-sent", claimNonce: nonce };
}

/** POST /users/resend-activation: a new link when the account exists and is unconfirmed; nothing otherwise. */
export async function resendActivation(env: Env, email: string, lang: Lang | null) {
  const user = await findUserByEmail(env.DB, email);
  if (!user || user.active) return;
  await env.DB.batch(await accountLinkStatements(env, { purpose: "activate", userId: user.id, to: user.email, lang: lang ?? user.lang }));
}
