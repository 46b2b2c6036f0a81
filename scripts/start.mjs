#!/usr/bin/env node
// npm start: build, migrate, seed an empty database, then serve the production build in workerd (serve-local.mjs).
// Flags: --no-build (reuse build/), --persist-to DIR (local state, default .wrangler/state), --no-cron (no Cron
// Triggers). PORT overrides 8787; CLIENT_ADDRESS sets that Worker setting (README "Configuration").
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { copyDevVarsTo, ensureDevVars } from "./dev-vars.mjs";
import { flag, ROOT } from "./local-wrangler.mjs";
import { serveLocal } from "./serve-local.mjs";

const persistTo = flag("persist-to", ".wrangler/state");
const port = process.env.PORT ?? "8787";

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

ensureDevVars(ROOT);
if (!process.argv.includes("--no-build") || !existsSync(`${ROOT}/build/server/wrangler.json`)) {
  run("npx", ["react-router", "build"]);
}
run("node", ["scripts/migrate.mjs", "--persist-to", persistTo]);
run("node", ["scripts/seed.mjs", "--persist-to", persistTo]);

copyDevVarsTo(ROOT, "build/server/wrangler.json");

const server = await serveLocal({
  root: ROOT,
  config: "build/server/wrangler.json",
  persistTo,
  port,
  // CLIENT_ADDRESS=cloudflare: the end-to-end suite plays Cloudflare's edge and names each visitor's address
  // (playwright.config.ts); otherwise the connection's address, which the front writes (docs/decisions/023).
  vars: { SITE_URL: `http://127.0.0.1:${port}`, ...(process.env.CLIENT_ADDRESS ? { CLIENT_ADDRESS: process.env.CLIENT_ADDRESS } : {}) },
  cron: !process.argv.includes("--no-cron"),
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void server.dispose().finally(() => process.exit(0)));
