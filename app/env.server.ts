import * as v from "valibot";
import { isLoopbackUrl } from "~/lib/loopback";

/**
 * Signing keys that are public knowledge: the one `.dev.vars.example` ships and the one an early version
 * committed to wrangler.jsonc. A site that is not local refuses to run with them (docs/decisions/010).
 */
export const PUBLIC_JWT_SECRETS: readonly string[] = [
  "development-only-jwt-secret-never-deploy-this-0000",
  "dev-only-secret-change-me-in-production-0123456789",
];

/**
 * The settings that are secrets (`wrangler secret put`, never the deploy config's `vars`): the deploy checks
 * them with `getEnv` before it goes on (scripts/deploy/settings-check.mjs, docs/decisions/025).
 */
export const SECRET_SETTINGS: readonly string[] = [
  "JWT_SECRET",
  "MAIL_API_KEY",
  "GOOGLE_CLIENT_SECRET",
  "FACEBOOK_APP_SECRET",
  "INSTAGRAM_ACCESS_TOKEN",
  "PLACES_API_KEY",
];

/**
 * Every setting the Worker reads (README "Configuration"), parsed once per isolate: the only module that
 * reads `env` for settings. The browser sees only `getPublicEnv`.
 */
const ConfigSchema = v.object({
  SITE: v.optional(v.picklist(["fr", "international"]), "fr"),
  SITE_URL: v.optional(v.pipe(v.string(), v.url()), "http://127.0.0.1:8787"),
  API_BASE: v.optional(v.string(), "/api/v1"),
  MAIL_TRANSPORT: v.optional(v.picklist(["outbox", "http"]), "outbox"),
  /** The email provider's send endpoint (Resend's JSON API, or one that speaks it). */
  MAIL_API_URL: v.optional(v.pipe(v.string(), v.url()), "https://api.resend.com/emails"),
  MAIL_API_KEY: v.optional(v.string(), ""),
  MAIL_FROM: v.optional(v.string(), ""),
  BUILDER_API_KEY: v.optional(v.string(), ""),
  BUILDER_API_HOST: v.optional(v.string(), ""),
  /** Hosts that page-builder content may fetch from on the server (`httpRequests`, docs/architecture.md §4): comma-separated. */
  BUILDER_HTTP_HOSTS: v.optional(
    v.pipe(
      v.string(),
      v.transform((list) =>
        list
          .split(",")
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
      v.array(v.pipe(v.string(), v.regex(/^[a-z0-9.-]+(?::\d+)?$/, "BUILDER_HTTP_HOSTS lists host names, e.g. api.example.org"))),
    ),
    "",
  ),
  PLACES_API_KEY: v.optional(v.string(), ""),
  /** When set, the Instagram feed comes from the Instagram Graph API (a secret; never sent to the browser). */
  INSTAGRAM_ACCESS_TOKEN: v.optional(v.string(), ""),
  JWT_SECRET: v.optional(v.string(), ""),
  GOOGLE_CLIENT_ID: v.optional(v.string(), ""),
  GOOGLE_CLIENT_SECRET: v.optional(v.string(), ""),
  FACEBOOK_APP_ID: v.optional(v.string(), ""),
  FACEBOOK_APP_SECRET: v.optional(v.string(), ""),
  /** A local test provider stands in for Google and Facebook, on loopback hosts only. */
  AUTH_TEST_PROVIDER: v.optional(v.picklist(["true", "false"]), "false"),
  /** The origin page cache (docs/decisions/006). */
  PAGE_CACHE: v.optional(v.picklist(["on", "off"]), "on"),
  /**
   * Where a request's client address comes from (docs/security.md §5 "Client addresses"): `cloudflare`, the
   * `CF-Connecting-IP` header that Cloudflare's edge writes; `socket`, the connection's address that the local
   * server writes (scripts/serve-local.mjs). Default: `cloudflare` on a deployed site, `socket` on a local one.
   */
  CLIENT_ADDRESS: v.optional(v.picklist(["cloudflare", "socket"])),
  /** Members whose email is on this domain are the platform's own team: their events are 'makesense' (docs/product.md §6). */
  STAFF_EMAIL_DOMAIN: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9.-]+\.[a-z]{2,}$/)), "rendez-vous.test"),
});

