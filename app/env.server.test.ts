import { expect, test } from "vitest";
import { getEnv } from "./env.server";

const SECRET = "a-secret-of-this-test-site-0123456789-abcdef";

/** Bindings as a Worker gets them: settings as strings, the database as an object. */
function bindings(settings: Record<string, string>, db: object = {}): Env {
  return { SITE_URL: "http://127.0.0.1:8787", JWT_SECRET: SECRET, ...settings, DB: db } as unknown as Env;
}

test("an env with the same settings and other bindings (a request's D1 session) gets the settings already parsed", () => {
  const base = bindings({ SITE: "international" });
  const config = getEnv(base);
  const withSession = { ...base, DB: { session: true } } as unknown as Env;
  expect(getEnv(withSession)).toBe(config);
  expect(getEnv(base)).toBe(config);
  expect(config.SITE).toBe("international");
});

test("an env whose settings differ is parsed on its own, the first keeps its settings, and unsafe settings are refused each time", () => {
  const french = bindings({ SITE: "fr" });
  const international = bindings({ SITE: "international" });
  expect(getEnv(french).SITE).toBe("fr");
  expect(getEnv(international).SITE).toBe("international");
  expect(getEnv(french).SITE).toBe("fr");
  const withoutSite = bindings({});
  expect(getEnv(withoutSite).SITE).toBe("fr");
  // Unsafe settings are refused every time, whatever was parsed before.
  const unsafe = bindings({ SITE: "international", SITE_URL: "https://rendez-vous.example", MAIL_TRANSPORT: "http" });
  expect(() => getEnv(unsafe)).toThrow(/MAIL_API_KEY/);
  expect(() => getEnv(unsafe)).toThrow(/MAIL_API_KEY/);
});
