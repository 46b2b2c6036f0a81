import { Hono, type Context } from "hono";
import type { SessionUser } from "~/features/accounts/auth/auth.schema";
import { PASSWORD_REFUSALS, type PasswordRefusal } from "~/features/accounts/auth/password-policy.server";
import { RATE_LIMITS } from "~/features/rate-limit/rate-limit.server";
import { isResetTokenValid, requestPasswordReset, resetPassword } from "~/features/accounts/users/password-reset.server";
import { claimCookie } from "~/features/accounts/auth/browser-proofs.server";
import { confirmEmailChange, requestEmailChange } from "~/features/accounts/users/email-change.server";
import { checkExists, register, resendActivation } from "~/features/accounts/users/registration.server";
import { preferredLang } from "~/features/accounts/users/request-lang";
import { changePassword, getUser, updateUserProfile } from "~/features/accounts/users/users.server";
import { listUserEvents } from "~/features/attend/agenda.server";
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  EmailRequestSchema,
  ExistsSchema,
  ProfileUpdateSchema,
  RegisterSchema,
  ResetPasswordSchema,
  TokenSchema,
  UserEventsQuerySchema,
} from "~/features/accounts/users/users.schema";
import { findTaxonomyBySlug } from "~/features/taxonomies/taxonomies.server";
import { DEFAULT_LANG, type Lang } from "~/i18n/locale";
import { apiError } from "./errors";
import { parseBody, parseQuery } from "./query";
import { enforceRateLimit } from "./rate-limit";
import { redeemEmailLinkRoute } from "./email-links";
import { requireUser, setSessionCookies } from "./session";

type AppContext = Context<{ Bindings: Env }>;

const PRIVATE = { "Cache-Control": "private, no-store" };
const SUCCESS = { success: true } as const;

/** The language of emails a request triggers: the body's `lang`, else Accept-Language. */
function langOf(c: AppContext, lang: Lang | undefined): Lang | null {
  return lang ?? preferredLang(c.req.header("Accept-Language"));
}

/** The user of path `/{id}` may be changed by that user, or by an admin when `admins` is true; 403 otherwise. */
async function requireSelf(c: AppContext, { admins }: { admins: boolean }): Promise<SessionUser> {
  const user = await requireUser(c);
  if (c.req.param("id") !== user.id && !(admins && user.role === "admin")) {
    throw apiError(403, "forbidden", "You may only change your own account.");
  }
  return user;
}

/** While the undo link of the last change of email is valid, the account takes no other change. */
const changePending = () =>
  apiError(409, "email_change_pending", "The address changed recently and can still be taken back from the old one: try again later.");

const invalidToken = () => apiError(400, "invalid_token", "This link is invalid, already used or expired.");

/** A password the policy refuses (a common one, or the address): 400 with the refusal as code. */
const refusedPassword = (refusal: PasswordRefusal) => apiError(400, refusal, PASSWORD_REFUSALS[refusal]);

