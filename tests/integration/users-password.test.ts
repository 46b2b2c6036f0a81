import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
import { createUser, expireLinkToken, readLinkTokenDates, loginAs, readMailToken } from "../factories/users";
import { apiCall, setCookies } from "../support/api-call";

const login = (email: string, password: string) => apiCall("POST", "/auth/local", { body: { email, password } }).then((r) => r.status);
const refresh = (refreshToken: string) => apiCall("POST", "/auth/local/token", { body: { refreshToken } }).then((r) => r.status);

test("lost password answers the same whether or not the account exists; only an account gets a link", async () => {
  await createUser({ email: "oubli@exemple.fr" });
  const answers = [];
  for (const email of ["oubli@exemple.fr", "fantome@exemple.fr"]) {
    const response = await apiCall("POST", "/users/lost-password/events", { body: { email, site: "fr" } });
    answers.push({ status: response.status, body: await response.json(), cookies: setCookies(response) });
  }
  expect(answers[0]).toEqual({ status: 200, body: { success: true }, cookies: [] });
  expect(answers[1]).toEqual(answers[0]);
  expect(await readMailToken("oubli@exemple.fr", "reset-password")).toMatch(/^[\w-]{43}$/);
  expect(await readMailToken("fantome@exemple.fr", "reset-password")).toBeNull();
});

test("a reset sets the new password, the old one stops working, every session ends, and the link works once", async () => {
  const user = await createUser({ email: "reset@exemple.fr", password: "ancien-mot-de-passe", lang: "en" });
  const session = await loginAs(user);
  await apiCall("POST", "/users/lost-password/events", { body: { email: "reset@exemple.fr", site: "fr" } });
  expect(await env.DB.prepare("SELECT text FROM outbox WHERE kind = 'reset-password' AND to_email = 'reset@exemple.fr'").first("text")).toContain(
    "http://127.0.0.1:8787/en/reset-password?token=",
  );
  const token = await readMailToken("reset@exemple.fr", "reset-password");
  expect(await apiCall("POST", "/users/check-token", { body: { token } }).then((r) => r.json())).toEqual({ valid: true });
  expect((await apiCall("POST", "/users/reset-password", { body: { token, password: "nouveau-mot-de-passe" } })).status).toBe(200);
  expect(await login("reset@exemple.fr", "ancien-mot-de-passe")).toBe(401);
  expect(await login("reset@exemple.fr", "nouveau-mot-de-passe")).toBe(200);
  expect(await refresh(session.refreshToken)).toBe(401);
  expect((await apiCall("GET", "/users/me", { headers: session.headers })).status).toBe(401);
  expect(await apiCall("POST", "/users/check-token", { body: { token } }).then((r) => r.json())).toEqual({ valid: false });
  const reused = await apiCall("POST", "/users/reset-password", { body: { token, password: "troisieme-mot" } });
  expect(reused.status).toBe(400);
  expect(await reused.json()).toMatchObject({ error: { code: "invalid_token" } });
  expect(await login("reset@exemple.fr", "nouveau-mot-de-passe")).toBe(200);
});

test("a reset link expires after one hour", async () => {
  await createUser({ email: "tard@exemple.fr", password: "ancien-mot-de-passe" });
  await apiCall("POST", "/users/lost-password/events", { body: { email: "tard@exemple.fr" } });
  const token = await readMailToken("tard@exemple.fr", "reset-password");
  const row = await readLinkTokenDates(token);
  const lifetime = Date.parse(row.expires_at) - Date.parse(row.created_at);
  expect(Math.abs(lifetime - 3_600_000)).toBeLessThan(5_000);
  await expireLinkToken(token);
  expect(await apiCall("POST", "/users/check-token", { body: { token } }).then((r) => r.json())).toEqual({ valid: false });
  expect((await apiCall("POST", "/users/reset-password", { body: { token, password: "nouveau-mot-de-passe" } })).status).toBe(400);
  expect(await login("tard@exemple.fr", "ancien-mot-de-passe")).toBe(200);
});

