import * as v from "valibot";
import type { SessionUser } from "~/features/accounts/auth/auth.schema";
import { createSecretToken, hashSecretToken } from "~/features/accounts/auth/secret-token.server";
import { outboxStatementWhen } from "~/features/mail/outbox.server";
import { isUniqueViolation } from "~/lib/d1-errors";
import { accountLinkStatements, LINK_LIFETIMES, newAccountLink } from "./account-links.server";
import { hasPendingRevert, isAddressReserved, redeemEmailChange, redeemEmailRevert } from "./email-change.db.server";
import { findValidUserToken, redemptionStamp, spentWith } from "./user-tokens.db.server";
import { findUserByEmail, findUserById } from "./users.db.server";
import { checkPassword } from "./users.server";

/**
 * A change of email (docs/decisions/010): the new address confirms it by link; once it does, every other
 * session ends and the old address gets a link that undoes the change (and lets its owner choose a new
 * password), so whoever got hold of a session and the password cannot move the account away for good.
 * While that undo link is valid the account takes no other change and the old address stays reserved.
 */
const ChangePayloadSchema = v.pipe(v.string(), v.parseJson(), v.object({ email: v.string(), keepSessionId: v.string() }));

/** The payload of a change-of-email token; before sessions were kept, it was the bare address. */
function changePayload(payload: string) {
  const parsed = v.safeParse(ChangePayloadSchema, payload);
  return parsed.success ? parsed.output : { email: payload, keepSessionId: "" };
}

export type EmailChangeRefusal = "wrong-password" | "taken" | "pending";

/** PUT /users/{id}/email: after re-checking the password, emails a confirmation link to the new address. */
export async function requestEmailChange(
  env: Env,
  user: SessionUser,
  { password, email }: { password: string; email: string },
): Promise<EmailChangeRefusal | "sent"> {
  if (!(await checkPassword(env.DB, user.id, password))) return "wrong-password";
  const [account, owner, reserved, pending] = await Promise.all([
    findUserById(env.DB, user.id),
    findUserByEmail(env.DB, email),
    isAddressReserved(env.DB, email),
    hasPendingRevert(env.DB, user.id),
  ]);
  if (!account) return "wrong-password";
  if (owner || reserved) return "taken";
  if (pending) return "pending";
  const payload = JSON.stringify({ email, keepSessionId: user.sessionId });
  await env.DB.batch(await accountLinkStatements(env, { purpose: "change-email", userId: user.id, to: email, lang: account.lang, payload }));
  return "sent";
}

/**
 * POST /users/activate-new-email: the confirmed address replaces the old one, which gets the undo link in
 * the same transaction.
 */
export async function confirmEmailChange(env: Env, token: string): Promise<"changed" | "invalid" | "taken" | "pending"> {
  const tokenHash = await hashSecretToken(token);
  const pending = await findValidUserToken(env.DB, tokenHash, "change-email");
  if (!pending?.payload || !pending.user_id) return "invalid";
  const change = changePayload(pending.payload);
  const [account, owner, reserved, reverting] = await Promise.all([
    findUserById(env.DB, pending.user_id),
    findUserByEmail(env.DB, change.email),
    isAddressReserved(env.DB, change.email),
    hasPendingRevert(env.DB, pending.user_id),
  ]);
  if (!account) return "invalid";
  if ((owner && owner.id !== account.id) || reserved) return "taken";
  if (reverting) return "pending";
  const mark = redemptionStamp();
  const link = { purpose: "revert-email" as const, userId: account.id, to: account.email, lang: account.lang, details: { email: change.email } };
  const { tokenHash: undoHash, expiresAt, mail } = await newAccountLink(env, link);
  const undo = { tokenHash: undoHash, expiresAt, oldEmail: account.email, mail: outboxStatementWhen(env.DB, mail, spentWith(tokenHash, mark)) };
  try {
    const done = await redeemEmailChange(env.DB, tokenHash, { email: change.email, keepFamilyId: change.keepSessionId, undo }, mark);
    return done ? "changed" : "invalid";
  } catch (error) {
    if (isUniqueViolation(error)) return "taken";
    throw error;
  }
}

/**
 * The undo link of the old address: the old address is back, every session ends, and the answer is a
 * reset-password token for the page to move on to. "taken" when the old address went to another account.
 */
export async function revertEmailChange(
  env: Env,
  tokenHash: string,
  oldEmail: string,
  now = new Date(),
): Promise<{ resetToken: string } | "invalid" | "taken"> {
  const resetToken = createSecretToken();
  const reset = { resetHash: await hashSecretToken(resetToken), resetExpiresAt: new Date(now.getTime() + LINK_LIFETIMES["reset-password"]).toISOString() };
  try {
    const done = await redeemEmailRevert(env.DB, tokenHash, { email: oldEmail, ...reset }, redemptionStamp(now));
    return done ? { resetToken } : "invalid";
  } catch (error) {
    if (isUniqueViolation(error)) return "taken";
    throw error;
  }
}
