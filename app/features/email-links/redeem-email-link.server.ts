import * as v from "valibot";
import { completeGuestRegistration, parseGuestPayload } from "~/features/attend/guest-registration.server";
import type { RegistrationFailure } from "~/features/attend/attend.server";
import type { SessionTokens } from "~/features/accounts/auth/auth.schema";
import { createSecretToken, hashSecretToken } from "~/features/accounts/auth/secret-token.server";
import { issueSession } from "~/features/accounts/auth/session.server";
import { LINK_LIFETIMES } from "~/features/accounts/users/account-links.server";
import { ClaimPayloadSchema } from "~/features/accounts/users/claim.schema";
import { revertEmailChange } from "~/features/accounts/users/email-change.server";
import { redeemInviteClaim, redeemInviteClaimElsewhere, redeemLoginLink } from "~/features/accounts/users/session-links.db.server";
import { findValidUserToken, redeemActivation, redemptionStamp } from "~/features/accounts/users/user-tokens.db.server";
import { findUserById } from "~/features/accounts/users/users.db.server";

/** What clicking an emailed link did; the /activate page says so and moves on. */
export type EmailLinkResult =
  | { status: "invalid" }
  | { status: "taken" }
  | { status: "activated" }
  | { status: "confirm-login"; email: string }
  | { status: "logged-in"; purpose: "claim-invite" | "login-link"; tokens: SessionTokens; userId: string; redirect?: string }
  | { status: "choose-password"; purpose: "claim-invite" | "revert-email"; resetToken: string }
  | { status: "registered"; slug: string | null; failure: RegistrationFailure | null; pending: boolean };

type RedeemOptions = {
  claimNonce: string | null;
  /** The visitor confirmed on the page that they want to be logged in as the link's account. */
  confirmLogin: boolean;
  onAttendanceChange?: (slug: string) => Promise<void>;
  now?: Date;
};

const INVALID = { status: "invalid" } as const;
const LINK_PURPOSES = ["activate", "claim-invite", "login-link", "revert-email", "subscribe-attend"] as const;

/**
 * POST /users/activate: every emailed link that proves the mailbox goes through here (docs/decisions/010):
 * activation, an invitation claimed, the login link, a guest's registration, the undo of a change of email.
 * A login link is only redeemed once the page has asked "log in as …?": opened from another site's link,
 * it must not swap the visitor's session for someone else's.
 */
export async function redeemEmailLink(env: Env, token: string, options: RedeemOptions): Promise<EmailLinkResult> {
  const tokenHash = await hashSecretToken(token);
  const now = options.now ?? new Date();
  const pending = await findValidUserToken(env.DB, tokenHash, [...LINK_PURPOSES], now.toISOString());
  if (!pending) return INVALID;
  if (pending.purpose === "subscribe-attend") {
    const guest = parseGuestPayload(pending.payload);
    const outcome = guest ? await completeGuestRegistration(env, tokenHash, guest, { onChange: options.onAttendanceChange }, now) : null;
    if (!outcome) return INVALID;
    const { registration } = outcome;
    return {
      status: "registered",
      slug: outcome.slug,
      failure: registration.ok ? null : registration.failure,
      pending: registration.ok && registration.value.pending,
    };
  }
  const userId = pending.user_id;
  if (!userId) return INVALID;
  if (pending.purpose === "activate") return (await redeemActivation(env.DB, tokenHash, redemptionStamp(now))) ? { status: "activated" } : INVALID;
  if (pending.purpose === "revert-email") {
    const result = pending.payload ? await revertEmailChange(env, tokenHash, pending.payload, now) : "invalid";
    return result === "invalid" || result === "taken"
      ? { status: result }
      : { status: "choose-password", purpose: "revert-email", resetToken: result.resetToken };
  }
  if (pending.purpose === "claim-invite") return claimInvitation(env, tokenHash, { userId, payload: pending.payload }, options.claimNonce, now);
  if (!options.confirmLogin) {
    const account = await findUserById(env.DB, userId);
    return account ? { status: "confirm-login", email: account.email } : INVALID;
  }
  const { tokens, sessionId, refreshHash } = await issueSession(env, userId);
  const done = await redeemLoginLink(env.DB, tokenHash, { refreshHash, familyId: sessionId }, redemptionStamp(now));
  return done ? { status: "logged-in", purpose: "login-link", tokens, userId } : INVALID;
}

const ClaimJsonSchema = v.pipe(v.string(), v.parseJson(), ClaimPayloadSchema);

/** An invitation claimed: by the browser that chose the password, else by choosing one now. */
async function claimInvitation(
  env: Env,
  tokenHash: string,
  pending: { userId: string; payload: string | null },
  claimNonce: string | null,
  now: Date,
): Promise<EmailLinkResult> {
  const claim = v.safeParse(ClaimJsonSchema, pending.payload ?? "");
  if (!claim.success) return INVALID;
  if (claimNonce && (await hashSecretToken(claimNonce)) === claim.output.nonceHash) {
    const { tokens, sessionId, refreshHash } = await issueSession(env, pending.userId);
    const session = { refreshHash, familyId: sessionId };
    const done = await redeemInviteClaim(env.DB, tokenHash, { passwordHash: claim.output.passwordHash, session }, redemptionStamp(now));
    const redirect = claim.output.redirect;
    return done ? { status: "logged-in", purpose: "claim-invite", tokens, userId: pending.userId, ...(redirect ? { redirect } : {}) } : INVALID;
  }
  const resetToken = createSecretToken();
  const reset = { resetHash: await hashSecretToken(resetToken), resetExpiresAt: new Date(now.getTime() + LINK_LIFETIMES["reset-password"]).toISOString() };
  const done = await redeemInviteClaimElsewhere(env.DB, tokenHash, reset, redemptionStamp(now));
  return done ? { status: "choose-password", purpose: "claim-invite", resetToken } : INVALID;
}
