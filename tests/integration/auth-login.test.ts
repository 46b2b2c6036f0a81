import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
import { backdateRotation, createUser, expireLinkToken, loginAs, readLinkTokenDates, readMailToken } from "../factories/users";
import { apiCall, cookieHeader, setCookies } from "../support/api-call";
import { ROTATION_GRACE_SECONDS } from "~/features/accounts/auth/refresh-tokens.db.server";

const TokensSchema = v.object({ token: v.string(), refreshToken: v.string() });

test("POST /auth/local answers {token, refreshToken} and sets both HttpOnly, SameSite=Lax cookies", async () => {
  const user = await createUser({ email: "lea@exemple.fr", password: "un-long-mot-de-passe" });
  const response = await apiCall("POST", "/auth/local", { body: { email: " Lea@Exemple.fr ", password: "un-long-mot-de-passe" } });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const tokens = v.parse(TokensSchema, await response.json());
  const cookies = setCookies(response);
  expect(cookies).toEqual([
    `token=${tokens.token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=86400`,
    `refresh=${tokens.refreshToken}; Path=/; HttpOnly; SameSite=Lax; Expires=Fri, 31 Dec 9999 23:59:59 GMT`,
    expect.stringMatching(new RegExp(`^device=${user.id}\\.[\\w-]{16}\\.[\\w-]{43}; Path=/; HttpOnly; SameSite=Lax; Max-Age=34560000$`)),
  ]);
  const me = await apiCall("GET", "/users/me", { headers: { Authorization: `Bearer ${tokens.token}` } });
  expect(await me.json()).toMatchObject({ _id: user.id, email: "lea@exemple.fr" });
});

test("over HTTPS the cookies are Secure and __Host- prefixed, and read back under those names", async () => {
  await createUser({ email: "https@exemple.fr", password: "un-long-mot-de-passe" });
  const origin = "https://localhost";
  const response = await apiCall("POST", "/auth/local", { origin, body: { email: "https@exemple.fr", password: "un-long-mot-de-passe" } });
  const cookies = response.headers.getSetCookie();
  expect(cookies[0]).toMatch(/^__Host-token=[\w.-]+; Path=\/; HttpOnly; SameSite=Lax; Secure; Max-Age=86400$/);
  expect(cookies[1]).toMatch(/^__Host-refresh=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Secure; Expires=Fri, 31 Dec 9999 23:59:59 GMT$/);
  const cookie = cookieHeader(response);
  expect((await apiCall("GET", "/users/me", { origin, headers: { Cookie: cookie } })).status).toBe(200);
  const plain = cookie.replace(/__Host-/g, "");
  expect((await apiCall("GET", "/users/me", { origin, headers: { Cookie: plain } })).status).toBe(401);
});

test("a wrong password, an unknown email and an account without password get the same 401", async () => {
  await createUser({ email: "sam@exemple.fr", password: "le-bon-mot-de-passe" });
  await createUser({ email: "social@exemple.fr", password: null });
  const answers = [];
  for (const body of [
    { email: "sam@exemple.fr", password: "le-mauvais-mot" },
    { email: "personne@exemple.fr", password: "le-bon-mot-de-passe" },
    { email: "social@exemple.fr", password: "le-bon-mot-de-passe" },
  ]) {
    const response = await apiCall("POST", "/auth/local", { body });
    answers.push({ status: response.status, body: await response.json(), cookies: setCookies(response) });
  }
  const expected = { status: 401, body: { error: { code: "invalid_credentials", message: "The email or the password is incorrect." } }, cookies: [] };
  expect(answers).toEqual([expected, expected, expected]);
});

test("a seeded account (node:crypto hash of scripts/seed/accounts.mjs) logs in", async () => {
  await createUser({
    email: "visiteur@rendez-vous.test",
    password: "visiteur-demo-2026",
    passwordHash: "pbkdf2-sha256$100000$QAvrM9s94XJKVfZ92Qt8Sw==$fkPbf9z3CTi4XZAmOpuiBWpFsAv+1HZZeV2XWowAzt8=",
  });
  expect((await apiCall("POST", "/auth/local", { body: { email: "visiteur@rendez-vous.test", password: "visiteur-demo-2026" } })).status).toBe(200);
  expect((await apiCall("POST", "/auth/local", { body: { email: "visiteur@rendez-vous.test", password: "visiteur-demo-2025" } })).status).toBe(401);
});

