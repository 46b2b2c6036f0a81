import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { ConfigError, getEnv, PUBLIC_JWT_SECRETS } from "~/env.server";
import { signAccessToken } from "~/features/accounts/auth/tokens.server";
import worker from "../../workers/app";
import { createUser } from "../factories/users";
import { workerFetch } from "../support/api-call";

const SITE = "https://rendez-vous.example";
const OWN_SECRET = "a-production-secret-of-this-site-0123456789";

/** The Worker's bindings with other settings, as a deployed site would have them. */
function envWith(settings: Record<string, string>) {
  return { ...env, ...settings };
}

/** The whole Worker with other settings. */
async function fetchWith(settings: Record<string, string>, url: string, init?: RequestInit) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url, init), envWith(settings), ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

test("a public site with a published development key, or none, serves nothing: 503 on every path, reasons in the log only", async () => {
  for (const secret of [...PUBLIC_JWT_SECRETS, ""]) {
    for (const path of ["/", "/events", "/api/v1/users/me", "/dev/mail"]) {
      const response = await fetchWith(
        { SITE_URL: SITE, JWT_SECRET: secret, MAIL_TRANSPORT: "http", MAIL_API_KEY: "k", MAIL_FROM: "x@rendez-vous.example" },
        `${SITE}${path}`,
      );
      expect(response.status).toBe(503);
      expect(await response.text()).not.toMatch(/JWT|secret/i);
    }
  }
});

test("a token signed with the published key is never accepted as admin by a deployed site", async () => {
  const admin = await createUser({ role: "admin" });
  const forged = await signAccessToken(PUBLIC_JWT_SECRETS[1] ?? "", { userId: admin.id, sessionId: "any" });
  const response = await fetchWith({ SITE_URL: SITE, JWT_SECRET: PUBLIC_JWT_SECRETS[1] ?? "" }, `${SITE}/api/v1/users/me`, {
    headers: { Authorization: `Bearer ${forged}` },
  });
  expect(response.status).toBe(503);
  // With a key of its own, the forged token is no session at all.
  const safe = await fetchWith(
    { SITE_URL: SITE, JWT_SECRET: OWN_SECRET, MAIL_TRANSPORT: "http", MAIL_API_KEY: "k", MAIL_FROM: "x@rendez-vous.example" },
    `${SITE}/api/v1/users/me`,
    { headers: { Authorization: `Bearer ${forged}` } },
  );
  expect(safe.status).toBe(401);
});

test("the outbox transport on a public site is refused: emails would never leave and could be read", async () => {
  const response = await fetchWith({ SITE_URL: SITE, JWT_SECRET: OWN_SECRET, MAIL_TRANSPORT: "outbox" }, `${SITE}/events`);
  expect(response.status).toBe(503);
  expect(() => getEnv(envWith({ SITE_URL: SITE, JWT_SECRET: OWN_SECRET, MAIL_TRANSPORT: "outbox" }))).toThrow(ConfigError);
  expect(() => getEnv(envWith({ SITE_URL: SITE, JWT_SECRET: OWN_SECRET, MAIL_TRANSPORT: "http" }))).toThrow(/MAIL_API_KEY/);
  expect(() => getEnv(envWith({ JWT_SECRET: "court" }))).toThrow(/at least 32/);
});

test("a properly configured public site serves its pages and has no outbox viewer", async () => {
  const settings = { SITE_URL: SITE, JWT_SECRET: OWN_SECRET, MAIL_TRANSPORT: "http", MAIL_API_KEY: "k", MAIL_FROM: "x@rendez-vous.example" };
  expect((await fetchWith(settings, `${SITE}/api/v1/events?limit=1`)).status).toBe(200);
  expect((await fetchWith(settings, `${SITE}/dev/mail`)).status).toBe(404);
});

test("the local outbox viewer answers only on a loopback host: a foreign Host header gets 404", async () => {
  expect((await workerFetch("/dev/mail")).status).toBe(200);
  expect((await workerFetch("/dev/mail", { origin: "http://127.0.0.1:8787" })).status).toBe(200);
  for (const host of ["http://rendez-vous.example/dev/mail", "http://evil.test/dev/mail?to=visiteur@rendez-vous.test", "http://10.0.0.5/dev/mail"]) {
    const response = await workerFetch(host, { headers: { Accept: "application/json" } });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("token=");
  }
});

test("a local site without JWT_SECRET still works, with a key of its own that is not a published one", async () => {
  const config = getEnv(envWith({ JWT_SECRET: "" }));
  expect(config.local).toBe(true);
  expect(config.JWT_SECRET).toHaveLength(64);
  expect(PUBLIC_JWT_SECRETS).not.toContain(config.JWT_SECRET);
});
