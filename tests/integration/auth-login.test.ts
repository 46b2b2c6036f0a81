import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
import { createUser, loginAs } from "../factories/users";
import { apiCall, cookieHeader, setCookies } from "../support/api-call";

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
