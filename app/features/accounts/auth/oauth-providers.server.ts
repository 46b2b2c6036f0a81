import * as v from "valibot";
import type { SocialProvider } from "./auth.schema";
import type { OAuthCredentials } from "./social-config.server";

/** What a provider tells us about the person who logged in. */
export type SocialIdentity = {
  providerUserId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
};

export class SocialLoginError extends Error {
  override readonly name = "SocialLoginError";
}

type Send = (input: string, init?: RequestInit) => Promise<Response>;

const GRAPH = "https://graph.facebook.com/v19.0";
const TokenSchema = v.object({ access_token: v.string() });
const GoogleUserSchema = v.object({
  sub: v.string(),
  email: v.optional(v.string()),
  email_verified: v.optional(v.boolean()),
  given_name: v.optional(v.string()),
  family_name: v.optional(v.string()),
  name: v.optional(v.string()),
});
const FacebookUserSchema = v.object({
  id: v.string(),
  email: v.optional(v.string()),
  first_name: v.optional(v.string()),
  last_name: v.optional(v.string()),
  name: v.optional(v.string()),
});

/** The provider's consent page (authorization-code flow). */
export function authorizeUrl(provider: SocialProvider, { clientId, redirectUri, state }: { clientId: string; redirectUri: string; state: string }) {
  const url = provider === "google" ? new URL("https://accounts.google.com/o/oauth2/v2/auth") : new URL("https://www.facebook.com/v19.0/dialog/oauth");
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: "code",
    state,
    scope: provider === "google" ? "openid email profile" : "email,public_profile",
    ...(provider === "google" ? { prompt: "select_account" } : {}),
  }).toString();
  return url.toString();
}

async function readJson<TSchema extends v.GenericSchema>(response: Response, schema: TSchema): Promise<v.InferOutput<TSchema>> {
  const parsed = v.safeParse(schema, await response.json().catch(() => null));
  if (!response.ok || !parsed.success) throw new SocialLoginError(`The provider answered ${response.status}.`);
  return parsed.output;
}

async function hmacHex(key: string, data: string) {
  const cryptoKey = await crypto.subtle.importKey("raw", new TextEncoder().encode(key), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", cryptoKey, new TextEncoder().encode(data)));
  return Array.from(signature, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Trades the authorization code for the person's identity; only a verified email is accepted. */
export async function fetchIdentity(
  provider: SocialProvider,
  { credentials, redirectUri, code }: { credentials: OAuthCredentials; redirectUri: string; code: string },
  send: Send = fetch,
): Promise<SocialIdentity> {
  const grant = { client_id: credentials.clientId, client_secret: credentials.clientSecret, redirect_uri: redirectUri, code };
  if (provider === "google") {
    const { access_token } = await readJson(
      await send("https://oauth2.googleapis.com/token", { method: "POST", body: new URLSearchParams({ ...grant, grant_type: "authorization_code" }) }),
      TokenSchema,
    );
    const user = await readJson(
      await send("https://openidconnect.googleapis.com/v1/userinfo", { headers: { Authorization: `Bearer ${access_token}` } }),
      GoogleUserSchema,
    );
    if (!user.email || user.email_verified !== true) throw new SocialLoginError("The Google account has no verified email address.");
    return {
      providerUserId: user.sub,
      email: user.email,
      firstName: user.given_name ?? null,
      lastName: user.family_name ?? null,
      displayName: user.name ?? null,
    };
  }
  const { access_token } = await readJson(await send(`${GRAPH}/oauth/access_token?${new URLSearchParams(grant)}`), TokenSchema);
  const proof = await hmacHex(credentials.clientSecret, access_token);
  const query = new URLSearchParams({ fields: "id,email,first_name,last_name,name", access_token, appsecret_proof: proof });
  const user = await readJson(await send(`${GRAPH}/me?${query}`), FacebookUserSchema);
  // Facebook returns only confirmed addresses; none at all when the person refused to share it.
  if (!user.email) throw new SocialLoginError("The Facebook account did not share an email address.");
  return { providerUserId: user.id, email: user.email, firstName: user.first_name ?? null, lastName: user.last_name ?? null, displayName: user.name ?? null };
}