/** Accounts (docs/product.md §7 "Users"): registration, profile, email and password changes, email links, agenda. */
export const usersApi = new Hono<{ Bindings: Env }>()
  .post("/exists", async (c) => {
    await enforceRateLimit(c, "exists", RATE_LIMITS.exists);
    const { email } = await parseBody(c, ExistsSchema);
    return c.json(await checkExists(c.env.DB, email));
  })
  .post("/register/events", async (c) => {
    await enforceRateLimit(c, "register", RATE_LIMITS.register);
    const body = await parseBody(c, RegisterSchema);
    await enforceRateLimit(c, "accountEmail", RATE_LIMITS.accountEmail, body.email);
    const result = await register(c.env, { ...body, lang: langOf(c, body.lang) ?? DEFAULT_LANG });
    if (result.status === "taken") throw apiError(409, "email_taken", "An account already uses this email address.");
    if (result.status === "refused") throw refusedPassword(result.refusal);
    if (result.status === "claim-sent") {
      // An invitation: nothing is set until the link sent to the address is clicked in this browser.
      c.header("Set-Cookie", claimCookie(c.req.url, result.claimNonce));
      return c.json({ confirmationSent: true }, 202, PRIVATE);
    }
    setSessionCookies(c, result.tokens);
    return c.json({ token: result.tokens.token, refresh: result.tokens.refreshToken }, 201, PRIVATE);
  })
  .get("/me", async (c) => {
    const user = await getUser(c.env.DB, (await requireUser(c)).id);
    if (!user) throw apiError(401, "unauthorized", "Authentication required.");
    return c.json(user, 200, PRIVATE);
  })
  .get("/events", async (c) => {
    const user = await requireUser(c);
    const { when } = parseQuery(c, UserEventsQuerySchema);
    return c.json(await listUserEvents(c.env, user.id, when), 200, PRIVATE);
  })
  .post("/lost-password/events", async (c) => {
    await enforceRateLimit(c, "lostPassword", RATE_LIMITS.lostPassword);
    const body = await parseBody(c, EmailRequestSchema);
    await enforceRateLimit(c, "accountEmail", RATE_LIMITS.accountEmail, body.email);
    await requestPasswordReset(c.env, body.email, langOf(c, body.lang));
    return c.json(SUCCESS);
  })
  .post("/resend-activation", async (c) => {
    await enforceRateLimit(c, "resendActivation", RATE_LIMITS.resendActivation);
    const body = await parseBody(c, EmailRequestSchema);
    await enforceRateLimit(c, "accountEmail", RATE_LIMITS.accountEmail, body.email);
    await resendActivation(c.env, body.email, langOf(c, body.lang));
    return c.json(SUCCESS);
  })
  .post("/check-token", async (c) => {
    const { token } = await parseBody(c, TokenSchema);
    return c.json({ valid: await isResetTokenValid(c.env.DB, token) });
  })
  .post("/reset-password", async (c) => {
    const { token, password } = await parseBody(c, ResetPasswordSchema);
    const result = await resetPassword(c.env.DB, token, password);
    if (result.status === "invalid") throw invalidToken();
    if (result.status === "refused") throw refusedPassword(result.refusal);
    return c.json(SUCCESS);
  })
  .post("/activate", redeemEmailLinkRoute)
  .post("/activate-new-email", async (c) => {
    const { token } = await parseBody(c, TokenSchema);
    const result = await confirmEmailChange(c.env, token);
    if (result === "invalid") throw invalidToken();
    if (result === "taken") throw apiError(409, "email_taken", "An account already uses this email address.");
    if (result === "pending") throw changePending();
    return c.json(SUCCESS);
  })
  .put("/:id", async (c) => {
    await requireSelf(c, { admins: true });
    const update = await parseBody(c, ProfileUpdateSchema);
    if (update.topic && !(await findTaxonomyBySlug(c.env, update.topic, "topic"))) throw apiError(400, "invalid_body", "topic: no such topic.");
    const user = await updateUserProfile(c.env.DB, c.req.param("id"), update);
    if (!user) throw apiError(404, "not_found", "No such user.");
    return c.json(user, 200, PRIVATE);
  })
  .put("/:id/password", async (c) => {
    const user = await requireSelf(c, { admins: false });
    await enforceRateLimit(c, "reauthenticate", RATE_LIMITS.reauthenticate, user.id);
    const result = await changePassword(c.env, user, await parseBody(c, ChangePasswordSchema));
    if (result.status === "wrong-password") throw apiError(403, "invalid_password", "The current password is incorrect.");
    if (result.status === "refused") throw refusedPassword(result.refusal);
    setSessionCookies(c, result.tokens);
    return c.json(result.tokens, 200, PRIVATE);
  })
  .put("/:id/email", async (c) => {
    const user = await requireSelf(c, { admins: false });
    await enforceRateLimit(c, "reauthenticate", RATE_LIMITS.reauthenticate, user.id);
    const result = await requestEmailChange(c.env, user, await parseBody(c, ChangeEmailSchema));
    if (result === "wrong-password") throw apiError(403, "invalid_password", "The password is incorrect.");
    if (result === "taken") throw apiError(409, "email_taken", "An account already uses this email address.");
    if (result === "pending") throw changePending();
    return c.json(SUCCESS);
  });