export type ServerEnv = Omit<v.InferOutput<typeof ConfigSchema>, "CLIENT_ADDRESS"> & {
  CLIENT_ADDRESS: "cloudflare" | "socket";
  /** SITE_URL is a loopback address: a development machine, never a deployed site. */
  local: boolean;
};

/** The settings cannot run a site safely; `problems` says why (logged, never shown to visitors). */
export class ConfigError extends Error {
  override readonly name = "ConfigError";
  readonly problems: readonly string[];

  constructor(problems: string[]) {
    super(`Invalid configuration: ${problems.join(" ")}`);
    this.problems = problems;
  }
}

/** What makes the settings unsafe or unusable; empty when they are fine. */
function problemsOf(config: ServerEnv): string[] {
  const problems: string[] = [];
  if (config.JWT_SECRET !== "" && config.JWT_SECRET.length < 32) problems.push("JWT_SECRET must be at least 32 characters.");
  if (config.MAIL_TRANSPORT === "http" && (!config.MAIL_API_KEY || !config.MAIL_FROM)) {
    problems.push("MAIL_TRANSPORT=http needs MAIL_API_KEY (a secret) and MAIL_FROM.");
  }
  if (config.local) return problems;
  if (config.JWT_SECRET === "") problems.push("JWT_SECRET is not set: run `wrangler secret put JWT_SECRET`.");
  if (PUBLIC_JWT_SECRETS.includes(config.JWT_SECRET)) problems.push("JWT_SECRET is a published development key: set a secret of your own.");
  if (config.MAIL_TRANSPORT === "outbox") {
    problems.push("MAIL_TRANSPORT=outbox keeps emails in D1 and works only on a local SITE_URL: set MAIL_TRANSPORT=http.");
  }
  return problems;
}

/**
 * A local site without JWT_SECRET signs with a random key of this isolate: access tokens end with the
 * process, and the refresh cookie (stored in D1) gets new ones without the visitor noticing.
 */
let ephemeralSecret: string | undefined;

function isolateSecret(): string {
  ephemeralSecret ??= Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, "0")).join("");
  return ephemeralSecret;
}

/**
 * Settings parsed, by env object. Each request's D1 session gives the handlers an env of their own
 * (workers/d1-session.ts) with the same settings: the last parse is reused when its strings are the same, so a
 * request compares about twenty strings instead of parsing them again on every read.
 */
const parsed = new WeakMap<object, ServerEnv>();
let lastParse: { strings: Map<string, string>; config: ServerEnv } | undefined;

function settingsOf(env: Env): Map<string, string> {
  const strings = new Map<string, string>();
  for (const [name, value] of Object.entries(env)) if (typeof value === "string" && value !== "") strings.set(name, value);
  return strings;
}

function sameSettings(a: Map<string, string>, b: Map<string, string>): boolean {
  if (a.size !== b.size) return false;
  for (const [name, value] of a) if (b.get(name) !== value) return false;
  return true;
}

/** The settings of `env`; throws ConfigError when a site would run unsafely (docs/decisions/010). */
export function getEnv(env: Env): ServerEnv {
  const known = parsed.get(env);
  if (known) return known;
  const strings = settingsOf(env);
  if (lastParse && sameSettings(lastParse.strings, strings)) {
    parsed.set(env, lastParse.config);
    return lastParse.config;
  }
  const result = v.safeParse(ConfigSchema, Object.fromEntries(strings));
  if (!result.success) throw new ConfigError(result.issues.map((issue) => `${v.getDotPath(issue) ?? "setting"}: ${issue.message}.`));
  const local = isLoopbackUrl(result.output.SITE_URL);
  const config: ServerEnv = { ...result.output, local, CLIENT_ADDRESS: result.output.CLIENT_ADDRESS ?? (local ? "socket" : "cloudflare") };
  const problems = problemsOf(config);
  if (problems.length > 0) throw new ConfigError(problems);
  if (config.JWT_SECRET === "") config.JWT_SECRET = isolateSecret();
  parsed.set(env, config);
  lastParse = { strings, config };
  return config;
}

/** What the browser may see of the settings (it travels in the root loader's data). */
export function getPublicEnv(env: Env) {
  const config = getEnv(env);
  return {
    site: config.SITE,
    siteUrl: config.SITE_URL.replace(/\/$/, ""),
    apiBase: config.API_BASE,
    staffDomain: config.STAFF_EMAIL_DOMAIN,
  };
}

export type PublicEnv = ReturnType<typeof getPublicEnv>;
