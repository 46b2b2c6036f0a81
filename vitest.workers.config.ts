import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { reactRouter } from "@react-router/dev/vite";
import { defineProject } from "vitest/config";
import { webhookReceiver } from "./tests/outbound/webhook-receiver";

const migrations = await readD1Migrations("./migrations");
const archiveMigrations = await readD1Migrations("./migrations-archive");
/** The Cron Triggers of wrangler.jsonc, for the probe that runs them (tests/security/api/findings.test.ts). */
const crons = /"crons"\s*:\s*(\[[^\]]*\])/.exec(readFileSync("./wrangler.jsonc", "utf8"))?.[1] ?? "[]";

/**
 * Worker integration tests and the security probes that run inside workerd (docs/security.md): the whole Worker
 * (API, content service, SSR) in workerd on real local D1. One project for both, so one run shares its start and
 * its two workers between them: two projects each bring React Router's plugin, whose type generation races the
 * other's on a fresh clone (ENOTEMPTY).
 */
export default defineProject({
  define: { __BUILD_ID__: JSON.stringify("test") },
  plugins: [
    reactRouter(),
    cloudflareTest({
      main: "./workers/app.ts",
      wrangler: { configPath: "./wrangler.jsonc" },
      // Tests write rows and read pages back at once: a 60 s page cache would answer with the old page.
      // tests/integration/page-cache.test.ts turns it on for its own requests.
      // A signing key of this run: no key is committed (docs/decisions/010).
      miniflare: {
        // The Worker's outbound requests: the webhook receiver answers its own host, the rest goes on.
        outboundService: webhookReceiver,
        bindings: {
          TEST_MIGRATIONS: migrations,
          TEST_ARCHIVE_MIGRATIONS: archiveMigrations,
          PAGE_CACHE: "off",
          CLIENT_ADDRESS: "cloudflare",
          JWT_SECRET: randomBytes(32).toString("hex"),
          PROBE_CRONS: crons,
        },
      },
    }),
  ],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname, "#machines": new URL("./machines", import.meta.url).pathname } },
  test: {
    name: "workers",
    isolate: false,
    // A storm of the security probes sends thousands of requests; a Worker test takes a few seconds at most.
    testTimeout: 120_000,
    include: ["tests/integration/**/*.test.ts", "tests/security/api/**/*.test.ts"],
    setupFiles: ["./tests/setup/fresh-storage.ts"],
  },
});
