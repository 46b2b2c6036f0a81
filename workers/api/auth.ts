import { Hono, type Context } from "hono";
import * as v from "valibot";
import { EmailSchema, LoginSchema, RefreshSchema, SOCIAL_PROVIDERS } from "~/features/accounts/auth/auth.schema";
import { endSession, loginWithPassword, refreshSession, trustedDeviceFor } from "~/features/accounts/auth/auth.server";
import { SocialLoginError } from "~/features/accounts/auth/oauth-providers.server";
import { accessClaimsOf, readRefreshCookie } from "~/features/accounts/auth/session.server";
import { availableProviders, isTestProviderEnabled } from "~/features/accounts/auth/social-config.server";
import { clearedStateCookie, finishSocialLogin, startSocialLogin, testProviderCallback } from "~/features/accounts/auth/social-login.server";
import { POPUP_SCRIPT, popupResultPage, testProviderPage } from "~/features/accounts/auth/social-popup";
import { hitRateLimit, RATE_LIMITS, refundRateLimit } from "~/features/rate-limit/rate-limit.server";
import { clearedEmailCookie } from "~/features/accounts/sessions/email-cookie";
import { requestLoginLink } from "~/features/accounts/users/login-link.server";
import { preferredLang } from "~/features/accounts/users/request-lang";
import { EmailRequestSchema } from "~/features/accounts/users/users.schema";
import { DEFAULT_LANG, LANGS, localizePath } from "~/i18n/locale";
import { clientAddress } from "~/lib/client-address.server";
import { apiError } from "./errors";
import { formFields, isFormPost, redirectBack } from "./form-posts";
import { parseBody } from "./query";
import { enforceRateLimit } from "./rate-limit";
import { clearSessionCookies, setLoginCookies, setSessionCookies } from "./session";

type AppContext = Context<{ Bindings: Env }>;

/** Responses that carry tokens are never stored by a cache. */
const NO_STORE = { "Cache-Control": "no-store" };
const ProviderSchema = v.picklist(SOCIAL_PROVIDERS);

/** The refresh token of the body, else of the cookie (the browser's case: the cookie is HttpOnly). */
async function refreshTokenOf(c: AppContext): Promise<string | null> {
  const hasBody = (await c.req.text()).trim() !== "";
  const body = hasBody ? await parseBody(c, RefreshSchema) : {};
  return body.refreshToken ?? readRefreshCookie(c.req.raw);
}

/**
 * Past 10 wrong passwords in 15 minutes an address is locked against guessing (RATE_LIMITS.loginEmail;
 * every attempt counts at once, so a burst cannot overtake the count, and a correct one is taken back),
 * except for a browser that logged in to that account before, which has attempts of its own; any other
 * gets 429 `login_locked`, and the login step offers the emailed login link (docs/decisions/010).
 */
async function limitAttemptsOnAddress(c: AppContext, email: string) {
  const { allowed, retryAfter } = await hitRateLimit(c.env.DB, `loginEmail:${email}`, RATE_LIMITS.loginEmail);
  if (allowed) return;
  const device = await trustedDeviceFor(c.env, c.req.raw, email);
  if (device) return enforceRateLimit(c, "loginDevice", RATE_LIMITS.loginDevice, device);
  const error = apiError(429, "login_locked", "Too many attempts for this address: ask for a login link by email.");
  error.res?.headers.set("Retry-After", String(retryAfter));
  throw error;
}

/** Where the logout form returns: its localized /logout page. */
function logoutPagePath(lang: string | undefined) {
  const parsed = v.safeParse(v.picklist(LANGS), lang);
  return localizePath("/logout", parsed.success ? parsed.output : DEFAULT_LANG);
}

function providerParam(c: AppContext) {
  const provider = v.safeParse(ProviderSchema, c.req.param("provider"));
  if (!provider.success) throw apiError(404, "not_found", "Unknown login provider.");
  return provider.output;
}

