// The steps of `npm run deploy`, in the order that stops before anything changes when a check fails
// (docs/decisions/025-one-command-deploy.md). Every outside effect comes in through `tools`, so the unit test
// runs the same steps with a fake wrangler (tests/unit/deploy.test.ts).
import { declaredBindings, undeclaredBindings } from "./bindings.mjs";
import { bundleSizeProblem, gzipSizeKib } from "./bundle-size.mjs";
import { ensureResources, KIND_LABELS, resourcesOf, writeResourceIds } from "./resources.mjs";
import { checkSettings, isExampleOrigin } from "./settings-check.mjs";
import { deployedOrigin, smokeTest } from "./smoke-test.mjs";

/**
 * @typedef {object} DeployTools
 * @property {import("./wrangler-cli.mjs").Wrangler} wrangler
 * @property {import("./settings-check.mjs").SettingsGuard} guard
 * @property {readonly string[]} secretNames the settings that are secrets (SECRET_SETTINGS of app/env.server.ts)
 * @property {Map<string, string>} usedBindings the names the code reads from env (bindings.mjs)
 * @property {() => boolean} hasBuild whether build/ holds a Worker build
 * @property {(buildId: string) => Promise<void>} build builds the deploy config's environment with this build id
 * @property {() => string} readConfigText
 * @property {(text: string) => void} writeConfigText
 * @property {typeof globalThis.fetch} [fetch]
 * @property {(line: string) => void} log
 */

/**
 * The parts of a resolved wrangler config that the deploy reads.
 * @typedef {{
 *   name: string,
 *   vars?: Record<string, unknown>,
 *   d1_databases?: { binding: string, database_name: string }[],
 *   kv_namespaces?: { binding: string }[],
 *   r2_buckets?: { binding: string, bucket_name: string }[],
 *   analytics_engine_datasets?: { binding: string }[],
 *   ratelimits?: { name: string }[],
 *   assets?: { binding?: string },
 * }} DeployConfig
 */

/**
 * @typedef {object} DeployOptions
 * @property {DeployConfig} config the deploy config's environment, as wrangler resolves it (`unstable_readConfig`)
 * @property {string} environment its name in wrangler.jsonc
 * @property {boolean} dryRun check and print what would be done; change nothing, ask no account
 * @property {Record<string, string>} provided secrets the deploy uploads (--secrets-file), by name
 * @property {string} [secretsFile]
 * @property {string} [url] the origin to smoke-test; by default the first URL wrangler deployed to
 * @property {string} buildId the id a fresh build gets (the smoke test looks for it)
 */

/**
 * Runs the deploy, or its dry run; returns the problems that stopped it (none: done).
 * @param {DeployOptions} options
 * @param {DeployTools} tools
 * @returns {Promise<string[]>}
 */
export async function runDeploy(options, tools) {
  const { config, environment, dryRun } = options;
  const { wrangler, log } = tools;
  const stop = (problems) => {
    for (const problem of problems) log(`✗ ${problem}`);
    return problems;
  };

  log(`Bindings: ${tools.usedBindings.size} names read from env by the code, checked against env.${environment} of wrangler.jsonc.`);
  const bindingProblems = undeclaredBindings(tools.usedBindings, declaredBindings(config, tools.secretNames), environment);
  if (bindingProblems.length > 0) return stop(bindingProblems);

  const onAccount = dryRun ? null : await wrangler.listSecrets();
  const settings = checkSettings({ vars: config.vars ?? {}, secretNames: tools.secretNames, provided: options.provided, onAccount, guard: tools.guard });
  log(`Settings: checked by the Worker's guard (app/env.server.ts); secrets it requires: ${settings.required.join(", ") || "none"}.`);
  if (dryRun) log("  (--dry-run: the account is not asked; each secret counts as set, values given with --secrets-file are checked.)");
  const exampleOrigin = isExampleOrigin(settings.origin)
    ? `SITE_URL ${settings.origin} is a reserved example domain: set the production origin in env.${environment}.`
    : null;
  if (exampleOrigin && dryRun) log(`  note: ${exampleOrigin} A deploy would refuse it.`);
  const settingProblems = [...settings.problems, ...(exampleOrigin && !dryRun ? [exampleOrigin] : [])];
  if (settingProblems.length > 0) return stop(settingProblems);

  const resources = resourcesOf(config);
  if (dryRun) {
    for (const resource of resources) log(`Would find or create the ${KIND_LABELS[resource.kind]} ${resource.name} (${resource.binding}).`);
    log(`Would write the ids into env.${environment} of wrangler.jsonc, build with CLOUDFLARE_ENV=${environment}, and check the size again.`);
  } else {
    log("Resources:");
    const ids = await ensureResources(wrangler, resources, log);
    tools.writeConfigText(writeResourceIds(tools.readConfigText(), environment, ids));
    log(`  ids written into env.${environment} of wrangler.jsonc (commit them).`);
  }

  if (!dryRun || !tools.hasBuild()) {
    log(`Building ${dryRun ? "(no build yet)" : `build ${options.buildId}`}…`);
    await tools.build(options.buildId);
  }
  const kib = gzipSizeKib(await wrangler.dryRunDeploy());
  log(`Worker size: ${kib.toFixed(0)} KiB compressed.`);
  const sizeProblem = bundleSizeProblem(kib);
  if (sizeProblem) return stop([sizeProblem]);

  const databases = (config.d1_databases ?? []).map((db) => db.binding);
  if (dryRun) {
    for (const binding of databases) log(`Would run: wrangler d1 migrations apply ${binding} --remote --env ${environment}`);
    log(`Would run: wrangler deploy${options.secretsFile ? ` --secrets-file ${options.secretsFile}` : ""}`);
    log(`Would smoke-test ${options.url ?? "the URL wrangler deploys to"}: /builds/latest.json (the new build id), /, /api/v1/events?limit=1.`);
    log("Dry run: every check passed.");
    return [];
  }
  for (const binding of databases) {
    log(`Applying the migrations of ${binding} (remote)…`);
    await wrangler.applyMigrations(binding);
  }
  log("Deploying…");
  const output = await wrangler.deploy({ secretsFile: options.secretsFile });
  log(output.trim());
  const origin = options.url ?? deployedOrigin(output, settings.origin);
  log(`Smoke test of ${origin}…`);
  const smokeProblems = await smokeTest({ origin, buildId: options.buildId, fetch: tools.fetch });
  if (smokeProblems.length > 0) return stop(smokeProblems);
  log(`Deployed build ${options.buildId} to ${origin}.`);
  return [];
}