test("a reset spends every other pending reset link of the user", async () => {
  await createUser({ email: "double@exemple.fr" });
  await apiCall("POST", "/users/lost-password/events", { body: { email: "double@exemple.fr" } });
  const first = await readMailToken("double@exemple.fr", "reset-password");
  await apiCall("POST", "/users/lost-password/events", { body: { email: "double@exemple.fr" } });
  const second = await readMailToken("double@exemple.fr", "reset-password");
  expect(second).not.toBe(first);
  expect((await apiCall("POST", "/users/reset-password", { body: { token: second, password: "nouveau-mot-de-passe" } })).status).toBe(200);
  expect((await apiCall("POST", "/users/reset-password", { body: { token: first, password: "encore-un-autre" } })).status).toBe(400);
});

test("reset tokens are stored hashed, and an unknown token is invalid", async () => {
  await createUser({ email: "hash@exemple.fr" });
  await apiCall("POST", "/users/lost-password/events", { body: { email: "hash@exemple.fr" } });
  const token = await readMailToken("hash@exemple.fr", "reset-password");
  expect(await env.DB.prepare("SELECT count(*) AS n FROM user_tokens WHERE token_hash = ?").bind(token).first("n")).toBe(0);
  expect(await apiCall("POST", "/users/check-token", { body: { token: "inconnu" } }).then((r) => r.json())).toEqual({ valid: false });
});

test("lost password is rate limited per address (against mail bombing) and per IP", async () => {
  const perEmail = [];
  for (let i = 0; i < 4; i++) perEmail.push((await apiCall("POST", "/users/lost-password/events", { body: { email: "bombe@exemple.fr" } })).status);
  expect(perEmail).toEqual([200, 200, 200, 429]);
  const perIp = [];
  for (let i = 0; i < 11; i++)
    perIp.push((await apiCall("POST", "/users/lost-password/events", { body: { email: `p${i}@exemple.fr` }, ip: "198.51.100.30" })).status);
  expect(perIp.slice(0, 10).every((status) => status === 200)).toBe(true);
  expect(perIp[10]).toBe(429);
});

test("PUT /users/{id}/password checks the current password, then ends the other sessions", async () => {
  const user = await createUser({ email: "change@exemple.fr", password: "ancien-mot-de-passe" });
  const session = await loginAs(user);
  const other = await loginAs(user);
  const wrong = await apiCall("PUT", `/users/${user.id}/password`, {
    headers: session.headers,
    body: { currentPassword: "pas-le-bon", password: "nouveau-mot-de-passe" },
  });
  expect(wrong.status).toBe(403);
  expect(await wrong.json()).toMatchObject({ error: { code: "invalid_password" } });
  const short = await apiCall("PUT", `/users/${user.id}/password`, {
    headers: session.headers,
    body: { currentPassword: "ancien-mot-de-passe", password: "court" },
  });
  expect(short.status).toBe(400);
  const changed = await apiCall("PUT", `/users/${user.id}/password`, {
    headers: session.headers,
    body: { currentPassword: "ancien-mot-de-passe", password: "nouveau-mot-de-passe" },
  });
  expect(changed.status).toBe(200);
  const tokens = v.parse(v.object({ token: v.string(), refreshToken: v.string() }), await changed.json());
  expect(setCookies(changed)).toHaveLength(2);
  expect(await refresh(other.refreshToken)).toBe(401);
  // Every access token of the other sessions stops working at once, and so does this session's old one.
  expect((await apiCall("GET", "/users/me", { headers: other.headers })).status).toBe(401);
  expect((await apiCall("GET", "/users/me", { headers: session.headers })).status).toBe(401);
  expect((await apiCall("GET", "/users/me", { headers: { Authorization: `Bearer ${tokens.token}` } })).status).toBe(200);
  expect(await refresh(tokens.refreshToken)).toBe(200);
  expect(await login("change@exemple.fr", "ancien-mot-de-passe")).toBe(401);
  expect(await login("change@exemple.fr", "nouveau-mot-de-passe")).toBe(200);
});

test("password re-checks are rate limited per user", async () => {
  const user = await createUser();
  const { headers } = await loginAs(user);
  const statuses = [];
  for (let i = 0; i < 11; i++)
    statuses.push(
      (await apiCall("PUT", `/users/${user.id}/password`, { headers, body: { currentPassword: `essai-${i}`, password: "nouveau-mot-de-passe" } })).status,
    );
  expect(statuses.slice(0, 10).every((status) => status === 403)).toBe(true);
  expect(statuses[10]).toBe(429);
});
