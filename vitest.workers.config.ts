import { randomBytes } from "node:crypto";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { reactRouter } from "@react-router/dev/vite";
import { defineProject } from "vitest/config";

const migrations = await readD1Migrations("./migrations");

/** Worker integration tests: the whole Worker (API, content service, SSR) in workerd on real local D1. */
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
      miniflare: { bindings: { TEST_MIGRATIONS: migrations, PAGE_CACHE: "off", CLIENT_ADDRESS: "cloudflare", JWT_SECRET: randomBytes(32).toString("hex") } },
    }),
  ],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname, "#machines": new URL("./machines", import.meta.url).pathname } },
  test: {
    name: "workers",
    testTimeout: 30_000,
    include: ["tests/integration/**/*.test.ts"],
    setupFiles: ["./tests/setup/apply-migrations.ts"],
  },
});
