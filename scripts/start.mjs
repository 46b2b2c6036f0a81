#!/usr/bin/env node
// npm start: build, migrate, seed an empty database, then serve the production build in workerd (serve-local.mjs).
// Flags: --no-build (reuse build/), --persist-to DIR (local state, default .wrangler/state), --no-cron (no Cron
// Triggers). PORT overrides 8787.
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

const miniflare = await serveLocal({
  root: ROOT,
  config: "build/server/wrangler.json",
  persistTo,
  port,
  vars: { SITE_URL: `http://127.0.0.1:${port}` },
  cron: !process.argv.includes("--no-cron"),
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => miniflare.dispose().finally(() => process.exit(0)));
