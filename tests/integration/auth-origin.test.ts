import { expect, test } from "vitest";
import { createUser, loginAs } from "../factories/users";
import { apiCall } from "../support/api-call";

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
