// Every binding the code uses must be declared by the config the deploy sends: the local config's bindings are
// not inherited by a wrangler environment (docs/decisions/025-one-command-deploy.md).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

// `env.DB`, `c.env.CACHE`, `context.cloudflare.env.UPLOADS`; not Vite's `import.meta.env.PROD`.
const ENV_READ = /(?<!\bmeta\.)\benv\.([A-Z][A-Z0-9_]*)\b/g;

/**
 * The names the code reads from `env`, with the files that read them: the Worker's code (app/, workers/, tests
 * left out) and the members of the `Env` that `wrangler types` generated (worker-configuration.d.ts).
 * @param {string} root
 * @returns {Map<string, string>} name → a file that uses it
 */
export function findUsedBindings(root) {
  const used = new Map();
  for (const folder of ["app", "workers"]) {
    for (const path of readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })) {
      if (!/\.tsx?$/.test(path) || /\.(test|spec)\.tsx?$/.test(path)) continue;
      const file = join(folder, path);
      for (const match of readFileSync(join(root, file), "utf8").matchAll(ENV_READ)) if (!used.has(match[1])) used.set(match[1], file);
    }
  }
  const types = readFileSync(join(root, "worker-configuration.d.ts"), "utf8");
  const env = /\binterface Env \{([^}]*)\}/.exec(types);
  for (const match of env?.[1].matchAll(/^\s*([A-Z][A-Z0-9_]*)\??:/gm) ?? []) if (!used.has(match[1])) used.set(match[1], "worker-configuration.d.ts");
  return used;
}

/**
 * The names the config declares: its bindings, its vars, and the settings that are secrets (set on the account,
 * never in the config).
 * @param {import("./run-deploy.mjs").DeployConfig} config
 * @param {readonly string[]} secretNames
 */
export function declaredBindings(config, secretNames) {
  return new Set([
    ...Object.keys(config.vars ?? {}),
    ...[...(config.d1_databases ?? []), ...(config.kv_namespaces ?? []), ...(config.r2_buckets ?? []), ...(config.analytics_engine_datasets ?? [])].map(
      (entry) => entry.binding,
    ),
    // Workers Rate Limiting bindings are named by `name` (they need no resource created).
    ...(config.ratelimits ?? []).map((entry) => entry.name),
    ...(config.assets?.binding ? [config.assets.binding] : []),
    ...secretNames,
  ]);
}

/**
 * One message per name the code uses that the config does not declare.
 * @param {Map<string, string>} used
 * @param {Set<string>} declared
 * @param {string} environment
 */
export function undeclaredBindings(used, declared, environment) {
  return [...used]
    .filter(([name]) => !declared.has(name))
    .map(([name, file]) => `env.${name} (used in ${file}) is not declared in the "${environment}" environment of wrangler.jsonc.`);
}
