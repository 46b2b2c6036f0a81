import * as v from "valibot";
import { isAddressReserved } from "~/features/accounts/users/email-change.db.server";
import { findCredentials, findUserByEmail, insertUser, newUserId } from "~/features/accounts/users/users.db.server";
import { DEFAULT_LANG } from "~/i18n/locale";
import { EmailSchema, type SessionTokens, type SocialProvider } from "./auth.schema";
import { confirmBySocialLogin, findOAuthUserId, linkOAuthAccount } from "./oauth-accounts.db.server";
import { authorizeUrl, fetchIdentity, SocialLoginError, type SocialIdentity } from "./oauth-providers.server";
import { createSecretToken } from "./secret-token.server";
import { createSession, isHttps, readCookie } from "./session.server";
import { providerMode } from "./social-config.server";

/** The login must come back within 10 minutes, to the browser that started it (state cookie). */
const STATE_SECONDS = 600;

function stateCookieName(url: string) {
  return isHttps(url) ? "__Host-oauth_state" : "oauth_state";
}

function stateCookie(url: string, value: string, maxAge: number) {
  return `${stateCookieName(url)}=${value}; Path=/; HttpOnly; SameSite=Lax${isHttps(url) ? "; Secure" : ""}; Max-Age=${maxAge}`;
}

/** Set-Cookie value that forgets the state once the callback has run. */
export function clearedStateCookie(url: string) {
  return stateCookie(url, "", 0);
}

/** `/api/v1/auth/{provider}/callback` on the origin of `requestUrl` (any URL under /api/v1/auth/). */
function callbackUrl(provider: SocialProvider, requestUrl: string) {
  return new URL(`/api/v1/auth/${provider}/callback`, requestUrl).toString();
}

/** GET /auth/{provider}: where to send the browser (the provider, or the test provider) and the state cookie; null when unavailable. */
export function startSocialLogin(env: Env, provider: SocialProvider, requestUrl: string) {
  const mode = providerMode(env, provider, requestUrl);
  if (!mode) return null;
  const state = createSecretToken();
  const location =
    mode.kind === "oauth"
      ? authorizeUrl(provider, { clientId: mode.credentials.clientId, redirectUri: callbackUrl(provider, requestUrl), state })
      : `/api/v1/auth/test/authorize?${new URLSearchParams({ provider, state })}`;
  return { location, cookie: stateCookie(requestUrl, `${provider}.${state}`, STATE_SECONDS) };
}

/** Where the test provider sends the browser once someone typed an email: the callback, the code being the address. */
export function testProviderCallback(provider: SocialProvider, { state, email }: { state: string; email: string }, requestUrl: string) {
  return `${callbackUrl(provider, requestUrl)}?${new URLSearchParams({ code: email, state })}`;
}

async function identityOf(env: Env, provider: SocialProvider, request: Request, code: string): Promise<SocialIdentity> {
  const mode = providerMode(env, provider, request.url);
  if (!mode) throw new SocialLoginError("This login provider is not available.");
  if (mode.kind === "oauth") return fetchIdentity(provider, { credentials: mode.credentials, redirectUri: callbackUrl(provider, request.url), code });
  return { providerUserId: `test:${code}`, email: code, firstName: null, lastName: null, displayName: null };
}

/**
 * GET /auth/{provider}/callback: checks the state, gets the identity and logs the person in, creating the
 * account or linking it by email (docs/product.md §4: the provider path). Throws SocialLoginError with a message the
 * popup shows.
 */
export async function finishSocialLogin(env: Env, provider: SocialProvider, request: Request): Promise<SessionTokens> {
  const params = new URL(request.url).searchParams;
  if (params.get("error")) throw new SocialLoginError("The login was cancelled.");
  const state = params.get("state");
  const code = params.get("code");
  if (!state || !code || readCookie(request, stateCookieName(request.url)) !== `${provider}.${state}`) {
    throw new SocialLoginError("This login expired or did not start in this browser. Please try again.");
  }
  return loginWithIdentity(env, provider, await identityOf(env, provider, request, code));
}

/** The session of the account linked to `identity`: linked before, found by email (then linked), or created (confirmed, no password). */
async function loginWithIdentity(env: Env, provider: SocialProvider, identity: SocialIdentity): Promise<SessionTokens> {
  const email = v.safeParse(EmailSchema, identity.email);
  if (!email.success) throw new SocialLoginError("The provider gave no usable email address.");
  const db = env.DB;
  const linkedId = await findOAuthUserId(db, provider, identity.providerUserId);
  const existing = linkedId ? null : await findUserByEmail(db, email.output);
  if (!linkedId && !existing && (await isAddressReserved(db, email.output))) {
    throw new SocialLoginError("This address is being taken back by its account: use the link sent to it.");
  }
  const knownId = linkedId ?? existing?.id;
  if (knownId && (await findCredentials(db, { id: knownId }))?.blocked) throw new SocialLoginError("This account is blocked.");
  const userId = knownId ?? newUserId();
  const { tokens, statement } = await createSession(env, userId);
  const writes = linkedId
    ? []
    : existing
      ? [linkOAuthAccount(db, provider, identity.providerUserId, userId), ...confirmBySocialLogin(db, userId, existing.active)]
      : [
          insertUser(db, {
            id: userId,
            email: email.output,
            active: true,
            lang: DEFAULT_LANG,
            source: provider,
            site: "fr",
            firstName: identity.firstName,
            lastName: identity.lastName,
            displayName: identity.displayName,
          }),
          linkOAuthAccount(db, provider, identity.providerUserId, userId),
        ];
  await db.batch([...writes, statement]);
  return tokens;
}
