import type { Context } from "hono";
import { clearedClaimCookie, readClaimCookie } from "~/features/auth/browser-proofs.server";
import { redeemEmailLink } from "~/features/email-links/redeem-email-link.server";
import { TokenSchema } from "~/features/users/users.schema";
import { forgetEventPages } from "./attend";
import { apiError } from "./errors";
import { parseBody } from "./query";
import { setLoginCookies } from "./session";

const PRIVATE = { "Cache-Control": "private, no-store" };

/**
 * POST /users/activate {token}: redeems any link that proves the mailbox (docs/decisions/010). The answer
 * says what it did: `purpose`, `loggedIn` (the session cookies are set), `resetToken` when the next step is
 * choosing a password, `event` and `registered` for a guest's registration.
 */
export async function redeemEmailLinkRoute(c: Context<{ Bindings: Env }>) {
  const { token } = await parseBody(c, TokenSchema);
  const result = await redeemEmailLink(c.env, token, { claimNonce: readClaimCookie(c.req.raw), onAttendanceChange: forgetEventPages(c) });
  if (result.status === "invalid") throw apiError(400, "invalid_token", "This link is invalid, already used or expired.");
  if (result.status === "taken") throw apiError(409, "email_taken", "Another account uses this email address now.");
  if (result.status === "activated") return c.json({ success: true, purpose: "activate", loggedIn: false }, 200, PRIVATE);
  if (result.status === "choose-password") return c.json({ success: true, purpose: result.purpose, loggedIn: false, resetToken: result.resetToken }, 200, PRIVATE);
  await setLoginCookies(c, result.tokens, result.userId);
  if (result.purpose === "claim-invite") c.header("Set-Cookie", clearedClaimCookie(c.req.url), { append: true });
  if (result.purpose !== "subscribe-attend") return c.json({ success: true, purpose: result.purpose, loggedIn: true }, 200, PRIVATE);
  const event = result.slug ? { slug: result.slug } : null;
  return c.json({ success: true, purpose: result.purpose, loggedIn: true, event, registered: result.failure === null, reason: result.failure }, 200, PRIVATE);
}
