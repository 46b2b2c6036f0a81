import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
import { ROTATION_GRACE_SECONDS } from "~/features/accounts/auth/refresh-tokens.db.server";
import { createUser, loginAs, backdateRotation } from "../factories/users";
import { apiCall, setCookies } from "../support/api-call";

const TokensSchema = v.object({ token: v.string(), refreshToken: v.string() });

async function refresh(refreshToken: string) {
  const response = await apiCall("POST", "/auth/local/token", { body: { refreshToken } });
  return { status: response.status, body: await response.json(), cookies: setCookies(response) };
}

test("a refresh token is traded once for a new pair, which works", async () => {
  const user = await createUser();
  const session = await loginAs(user);
  const first = await refresh(session.refreshToken);
  expect(first.status).toBe(200);
  const next = v.parse(TokensSchema, first.body);
  expect(next.refreshToken).not.toBe(session.refreshToken);
  expect(next.refreshToken).toMatch(/^[\w-]{43}$/);
  expect(first.cookies).toHaveLength(2);
  expect((await apiCall("GET", "/users/me", { headers: { Authorization: `Bearer ${next.token}` } })).status).toBe(200);
  expect((await refresh(next.refreshToken)).status).toBe(200);
});

test("refresh tokens are stored hashed, never in clear", async () => {
  const user = await createUser();
  const session = await loginAs(user);
  const stored = await env.DB.prepare("SELECT token_hash FROM refresh_tokens WHERE user_id = ?").bind(user.id).all();
  const hashes = stored.results.map((row) => v.parse(v.object({ token_hash: v.string() }), row).token_hash);
  expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  expect(hashes).not.toContain(session.refreshToken);
});

test("reusing a rotated refresh token after the grace window answers 401 and revokes the whole family", async () => {
  const session = await loginAs(await createUser());
  const other = await loginAs(await createUser());
  const next = v.parse(TokensSchema, (await refresh(session.refreshToken)).body);
  await backdateRotation(session.refreshToken, ROTATION_GRACE_SECONDS + 1);
  const replay = await refresh(session.refreshToken);
  expect(replay.status).toBe(401);
  expect(replay.body).toMatchObject({ error: { code: "invalid_refresh_token" } });
  expect(replay.cookies.every((cookie) => cookie.includes("Max-Age=0"))).toBe(true);
  // The legitimate holder's newer token is revoked too: the thief and the victim both have to log in again.
  expect((await refresh(next.refreshToken)).status).toBe(401);
  // ...and so is every access token of that session.
  expect((await apiCall("GET", "/users/me", { headers: { Authorization: `Bearer ${next.token}` } })).status).toBe(401);
  expect((await apiCall("GET", "/users/me", { headers: session.headers })).status).toBe(401);
  // Other families (other users, other devices) are untouched.
  expect((await refresh(other.refreshToken)).status).toBe(200);
});

test("two tabs refreshing with the same token at once both get the same new pair, and the session lives on", async () => {
  const session = await loginAs(await createUser());
  const [first, second] = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
  expect([first.status, second.status]).toEqual([200, 200]);
  const a = v.parse(TokensSchema, first.body);
  const b = v.parse(TokensSchema, second.body);
  expect(b.refreshToken).toBe(a.refreshToken);
  // A third presentation a few seconds later is still within the grace window.
  await backdateRotation(session.refreshToken, ROTATION_GRACE_SECONDS - 3);
  expect(v.parse(TokensSchema, (await refresh(session.refreshToken)).body).refreshToken).toBe(a.refreshToken);
  expect((await apiCall("GET", "/users/me", { headers: { Authorization: `Bearer ${b.token}` } })).status).toBe(200);
  expect((await refresh(a.refreshToken)).status).toBe(200);
});

test("the refresh cookie is used when the body has no token", async () => {
  const session = await loginAs(await createUser());
  const response = await apiCall("POST", "/auth/local/token", { headers: { Cookie: session.cookie } });
  expect(response.status).toBe(200);
  const cookies = response.headers.getSetCookie();
  expect(cookies[0]).toMatch(/^token=[\w.-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=86400$/);
  expect(cookies[1]).toMatch(/^refresh=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Expires=Fri, 31 Dec 9999 23:59:59 GMT$/);
  await backdateRotation(session.refreshToken, ROTATION_GRACE_SECONDS + 1);
  const spent = await apiCall("POST", "/auth/local/token", { headers: { Cookie: session.cookie } });
  expect(spent.status).toBe(401);
});

test("without any refresh token, or with an unknown one, the answer is 401", async () => {
  expect((await apiCall("POST", "/auth/local/token")).status).toBe(401);
  expect((await refresh("x".repeat(43))).status).toBe(401);
});

test("logout clears both cookies and revokes the refresh token's family", async () => {
  const session = await loginAs(await createUser());
  const response = await apiCall("POST", "/auth/logout", { headers: { Cookie: session.cookie } });
  expect(response.status).toBe(200);
  expect(setCookies(response)).toEqual([
    "token=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT",
    "refresh=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT",
    "makesense_events_email=; Path=/; Max-Age=0; SameSite=Lax",
  ]);
  expect((await refresh(session.refreshToken)).status).toBe(401);
  // The access token of the ended session stops working at once, not at the end of its day.
  expect((await apiCall("GET", "/users/me", { headers: session.headers })).status).toBe(401);
});

test("logout with the token in the body (API clients) and without any session both succeed", async () => {
  const session = await loginAs(await createUser());
  expect((await apiCall("POST", "/auth/logout", { body: { refreshToken: session.refreshToken } })).status).toBe(200);
  expect((await refresh(session.refreshToken)).status).toBe(401);
  expect((await apiCall("POST", "/auth/logout")).status).toBe(200);
});

test("token refresh is rate limited per IP address", async () => {
  const statuses = [];
  for (let i = 0; i < 61; i++) statuses.push((await apiCall("POST", "/auth/local/token", { ip: "198.51.100.9" })).status);
  expect(statuses.slice(0, 60).every((status) => status === 401)).toBe(true);
  expect(statuses[60]).toBe(429);
});