test("a weaker stored hash is upgraded to 100,000 iterations on login, and still works", async () => {
  const user = await createUser({
    email: "ancien@exemple.fr",
    password: "ancien-mot-de-passe",
    passwordHash: "pbkdf2-sha256$1000$Mi1FS4DHUwNGfs5O2lP2yQ==$3g/+1hxcF8z/fUvBMsrQexMZNDA3v/gQarOpYhKNTeE=",
  });
  expect((await apiCall("POST", "/auth/local", { body: { email: "ancien@exemple.fr", password: "ancien-mot-de-passe" } })).status).toBe(200);
  const stored = await env.DB.prepare("SELECT password_hash FROM credentials WHERE user_id = ?").bind(user.id).first("password_hash");
  expect(String(stored)).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
  expect((await apiCall("POST", "/auth/local", { body: { email: "ancien@exemple.fr", password: "ancien-mot-de-passe" } })).status).toBe(200);
});

test("login is rate limited per IP address and per email address", async () => {
  const perIp = [];
  for (let i = 0; i < 21; i++)
    perIp.push((await apiCall("POST", "/auth/local", { body: { email: `n${i}@exemple.fr`, password: "x" }, ip: "198.51.100.1" })).status);
  expect(perIp.slice(0, 20).every((status) => status === 401)).toBe(true);
  expect(perIp[20]).toBe(429);
  const perEmail = [];
  for (let i = 0; i < 11; i++) perEmail.push((await apiCall("POST", "/auth/local", { body: { email: "cible@exemple.fr", password: "x" } })).status);
  expect(perEmail.slice(0, 10).every((status) => status === 401)).toBe(true);
  const refused = await apiCall("POST", "/auth/local", { body: { email: "cible@exemple.fr", password: "x" } });
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(await refused.json()).toMatchObject({ error: { code: "login_locked" } });
});

test("a bad body answers 400 naming the field, never a stack", async () => {
  const response = await apiCall("POST", "/auth/local", { body: { email: "pas-un-email", password: "x" } });
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ error: { code: "invalid_body", message: expect.stringContaining('"email"') } });
});

test("the session is read from the Bearer header or the token cookie; a bad token is no session", async () => {
  const user = await createUser();
  const session = await loginAs(user);
  expect((await apiCall("GET", "/users/me", { headers: session.headers })).status).toBe(200);
  expect((await apiCall("GET", "/users/me", { headers: { Cookie: session.cookie } })).status).toBe(200);
  expect((await apiCall("GET", "/users/me", { headers: { Authorization: `Bearer ${session.token}x` } })).status).toBe(401);
  // With an Authorization header, cookies are not consulted.
  expect((await apiCall("GET", "/users/me", { headers: { Authorization: "Bearer nope", Cookie: session.cookie } })).status).toBe(401);
  const anonymous = await apiCall("GET", "/users/me");
  expect(anonymous.status).toBe(401);
  expect(await anonymous.json()).toMatchObject({ error: { code: "unauthorized" } });
});

test("a token of a deleted user is no session", async () => {
  const user = await createUser();
  const session = await loginAs(user);
  await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(user.id).run();
  expect((await apiCall("GET", "/users/me", { headers: session.headers })).status).toBe(401);
});

/** A write: PUT /users/{id} renames the user, with the request's `headers`. */
const rename = (user: { id: string }, headers: Record<string, string>) =>
  apiCall("PUT", `/users/${user.id}`, { headers, body: { displayname: "Nouveau nom" } });

test("a cookie-authenticated write from another origin is refused with 403", async () => {
  const user = await createUser();
  const { cookie } = await loginAs(user);
  const foreign: Record<string, string>[] = [
    { Origin: "https://evil.example" },
    { "Sec-Fetch-Site": "cross-site" },
    { "Sec-Fetch-Site": "same-site", Origin: "http://localhost" },
    { Origin: "null" },
  ];
  for (const headers of foreign) {
    const response = await rename(user, { Cookie: cookie, ...headers });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: "forbidden_origin", message: "Cross-origin requests may not change data." } });
  }
});

