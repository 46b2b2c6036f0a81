import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { callWorker } from "./support/call-worker";
import { createPerson, PROBE_PASSWORD } from "./support/world";

/*
 * Sessions (docs/security.md §1 "Sessions"): logout ends the session whatever token names it, the per-client
 * login limit counts wrong passwords only, and an access token has one spelling.
 */

const JSON_TYPE = { "Content-Type": "application/json" };

async function me(headers: Record<string, string>) {
  return (await callWorker("/api/v1/users/me", { headers })).status;
}

test("logout with only an access token (Bearer) ends its session: the token stops working, the refresh token too", async () => {
  const person = await createPerson();
  expect(await me(person.headers)).toBe(200);
  const logout = await callWorker("/api/v1/auth/logout", { method: "POST", headers: person.headers });
  expect(logout.status).toBe(200);
  expect(await me(person.headers)).toBe(401);
  const refresh = await callWorker("/api/v1/auth/local/token", {
    method: "POST",
    headers: { ...JSON_TYPE, Origin: "http://localhost" },
    body: JSON.stringify({ refreshToken: person.refreshToken }),
  });
  expect(refresh.status).toBe(401);
});

test("logout with only the access cookie ends its session; another session of the same member keeps working", async () => {
  const person = await createPerson();
  const other = await createPerson();
  const accessOnly = person.cookie.split("; ")[0] ?? "";
  const logout = await callWorker("/api/v1/auth/logout", { method: "POST", headers: { Cookie: accessOnly, Origin: "http://localhost" } });
  expect(logout.status).toBe(200);
  expect(await me(person.headers)).toBe(401);
  expect(await me(other.headers)).toBe(200);
});

test("logout with a forged or another member's token ends nothing", async () => {
  const person = await createPerson();
  const [head, claims] = (person.headers.Authorization ?? "").replace("Bearer ", "").split(".");
  const forged = `${head}.${claims}.${"A".repeat(43)}`;
  const logout = await callWorker("/api/v1/auth/logout", { method: "POST", headers: { Authorization: `Bearer ${forged}` } });
  expect(logout.status).toBe(200);
  expect(await me(person.headers)).toBe(200);
});

test("a correct password is never refused for the client address's earlier successes: 40 logins from one address all succeed", async () => {
  const people = await Promise.all(Array.from({ length: 4 }, () => createPerson()));
  const address = { "CF-Connecting-IP": "203.0.113.77" };
  const statuses: number[] = [];
  for (let round = 0; round < 10; round++) {
    for (const person of people) {
      const answer = await callWorker("/api/v1/auth/local", {
        method: "POST",
        headers: { ...JSON_TYPE, ...address, Origin: "http://localhost" },
        body: JSON.stringify({ email: person.email, password: PROBE_PASSWORD }),
      });
      statuses.push(answer.status);
    }
  }
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
});

test("wrong passwords from one client address reach the limit (429), and each account's own lockout stays", async () => {
  const people = await Promise.all(Array.from({ length: 3 }, () => createPerson()));
  const address = { "CF-Connecting-IP": "203.0.113.78" };
  const statuses: number[] = [];
  // 21 wrong passwords spread over 3 accounts (7 each: under each account's lockout of 10).
  for (let i = 0; i < 21; i++) {
    const person = people[i % 3];
    const answer = await callWorker("/api/v1/auth/local", {
      method: "POST",
      headers: { ...JSON_TYPE, ...address, Origin: "http://localhost" },
      body: JSON.stringify({ email: person?.email, password: `faux-${i}-mot-de-passe` }),
    });
    statuses.push(answer.status);
  }
  expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
  expect(statuses[20]).toBe(429);
  // From another address, an account with 7 failures still logs in with its password.
  const other = await callWorker("/api/v1/auth/local", {
    method: "POST",
    headers: { ...JSON_TYPE, "CF-Connecting-IP": "203.0.113.79", Origin: "http://localhost" },
    body: JSON.stringify({ email: people[0]?.email, password: PROBE_PASSWORD }),
  });
  expect(other.status).toBe(200);
  const rows = await env.DB.prepare("SELECT hits FROM rate_limits WHERE key = ?").bind("login:203.0.113.79").first("hits");
  expect(rows).toBe(0);
});

test("an access token with a trailing '=' or another spelling of its signature is refused (401)", async () => {
  const person = await createPerson();
  const token = (person.headers.Authorization ?? "").replace("Bearer ", "");
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  const last = token.at(-1) ?? "";
  const twin = `${token.slice(0, -1)}${alphabet[alphabet.indexOf(last) ^ 1] ?? ""}`;
  for (const spelling of [`${token}=`, `${token}==`, twin]) {
    expect(await me({ Authorization: `Bearer ${spelling}` }), spelling).toBe(401);
  }
  expect(await me({ Authorization: `Bearer ${token}` })).toBe(200);
});
