import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { reactRouter } from "@react-router/dev/vite";
import { defineProject } from "vitest/config";

const migrations = await readD1Migrations("./migrations");
/** The Cron Triggers of wrangler.jsonc, for the probe that runs them (tests/security/api/findings.test.ts). */
const crons = /"crons"\s*:\s*(\[[^\]]*\])/.exec(readFileSync("./wrangler.jsonc", "utf8"))?.[1] ?? "[]";

/**
 * The security probes that run inside workerd (docs/security.md): the bad-input corpus generated from the API's
 * routes, the authorization matrix, cross-site writes and the storms. Same Worker and bindings as the workers
 * project; the probes in Chromium are the Playwright project "security" (playwright.config.ts).
 */
export default defineProject({
  define: { __BUILD_ID__: JSON.stringify("test") },
  plugins: [
    reactRouter(),
    cloudflareTest({
      main: "./workers/app.ts",
      wrangler: { configPath: "./wrangler.jsonc" },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: migrations,
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
    name: "security",
    testTimeout: 120_000,
    include: ["tests/security/api/**/*.test.ts"],
    setupFiles: ["./tests/setup/apply-migrations.ts"],
  },
});
