import { expect, test } from "vitest";
import { ROTATION_GRACE_SECONDS } from "~/features/accounts/auth/refresh-tokens.db.server";
import { createUser, loginAs, backdateRotation } from "../factories/users";
import { apiCall, cookieHeader, setCookies } from "../support/api-call";

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
