import * as v from "valibot";

/** Every setting the Worker reads, parsed once per isolate. The client sees only `publicConfig`. */
const ConfigSchema = v.object({
  SITE: v.optional(v.picklist(["fr", "international"]), "fr"),
  SITE_URL: v.optional(v.pipe(v.string(), v.url()), "http://127.0.0.1:8787"),
  API_BASE: v.optional(v.string(), "/api/v1"),
  MAIL_TRANSPORT: v.optional(v.picklist(["outbox", "http"]), "outbox"),
  BUILDER_API_KEY: v.optional(v.string(), ""),
  BUILDER_API_HOST: v.optional(v.string(), ""),
  PLACES_API_KEY: v.optional(v.string(), ""),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32)), "dev-only-secret-change-me-in-production-0123456789"),
});

export type Config = v.InferOutput<typeof ConfigSchema>;

let cached: { env: object; config: Config } | undefined;

export function getConfig(env: Env): Config {
  if (cached?.env === env) return cached.config;
  const config = v.parse(ConfigSchema, {
    ...Object.fromEntries(Object.entries(env).filter(([, value]) => typeof value === "string" && value !== "")),
  });
  cached = { env, config };
  return config;
}

export function publicConfig(config: Config) {
  return {
    site: config.SITE,
    siteUrl: config.SITE_URL.replace(/\/$/, ""),
    apiBase: config.API_BASE,
  };
}

export type PublicConfig = ReturnType<typeof publicConfig>;
