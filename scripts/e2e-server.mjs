#!/usr/bin/env node
// The journeys' server (playwright.config.ts `webServer`): the production build on PORT (8788 unless given), on a
// state of its own made afresh for each run (one per port, so runs on two ports never share a database), the
// visitors' addresses named by CF-Connecting-IP as Cloudflare's edge names them (docs/decisions/023).
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { ROOT } from "./local-wrangler.mjs";

const port = process.env.PORT ?? "8788";
const state = `.wrangler/e2e-state-${port}`;
rmSync(`${ROOT}/${state}`, { recursive: true, force: true });
const server = spawn("node", ["scripts/start.mjs", "--no-build", "--persist-to", state], {
  cwd: ROOT,
  stdio: "inherit",
  env: { ...process.env, PORT: port, CLIENT_ADDRESS: "cloudflare" },
});
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => server.kill(signal));
