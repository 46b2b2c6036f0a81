import * as v from "valibot";
import { createSecretToken, hashSecretToken } from "~/features/auth/secret-token.server";
import type { SessionUser } from "~/features/auth/auth.schema";
import { accountLinkStatements, LINK_LIFETIMES } from "./account-links.server";
import { findValidUserToken, redeemEmailChange, redeemEmailRevert } from "./user-tokens.db.server";
import { findUserByEmail, findUserById } from "./users.db.server";
import { checkPassword } from "./users.server";

/**
 * A change of email (docs/decisions/010): the new address confirms it by link; once it does, every other
 * session ends and the old address gets a link that undoes the change (and lets its owner choose a new
 * password), so whoever got hold of a session cannot move the account away for good.
 */
const ChangePayloadSchema = v.object({ email: v.string(), keepSessionId: v.string() });

/** The payload of a change-of-email token; before sessions were kept, it was the bare address. */
function changePayload(payload: string) {
  try {
    return v.parse(ChangePayloadSchema, JSON.parse(payload));
  } catch {
    return { email: payload, keepSessionId: "" };
  }
}

function isUniqueViolation(error: unknown) {
  return error instanceof Error && error.message.includes("UNIQUE constraint failed");
}

/** PUT /users/{id}/email: after re-checking the password, emails a confirmation link to the new address. */
export async function requestEmailChange(env: Env, user: SessionUser, { password, email }: { password: string; email: string }) {
  if (!(await checkPassword(env.DB, user.id, password))) return "wrong-password";
  const [account, owner] = await Promise.all([findUserById(env.DB, user.id), findUserByEmail(env.DB, email)]);
  if (!account) return "wrong-password";
  if (owner) return "taken";
  const payload = JSON.stringify({ email, keepSessionId: user.sessionId });
  await env.DB.batch(await accountLinkStatements(env, { purpose: "change-email", userId: user.id, to: email, lang: account.lang, payload }));
  return "sent";
}

/** POST /users/activate-new-email: the confirmed address replaces the old one, which is told how to undo it. */
export async function confirmEmailChange(env: Env, token: string): Promise<"changed" | "invalid" | "taken"> {
  const tokenHash = await hashSecretToken(token);
  const pending = await findValidUserToken(env.DB, tokenHash, "change-email");
  if (!pending?.payload || !pending.user_id) return "invalid";
  const change = changePayload(pending.payload);
  const [account, owner] = await Promise.all([findUserById(env.DB, pending.user_id), findUserByEmail(env.DB, change.email)]);
  if (!account) return "invalid";
  if (owner && owner.id !== account.id) return "taken";
  try {
    if (!(await redeemEmailChange(env.DB, tokenHash, { email: change.email, keepFamilyId: change.keepSessionId }))) return "invalid";
  } catch (error) {
    if (isUniqueViolation(error)) return "taken";
    throw error;
  }
  const undo = { purpose: "revert-email" as const, userId: account.id, to: account.email, lang: account.lang, payload: account.email, details: { email: change.email } };
  await env.DB.batch(await accountLinkStatements(env, undo));
  return "changed";
}

/**
 * The undo link of the old address: the old address is back, every session ends, and the answer is a
 * reset-password token for the page to move on to. "taken" when the old address went to another account.
 */
export async function revertEmailChange(env: Env, tokenHash: string, oldEmail: string, now = Date.now()): Promise<{ resetToken: string } | "invalid" | "taken"> {
  const resetToken = createSecretToken();
  const reset = { resetHash: await hashSecretToken(resetToken), resetExpiresAt: new Date(now + LINK_LIFETIMES["reset-password"]).toISOString() };
  try {
    const done = await redeemEmailRevert(env.DB, tokenHash, { email: oldEmail, ...reset }, new Date(now).toISOString());
    return done ? { resetToken } : "invalid";
  } catch (error) {
    if (isUniqueViolation(error)) return "taken";
    throw error;
  }
}
