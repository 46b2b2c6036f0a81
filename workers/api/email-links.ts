import type { Context } from "hono";
import * as v from "valibot";
import { clearedClaimCookie, readClaimCookie } from "~/features/accounts/auth/browser-proofs.server";
import { redeemEmailLink } from "~/features/email-links/redeem-email-link.server";
import { TokenSchema } from "~/features/accounts/users/users.schema";
import { forgetEventPages } from "./event-page-cache";
import { apiError } from "./errors";
import { parseBody } from "./query";
import { setLoginCookies } from "./session";

const PRIVATE = { "Cache-Control": "private, no-store" };
const RedeemBodySchema = v.object({ ...TokenSchema.entries, confirm: v.optional(v.boolean(), false) });

/**
 * POST /users/activate {token, confirm?}: redeems any link that proves the mailbox (docs/decisions/010).
 * The answer says what it did: `purpose`; `loggedIn` (the session cookies are set); `resetToken` when the
 * next step is choosing a password; `event` and `registered` for a guest's registration. A login link
 * first answers `confirm: {email}` and is redeemed by a second call with `confirm: true`.
 */
export async function redeemEmailLinkRoute(c: Context<{ Bindings: Env }>) {
  const { token, confirm } = await parseBody(c, RedeemBodySchema);
  const result = await redeemEmailLink(c.env, token, {
    claimNonce: readClaimCookie(c.req.raw),
    confirmLogin: confirm,
    onAttendanceChange: forgetEventPages(c),
  });
  switch (result.status) {
    case "invalid":
      throw apiError(400, "invalid_token", "This link is invalid, already used or expired.");
    case "taken":
      throw apiError(409, "email_taken", "Another account uses this email address now.");
    case "activated":
      return c.json({ success: true, purpose: "activate", loggedIn: false }, 200, PRIVATE);
    case "confirm-login":
      return c.json({ success: true, purpose: "login-link", loggedIn: false, confirm: { email: result.email } }, 200, PRIVATE);
    case "choose-password":
      return c.json({ success: true, purpose: result.purpose, loggedIn: false, resetToken: result.resetToken }, 200, PRIVATE);
    case "registered": {
      const event = result.slug ? { slug: result.slug } : null;
      return c.json(
        // `pending`: the event approves each registration, and took a request (docs/product.md §5 "Approval").
        {
          success: true,
          purpose: "subscribe-attend",
          loggedIn: false,
          event,
          registered: result.failure === null,
          pending: result.pending,
          reason: result.failure,
        },
        200,
        PRIVATE,
      );
    }
    case "logged-in":
      await setLoginCookies(c, result.tokens, result.userId);
      if (result.purpose === "claim-invite") c.header("Set-Cookie", clearedClaimCookie(c.req.url), { append: true });
      return c.json({ success: true, purpose: result.purpose, loggedIn: true, ...(result.redirect ? { redirect: result.redirect } : {}) }, 200, PRIVATE);
  }
}
