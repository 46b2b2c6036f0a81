import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
import { createUser } from "../factories/users";
import { apiCall, cookieHeader, workerFetch } from "../support/api-call";

const BASE = "http://localhost/api/v1";

/** GET `url` (a path, or an absolute URL such as a Location header) as the popup does: redirects are steps to look at. */
const get = (url: string, headers: Record<string, string> = {}) => workerFetch(url, { headers, redirect: "manual" });

/** Runs the popup flow of the test provider as a browser would: start, type an email, come back. */
async function socialLogin(provider: string, email: string) {
  const start = await get(`${BASE}/auth/${provider}`);
  expect(start.status).toBe(302);
  const stateCookie = cookieHeader(start);
  const authorize = new URL(start.headers.get("location") ?? "", BASE);
  expect(authorize.pathname).toBe("/api/v1/auth/test/authorize");
  authorize.searchParams.set("email", email);
  const typed = await get(authorize.toString());
  expect(typed.status).toBe(302);
  return get(typed.headers.get("location") ?? "", { Cookie: stateCookie });
}

function popupMessage(html: string) {
  const encoded = /data-message="([^"]*)"/.exec(html)?.[1] ?? "";
  return encoded
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

const PopupTokensSchema = v.object({ token: v.string(), refresh: v.string() });

test("GET /auth/providers lists google and facebook while the test provider stands in", async () => {
  expect(await (await get(`${BASE}/auth/providers`)).json()).toEqual({ providers: ["google", "facebook"] });
});

test("on a non-loopback host the test provider is off: no provider, no authorize page", async () => {
  expect(await (await get("http://rendez-vous.example/api/v1/auth/providers")).json()).toEqual({ providers: [] });
  expect((await get("http://rendez-vous.example/api/v1/auth/google")).status).toBe(404);
  expect((await get("http://rendez-vous.example/api/v1/auth/test/authorize?provider=google&state=x&email=a@b.fr")).status).toBe(404);
});

test("the test provider shows a sign-in form when no email is given", async () => {
  const page = await get(`${BASE}/auth/test/authorize?provider=facebook&state=abc`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<form method="get" action="/api/v1/auth/test/authorize">');
  expect(html).toContain('name="state" value="abc"');
});

test("a provider login creates a confirmed account without password, posts OK: with tokens and sets the cookies", async () => {
  const response = await socialLogin("google", "Nouvelle@Exemple.fr");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/html");
  const csp = response.headers.get("content-security-policy") ?? "";
  expect(csp).toContain("script-src 'self'");
  const html = await response.text();
  expect(html).toContain('<script src="/api/v1/auth/popup.js"></script>');
  expect(html).not.toMatch(/<script>/);
  const message = popupMessage(html);
  expect(message.startsWith("OK:")).toBe(true);
  const tokens = v.parse(PopupTokensSchema, JSON.parse(message.slice(3)));
  const cookies = response.headers.getSetCookie();
  expect(cookies).toContain(`token=${tokens.token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=86400`);
  expect(cookies.some((cookie) => cookie.startsWith("oauth_state=;") && cookie.includes("Max-Age=0"))).toBe(true);
  const me = await (await get(`${BASE}/users/me`, { Authorization: `Bearer ${tokens.token}` })).json();
  expect(me).toMatchObject({ email: "nouvelle@exemple.fr", active: true, profileCompleted: false });
  const exists = await apiCall("POST", "/users/exists", { body: { email: "nouvelle@exemple.fr" } });
  expect(await exists.json()).toEqual({ exists: true, invited: false, local: false });
});

test("logging in again with the same provider account reuses the user", async () => {
  await socialLogin("facebook", "fidele@exemple.fr");
  await socialLogin("facebook", "fidele@exemple.fr");
  expect(await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = 'fidele@exemple.fr'").first("n")).toBe(1);
  expect(
    await env.DB.prepare(
      "SELECT count(*) AS n FROM oauth_accounts WHERE provider = 'facebook' AND user_id = (SELECT id FROM users WHERE email = 'fidele@exemple.fr')",
    ).first("n"),
  ).toBe(1);
});

test("an existing confirmed account is linked by email and keeps its password", async () => {
  const user = await createUser({ email: "locale@exemple.fr", password: "mot-de-passe-1" });
  expect(popupMessage(await (await socialLogin("google", "locale@exemple.fr")).text())).toMatch(/^OK:/);
  expect(await env.DB.prepare("SELECT user_id FROM oauth_accounts WHERE provider = 'google' AND user_id = ?").bind(user.id).first("user_id")).toBe(user.id);
  expect(await env.DB.prepare("SELECT count(*) AS n FROM credentials WHERE user_id = ?").bind(user.id).first("n")).toBe(1);
});

test("an unconfirmed account is confirmed by the provider and loses the password nobody proved", async () => {
  const user = await createUser({ email: "squat@exemple.fr", password: "mot-de-passe-du-squatteur", active: false });
  await socialLogin("google", "squat@exemple.fr");
  expect(await env.DB.prepare("SELECT active FROM users WHERE id = ?").bind(user.id).first("active")).toBe(1);
  expect(await env.DB.prepare("SELECT count(*) AS n FROM credentials WHERE user_id = ?").bind(user.id).first("n")).toBe(0);
});

test("a callback without the state cookie of the browser that started it posts ERROR:", async () => {
  const response = await get(`${BASE}/auth/google/callback?code=a@b.fr&state=forged`);
  expect(response.status).toBe(400);
  expect(popupMessage(await response.text())).toBe("ERROR:This login expired or did not start in this browser. Please try again.");
  expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("token="))).toBe(false);
});

test("a cancelled consent posts ERROR:, and unknown providers are 404", async () => {
  const response = await get(`${BASE}/auth/facebook/callback?error=access_denied&state=x`);
  expect(popupMessage(await response.text())).toBe("ERROR:The login was cancelled.");
  expect((await get(`${BASE}/auth/twitter`)).status).toBe(404);
});

test("the popup script is a same-origin file that posts to our origin only", async () => {
  const response = await get(`${BASE}/auth/popup.js`);
  expect(response.headers.get("content-type")).toContain("text/javascript");
  expect(await response.text()).toContain("window.opener.postMessage(message, window.location.origin)");
});
