import { expect, test } from "vitest";
import { authorizeUrl, fetchIdentity, SocialLoginError } from "./oauth-providers.server";

const credentials = { clientId: "client-id", clientSecret: "client-secret" };
const redirectUri = "https://rendez-vous.example/api/v1/auth/google/callback";

/** A fake provider: answers each URL prefix with a JSON body and records the calls. */
function provider(routes: Record<string, unknown>) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const send = async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const match = Object.keys(routes).find((prefix) => url.startsWith(prefix));
    return match ? Response.json(routes[match]) : new Response("{}", { status: 404 });
  };
  return { send, calls };
}

test("the consent URLs carry the client, the callback, the scope and the state", () => {
  const google = new URL(authorizeUrl("google", { clientId: "client-id", redirectUri, state: "s1" }));
  expect(google.origin + google.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
  expect(Object.fromEntries(google.searchParams)).toMatchObject({
    client_id: "client-id",
    redirect_uri: redirectUri,
    response_type: "code",
    state: "s1",
    scope: "openid email profile",
  });
  const facebook = new URL(authorizeUrl("facebook", { clientId: "app-id", redirectUri, state: "s2" }));
  expect(facebook.hostname).toBe("www.facebook.com");
  expect(facebook.searchParams.get("scope")).toBe("email,public_profile");
});

test("Google: the code is traded for a token, then the verified identity", async () => {
  const { send, calls } = provider({
    "https://oauth2.googleapis.com/token": { access_token: "at-1" },
    "https://openidconnect.googleapis.com/v1/userinfo": {
      sub: "g-42",
      email: "lea@exemple.fr",
      email_verified: true,
      given_name: "Léa",
      family_name: "Moreau",
      name: "Léa Moreau",
    },
  });
  const identity = await fetchIdentity("google", { credentials, redirectUri, code: "c-1" }, send);
  expect(identity).toEqual({ providerUserId: "g-42", email: "lea@exemple.fr", firstName: "Léa", lastName: "Moreau", displayName: "Léa Moreau" });
  expect(Object.fromEntries(new URLSearchParams(String(calls[0]?.init?.body)))).toMatchObject({
    code: "c-1",
    grant_type: "authorization_code",
    client_secret: "client-secret",
  });
  expect(new Headers(calls[1]?.init?.headers).get("Authorization")).toBe("Bearer at-1");
});

test("Google: an unverified address is refused", async () => {
  const { send } = provider({
    "https://oauth2.googleapis.com/token": { access_token: "at-1" },
    "https://openidconnect.googleapis.com/v1/userinfo": { sub: "g-42", email: "lea@exemple.fr", email_verified: false },
  });
  await expect(fetchIdentity("google", { credentials, redirectUri, code: "c-1" }, send)).rejects.toBeInstanceOf(SocialLoginError);
});

test("Facebook: the profile is read with an appsecret_proof; no shared email is an error", async () => {
  const { send, calls } = provider({
    "https://graph.facebook.com/v19.0/oauth/access_token": { access_token: "fb-token" },
    "https://graph.facebook.com/v19.0/me": { id: "fb-7", email: "sam@exemple.fr", first_name: "Sam" },
  });
  expect(await fetchIdentity("facebook", { credentials, redirectUri, code: "c-2" }, send)).toEqual({
    providerUserId: "fb-7",
    email: "sam@exemple.fr",
    firstName: "Sam",
    lastName: null,
    displayName: null,
  });
  expect(new URL(calls[1]?.url ?? "").searchParams.get("appsecret_proof")).toMatch(/^[0-9a-f]{64}$/);
  const noEmail = provider({
    "https://graph.facebook.com/v19.0/oauth/access_token": { access_token: "t" },
    "https://graph.facebook.com/v19.0/me": { id: "fb-8" },
  });
  await expect(fetchIdentity("facebook", { credentials, redirectUri, code: "c" }, noEmail.send)).rejects.toThrow("did not share an email");
});

test("a provider error answer becomes a SocialLoginError", async () => {
  const { send } = provider({});
  await expect(fetchIdentity("google", { credentials, redirectUri, code: "bad" }, send)).rejects.toBeInstanceOf(SocialLoginError);
});
