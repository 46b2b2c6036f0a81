#!/usr/bin/env node
// npm run deploy: resources, settings, migrations, deploy and smoke test in one command
// (README "Deploying to Cloudflare", docs/decisions/025-one-command-deploy.md).
//   npm run deploy -- [--dry-run] [--secrets-file FILE] [--url ORIGIN]
// --dry-run asks no account and changes nothing: it checks the build's size, the bindings and the settings, and
// prints the rest; the test run (scripts/test.mjs) runs it after its build.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseEnv } from "node:util";
import { runnerImport } from "vite";
import { unstable_readConfig as readConfig } from "wrangler";
import { findUsedBindings } from "./deploy/bindings.mjs";
import { runDeploy } from "./deploy/run-deploy.mjs";
import { settingsGuardOf } from "./deploy/settings-check.mjs";
import { createWranglerCli } from "./deploy/wrangler-cli.mjs";
import { flag, ROOT } from "./local-wrangler.mjs";

/** The wrangler environment that holds the production settings and resources (wrangler.jsonc "env"). */
const ENVIRONMENT = "production";
const CONFIG_PATH = join(ROOT, "wrangler.jsonc");

const dryRun = process.argv.includes("--dry-run");
const secretsFile = flag("secrets-file", undefined);
// wrangler's --secrets-file takes JSON or .env lines; the deploy reads the same file to check the values.
const secretsText = secretsFile ? readFileSync(secretsFile, "utf8") : "";
const provided = secretsText.trimStart().startsWith("{") ? JSON.parse(secretsText) : parseEnv(secretsText);

// The Worker's own settings module, TypeScript included: the deploy checks with the guard's code, not a copy.
const envModule = (
  await runnerImport(join(ROOT, "app/env.server.ts"), {
    configFile: false,
    logLevel: "error",
    resolve: { alias: { "~": join(ROOT, "app") } },
  })
).module;

/** The build id: the one vite.config.ts would make, fixed here so the smoke test knows what to look for. */
const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).stdout?.trim() || "local";
const buildId = `${commit}-${Date.now().toString(36)}`;

/** Runs `react-router build`, for the deploy's environment or (null) the local config. */
function build(environment, id) {
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, BUILD_ID: id, ...(environment ? { CLOUDFLARE_ENV: environment } : {}) },
  });
  if (result.status !== 0) throw new Error(`The build failed (exit ${result.status}).`);
}
let builtForDeploy = false;

const problems = await runDeploy(
  {
    config: readConfig({ config: CONFIG_PATH, env: ENVIRONMENT }),
    environment: ENVIRONMENT,
    dryRun,
    provided,
    secretsFile,
    url: flag("url", undefined),
    buildId,
  },
  {
    wrangler: createWranglerCli({ root: ROOT, configPath: CONFIG_PATH, environment: ENVIRONMENT, outdir: join(ROOT, ".wrangler", "deploy-dry-run") }),
    guard: settingsGuardOf(envModule),
    secretNames: envModule.SECRET_SETTINGS,
    usedBindings: findUsedBindings(ROOT),
    hasBuild: () => existsSync(join(ROOT, "build", "server", "wrangler.json")),
    build: async (id) => {
      builtForDeploy = !dryRun;
      build(dryRun ? null : ENVIRONMENT, id);
    },
    readConfigText: () => readFileSync(CONFIG_PATH, "utf8"),
    writeConfigText: (text) => writeFileSync(CONFIG_PATH, text),
    log: (line) => console.log(line),
  },
).catch((error) => {
  // A wrangler command that fails (not logged in, a create refused) ends the run with its message, not a stack.
  const message = error instanceof Error ? error.message : String(error);
  console.error(`✗ ${message}`);
  return [message];
});
// build/ holds the local build for what serves it again without building (npm start --no-build, the journeys, the
// crash and load tests): the production one, with its settings and resource ids, would not run there.
if (builtForDeploy) {
  console.log("Building the local build again (build/ held the production one)…");
  build(null, buildId);
}
if (problems.length > 0) {
  console.error(`\nnpm run deploy${dryRun ? " -- --dry-run" : ""} stopped: ${problems.length} problem${problems.length === 1 ? "" : "s"} above.`);
  process.exit(1);
}