/** Auth (docs/product.md §7): local login, token refresh, logout and social login. */
export const authApi = new Hono<{ Bindings: Env }>()
  .post("/local", async (c) => {
    await enforceRateLimit(c, "login", RATE_LIMITS.login);
    const credentials = await parseBody(c, LoginSchema);
    await limitAttemptsOnAddress(c, credentials.email);
    const login = await loginWithPassword(c.env, credentials);
    if (!login) throw apiError(401, "invalid_credentials", "The email or the password is incorrect.");
    // Only wrong passwords count, against the address and the client: its owner logging in often locks
    // nothing, and people behind one venue's Wi-Fi or a carrier's NAT share a client address.
    await refundRateLimit(c.env.DB, `loginEmail:${credentials.email}`, RATE_LIMITS.loginEmail);
    await refundRateLimit(c.env.DB, `login:${clientAddress(c.req.raw, c.env)}`, RATE_LIMITS.login);
    await setLoginCookies(c, login.tokens, login.userId);
    return c.json(login.tokens, 200, NO_STORE);
  })
  .post("/login-link", async (c) => {
    await enforceRateLimit(c, "loginLink", RATE_LIMITS.loginLink);
    const body = await parseBody(c, EmailRequestSchema);
    await enforceRateLimit(c, "accountEmail", RATE_LIMITS.accountEmail, body.email);
    await requestLoginLink(c.env, body.email, body.lang ?? preferredLang(c.req.header("Accept-Language")));
    return c.json({ success: true });
  })
  .post("/local/token", async (c) => {
    await enforceRateLimit(c, "tokenRefresh", RATE_LIMITS.tokenRefresh);
    const refreshToken = await refreshTokenOf(c);
    const tokens = refreshToken ? await refreshSession(c.env, refreshToken) : null;
    if (!tokens) {
      clearSessionCookies(c);
      return c.json({ error: { code: "invalid_refresh_token", message: "The session has ended; please log in again." } }, 401);
    }
    setSessionCookies(c, tokens);
    return c.json(tokens, 200, NO_STORE);
  })
  .post("/logout", async (c) => {
    const fromForm = isFormPost(c);
    const refreshToken = fromForm ? readRefreshCookie(c.req.raw) : await refreshTokenOf(c);
    // An API client may hold only its access token: its session (`sid`) ends as well.
    await endSession(c.env, { refreshToken, session: await accessClaimsOf(c.env, c.req.raw) });
    clearSessionCookies(c);
    c.header("Set-Cookie", clearedEmailCookie(), { append: true });
    // The /logout page's form works without JavaScript too: back to the page, which says it is done.
    if (fromForm) return redirectBack(c, logoutPagePath((await formFields(c)).lang), { done: "1" });
    return c.json({ success: true });
  })
  .get("/providers", (c) => c.json({ providers: availableProviders(c.env, c.req.url) }, 200, NO_STORE))
  .get("/popup.js", (c) => c.body(POPUP_SCRIPT, 200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "public, max-age=3600" }))
  .get("/test/authorize", (c) => {
    const provider = v.safeParse(ProviderSchema, c.req.query("provider"));
    const state = c.req.query("state");
    if (!isTestProviderEnabled(c.env, c.req.url) || !provider.success || !state) throw apiError(404, "not_found", "No test login provider here.");
    const email = v.safeParse(EmailSchema, c.req.query("email") ?? "");
    if (!email.success) return c.html(testProviderPage(provider.output, state));
    return c.redirect(testProviderCallback(provider.output, { state, email: email.output }, c.req.url));
  })
  .get("/:provider", (c) => {
    const start = startSocialLogin(c.env, providerParam(c), c.req.url);
    if (!start) throw apiError(404, "provider_unavailable", "This login provider is not configured.");
    c.header("Set-Cookie", start.cookie);
    return c.redirect(start.location);
  })
  .get("/:provider/callback", async (c) => {
    const provider = providerParam(c);
    c.header("Set-Cookie", clearedStateCookie(c.req.url), { append: true });
    c.header("Cache-Control", "no-store");
    try {
      const tokens = await finishSocialLogin(c.env, provider, c.req.raw);
      setSessionCookies(c, tokens);
      return c.html(popupResultPage({ ok: true, token: tokens.token, refresh: tokens.refreshToken }));
    } catch (error) {
      if (!(error instanceof SocialLoginError)) console.error("social login", provider, error);
      const message = error instanceof SocialLoginError ? error.message : "The login failed. Please try again.";
      return c.html(popupResultPage({ ok: false, error: message }), 400);
    }
  });
