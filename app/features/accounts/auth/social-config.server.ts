import { getEnv } from "~/env.server";
import { isLoopbackUrl } from "~/lib/loopback";
import { SOCIAL_PROVIDERS, type SocialProvider } from "./auth.schema";

/**
 * Social login (docs/architecture.md §3): Google and Facebook OAuth when their credentials are set (Worker
 * secrets); else, when AUTH_TEST_PROVIDER=true and the request is for a loopback host (local development
 * and tests, never a deployed site), a local test provider stands in for both.
 */
export type OAuthCredentials = { clientId: string; clientSecret: string };
export type ProviderMode = { kind: "oauth"; credentials: OAuthCredentials } | { kind: "test" };

function credentials(env: Env, provider: SocialProvider): OAuthCredentials | null {
  const config = getEnv(env);
  const [clientId, clientSecret] =
    provider === "google" ? [config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET] : [config.FACEBOOK_APP_ID, config.FACEBOOK_APP_SECRET];
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}

export function isTestProviderEnabled(env: Env, requestUrl: string): boolean {
  return getEnv(env).AUTH_TEST_PROVIDER === "true" && isLoopbackUrl(requestUrl);
}

/** How `provider` logs people in for this request; null when it is not available. */
export function providerMode(env: Env, provider: SocialProvider, requestUrl: string): ProviderMode | null {
  const oauth = credentials(env, provider);
  if (oauth) return { kind: "oauth", credentials: oauth };
  return isTestProviderEnabled(env, requestUrl) ? { kind: "test" } : null;
}

/** GET /auth/providers: the providers whose button the UI shows. */
export function availableProviders(env: Env, requestUrl: string): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) => providerMode(env, provider, requestUrl) !== null);
}