test("the same write from our origin (this host or SITE_URL) goes through", async () => {
  const user = await createUser();
  const { cookie } = await loginAs(user);
  expect((await rename(user, { Cookie: cookie, Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" })).status).toBe(200);
  expect((await rename(user, { Cookie: cookie, Origin: "http://127.0.0.1:8787" })).status).toBe(200);
  expect((await rename(user, { Cookie: cookie })).status).toBe(200);
});

test("Bearer-authenticated requests are exempt: a foreign page cannot send them", async () => {
  const user = await createUser();
  const { headers } = await loginAs(user);
  expect((await rename(user, { ...headers, Origin: "https://partner.example" })).status).toBe(200);
});

test("logging in from another site is refused too (login CSRF)", async () => {
  await createUser({ email: "csrf@exemple.fr", password: "mot-de-passe-1" });
  const response = await apiCall("POST", "/auth/local", {
    headers: { "Content-Type": "text/plain", Origin: "https://evil.example" },
    body: { email: "csrf@exemple.fr", password: "mot-de-passe-1" },
  });
  expect(response.status).toBe(403);
  expect(response.headers.getSetCookie()).toEqual([]);
});

test("reads are not subject to the origin check", async () => {
  const { cookie } = await loginAs(await createUser());
  const response = await apiCall("GET", "/users/me", { headers: { Cookie: cookie, Origin: "https://evil.example" } });
  expect(response.status).toBe(200);
});

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

test("an expired access cookie next to a valid refresh cookie: the API answers logged in and sets a new pair", async () => {
  const user = await createUser({ email: "longue.session@exemple.fr" });
  const session = await loginAs(user);
  // The browser dropped the access cookie after its day (Max-Age=86400); the refresh cookie is still there.
  const response = await apiCall("GET", "/users/me", { headers: { Cookie: `refresh=${session.refreshToken}` } });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ _id: user.id, email: "longue.session@exemple.fr" });
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  const cookies = setCookies(response);
  expect(cookies[0]).toMatch(/^token=[\w.-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=86400$/);
  expect(cookies[1]).toMatch(/^refresh=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Expires=Fri, 31 Dec 9999 23:59:59 GMT$/);
  expect(cookies[1]).not.toContain(session.refreshToken);
  // The new pair works on its own.
  const renewed = cookieHeader(response);
  const again = await apiCall("GET", "/users/me", { headers: { Cookie: renewed } });
  expect(again.status).toBe(200);
  expect(setCookies(again)).toEqual([]);
});

test("an access cookie that no longer verifies (another key, a forgery) is renewed from the refresh cookie too", async () => {
  const session = await loginAs(await createUser());
  const response = await apiCall("GET", "/users/me", { headers: { Cookie: `token=eyJhbGciOiJub25lIn0.e30.; refresh=${session.refreshToken}` } });
  expect(response.status).toBe(200);
  expect(setCookies(response)).toHaveLength(2);
});

test("a reused refresh cookie logs out: 401, both cookies cleared, and the whole session revoked", async () => {
  const session = await loginAs(await createUser());
  const first = await apiCall("GET", "/users/me", { headers: { Cookie: `refresh=${session.refreshToken}` } });
  expect(first.status).toBe(200);
  await backdateRotation(session.refreshToken, ROTATION_GRACE_SECONDS + 1);
  // Someone presents the old refresh cookie again, after the grace window: a theft.
  const stolen = await apiCall("GET", "/users/me", { headers: { Cookie: `refresh=${session.refreshToken}` } });
  expect(stolen.status).toBe(401);
  expect(setCookies(stolen).every((cookie) => cookie.includes("Max-Age=0"))).toBe(true);
  // The pair the legitimate browser got is revoked with the family.
  expect((await apiCall("GET", "/users/me", { headers: { Cookie: cookieHeader(first) } })).status).toBe(401);
});

test("the renewed cookies reach the browser even when the answer is an error", async () => {
  const user = await createUser();
  const session = await loginAs(user);
  const other = await createUser();
  const refused = await apiCall("PUT", `/users/${other.id}`, { headers: { Cookie: `refresh=${session.refreshToken}` }, body: { displayname: "x" } });
  expect(refused.status).toBe(403);
  expect(setCookies(refused)).toHaveLength(2);
  expect((await apiCall("GET", "/users/me", { headers: { Cookie: cookieHeader(refused) } })).status).toBe(200);
});

test("public reads never touch the session: no refresh, no cookies", async () => {
  const session = await loginAs(await createUser());
  const response = await apiCall("GET", "/events?limit=1", { headers: { Cookie: `refresh=${session.refreshToken}` } });
  expect(response.status).toBe(200);
  expect(setCookies(response)).toEqual([]);
});

test("a Bearer client refreshes for itself: an expired Bearer token is a 401, whatever the cookies", async () => {
  const session = await loginAs(await createUser());
  const response = await apiCall("GET", "/users/me", { headers: { Authorization: "Bearer not-a-token", Cookie: `refresh=${session.refreshToken}` } });
  expect(response.status).toBe(401);
  expect(setCookies(response)).toEqual([]);
});
