import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { createUser, expireLinkToken, readLinkTokenDates, loginAs, readMailToken } from "../factories/users";
import { apiCall, cookieHeader, setCookies } from "../support/api-call";

/** Wrong passwords for `email` from ten addresses of a stranger (apiCall gives each its own), until the address is locked. */
async function strangerGuesses(email: string) {
  const statuses = [];
  for (let i = 0; i < 10; i++) statuses.push((await apiCall("POST", "/auth/local", { body: { email, password: `devine-${i}` } })).status);
  expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(9);
}

/** The `device=…` cookie a login gives the browser, as a Cookie header. */
const deviceCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith("device="))
    ?.split(";")[0] ?? "";

const login = (email: string, password: string, headers: Record<string, string> = {}) => apiCall("POST", "/auth/local", { body: { email, password }, headers });

test("once strangers used up an address's attempts, a browser that logged in before still gets in with the right password", async () => {
  await createUser({ email: "habituee@exemple.fr", password: "le-bon-mot-de-passe" });
  const before = await login("habituee@exemple.fr", "le-bon-mot-de-passe");
  const device = deviceCookie(before);
  expect(device).toMatch(/^device=/);
  await strangerGuesses("habituee@exemple.fr");
  // A stranger's browser, even with the right password, is locked out of this address for now.
  const locked = await login("habituee@exemple.fr", "le-bon-mot-de-passe");
  expect(locked.status).toBe(429);
  expect(await locked.json()).toMatchObject({ error: { code: "login_locked" } });
  expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
  // The owner's browser is not.
  const owner = await login("habituee@exemple.fr", "le-bon-mot-de-passe", { Cookie: device });
  expect(owner.status).toBe(200);
  // Its own attempts are still limited: the device cookie is no free pass for guessing.
  const statuses = [];
  for (let i = 0; i < 11; i++) statuses.push((await login("habituee@exemple.fr", "faux", { Cookie: device })).status);
  expect(statuses.slice(0, 9).every((status) => status === 401)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
});

test("a device cookie of another account, or a forged one, is no proof", async () => {
  const other = await createUser({ email: "autre.compte@exemple.fr", password: "son-mot-de-passe" });
  const target = await createUser({ email: "cible.lock@exemple.fr", password: "le-bon-mot-de-passe" });
  const theirs = deviceCookie(await login("autre.compte@exemple.fr", "son-mot-de-passe"));
  await strangerGuesses("cible.lock@exemple.fr");
  expect((await login("cible.lock@exemple.fr", "le-bon-mot-de-passe", { Cookie: theirs })).status).toBe(429);
  const forged = theirs.replace(other.id, target.id);
  expect((await login("cible.lock@exemple.fr", "le-bon-mot-de-passe", { Cookie: forged })).status).toBe(429);
});

test("a locked-out owner on a new browser asks for a login link; after 'log in as …?' it logs in once", async () => {
  const user = await createUser({ email: "nouvel.appareil@exemple.fr", password: "le-bon-mot-de-passe", lang: "es" });
  await strangerGuesses("nouvel.appareil@exemple.fr");
  const asked = await apiCall("POST", "/auth/login-link", { body: { email: "nouvel.appareil@exemple.fr" } });
  expect(asked.status).toBe(200);
  expect(await asked.json()).toEqual({ success: true });
  const mail = await env.DB.prepare("SELECT subject, text FROM outbox WHERE kind = 'login-link' AND to_email = 'nouvel.appareil@exemple.fr'").first();
  expect(mail?.subject).toBe("Tu enlace para iniciar sesión");
  expect(String(mail?.text)).toMatch(/http:\/\/127\.0\.0\.1:8787\/es\/activate\?token=[\w-]{43}/);
  const token = await readMailToken("nouvel.appareil@exemple.fr", "login-link");
  // Opening the link asks first (a link from someone else must not swap the visitor's session).
  const opened = await apiCall("POST", "/users/activate", { body: { token } });
  expect(await opened.json()).toEqual({ success: true, purpose: "login-link", loggedIn: false, confirm: { email: "nouvel.appareil@exemple.fr" } });
  expect(setCookies(opened)).toEqual([]);
  const redeemed = await apiCall("POST", "/users/activate", { body: { token, confirm: true } });
  expect(redeemed.status).toBe(200);
  expect(await redeemed.json()).toEqual({ success: true, purpose: "login-link", loggedIn: true });
  const me = await apiCall("GET", "/users/me", { headers: { Cookie: cookieHeader(redeemed) } });
  expect(await me.json()).toMatchObject({ _id: user.id, active: true });
  expect((await apiCall("POST", "/users/activate", { body: { token, confirm: true } })).status).toBe(400);
  // The link also made this browser a known one: the right password gets through the lock now.
  expect((await login("nouvel.appareil@exemple.fr", "le-bon-mot-de-passe", { Cookie: cookieHeader(redeemed) })).status).toBe(200);
});

test("a login link is asked the same way whether or not the account exists, and is rate limited per address", async () => {
  await createUser({ email: "lien@exemple.fr" });
  const known = await apiCall("POST", "/auth/login-link", { body: { email: "lien@exemple.fr" } });
  const unknown = await apiCall("POST", "/auth/login-link", { body: { email: "personne@exemple.fr" } });
  expect([known.status, await known.json()]).toEqual([unknown.status, await unknown.json()]);
  expect(await readMailToken("personne@exemple.fr", "login-link")).toBeNull();
  const statuses = [];
  for (let i = 0; i < 3; i++) statuses.push((await apiCall("POST", "/auth/login-link", { body: { email: "lien@exemple.fr" } })).status);
  expect(statuses).toEqual([200, 200, 429]);
});

test("a login link expires after 15 minutes", async () => {
  await createUser({ email: "lent.lien@exemple.fr" });
  await apiCall("POST", "/auth/login-link", { body: { email: "lent.lien@exemple.fr" } });
  const token = await readMailToken("lent.lien@exemple.fr", "login-link");
  const { expires_at: expires } = await readLinkTokenDates(token);
  expect(Date.parse(expires) - Date.now()).toBeGreaterThan(14 * 60_000);
  expect(Date.parse(expires) - Date.now()).toBeLessThanOrEqual(15 * 60_000);
  await expireLinkToken(token);
  expect((await apiCall("POST", "/users/activate", { body: { token, confirm: true } })).status).toBe(400);
});

test("a login link that confirms an unconfirmed account drops the password and sessions nobody proved", async () => {
  // Someone registered this address with a password of their own; its owner then logs in by the link.
  const squatted = await createUser({ email: "squattee@exemple.fr", password: "mot-du-squatteur", active: false });
  const squatter = await loginAs(squatted);
  await apiCall("POST", "/auth/login-link", { body: { email: "squattee@exemple.fr" } });
  const token = await readMailToken("squattee@exemple.fr", "login-link");
  const redeemed = await apiCall("POST", "/users/activate", { body: { token, confirm: true } });
  expect(await apiCall("GET", "/users/me", { headers: { Cookie: cookieHeader(redeemed) } }).then((r) => r.json())).toMatchObject({ active: true });
  expect((await login("squattee@exemple.fr", "mot-du-squatteur")).status).toBe(401);
  expect((await apiCall("GET", "/users/me", { headers: squatter.headers })).status).toBe(401);
});

test("only wrong passwords count against an address: its owner logging in often never locks it", async () => {
  await createUser({ email: "assidue@exemple.fr", password: "le-bon-mot-de-passe" });
  const statuses = [];
  for (let i = 0; i < 15; i++) statuses.push((await login("assidue@exemple.fr", "le-bon-mot-de-passe")).status);
  expect(statuses.every((status) => status === 200)).toBe(true);
  for (let i = 0; i < 9; i++) expect((await login("assidue@exemple.fr", "faux")).status).toBe(401);
  expect((await login("assidue@exemple.fr", "le-bon-mot-de-passe")).status).toBe(200);
});
