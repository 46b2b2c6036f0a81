// The D1 databases, KV namespaces and R2 buckets of the deploy config: found on the account by name, created
// when missing, and their ids written into the config (docs/decisions/025-one-command-deploy.md).

/**
 * @typedef {{ kind: "d1" | "kv" | "r2", binding: string, name: string, id?: string }} Resource
 * @typedef {{ name: string, id?: string }} AccountResource
 */

/**
 * The resources the config binds. A KV namespace has no name in the config: it is named after the Worker and
 * its binding (`rendez-vous-cache`), so that each deploy finds the one the first deploy created.
 * @param {import("./run-deploy.mjs").DeployConfig} config
 * @returns {Resource[]}
 */
export function resourcesOf(config) {
  return [
    ...(config.d1_databases ?? []).map((db) => ({ kind: /** @type {const} */ ("d1"), binding: db.binding, name: db.database_name })),
    ...(config.kv_namespaces ?? []).map((ns) => ({
      kind: /** @type {const} */ ("kv"),
      binding: ns.binding,
      name: `${config.name}-${ns.binding.toLowerCase()}`,
    })),
    ...(config.r2_buckets ?? []).map((bucket) => ({ kind: /** @type {const} */ ("r2"), binding: bucket.binding, name: bucket.bucket_name })),
  ];
}

/**
 * Which resources the account already has (with their ids) and which must be created.
 * @param {Resource[]} resources
 * @param {{ d1: AccountResource[], kv: AccountResource[], r2: AccountResource[] }} account
 */
export function planResources(resources, account) {
  const found = [];
  const missing = [];
  for (const resource of resources) {
    const existing = account[resource.kind].find((candidate) => candidate.name === resource.name);
    if (existing) found.push({ ...resource, id: existing.id });
    else missing.push(resource);
  }
  return { found, missing };
}

/** What the account calls each kind, for messages. */
export const KIND_LABELS = { d1: "D1 database", kv: "KV namespace", r2: "R2 bucket" };

/**
 * Finds every resource on the account, creates the missing ones, and returns them all with their ids (read back
 * from the account's lists, so the create commands' output is never parsed).
 * @param {import("./wrangler-cli.mjs").Wrangler} wrangler
 * @param {Resource[]} resources
 * @param {(line: string) => void} log
 * @returns {Promise<Resource[]>}
 */
export async function ensureResources(wrangler, resources, log) {
  const listAll = async () => ({ d1: await wrangler.listD1(), kv: await wrangler.listKv(), r2: await wrangler.listR2() });
  const { found, missing } = planResources(resources, await listAll());
  for (const resource of found) log(`  found ${KIND_LABELS[resource.kind]} ${resource.name} (${resource.binding})`);
  if (missing.length === 0) return found;
  const create = { d1: wrangler.createD1, kv: wrangler.createKv, r2: wrangler.createR2 };
  for (const resource of missing) {
    log(`  creating ${KIND_LABELS[resource.kind]} ${resource.name} (${resource.binding})`);
    await create[resource.kind](resource.name);
  }
  const after = planResources(resources, await listAll());
  if (after.missing.length > 0) throw new Error(`Created but not listed by the account: ${after.missing.map((resource) => resource.name).join(", ")}.`);
  return after.found;
}

const ID_FIELDS = { d1: "database_id", kv: "id" };

/**
 * The JSONC text of the config with the ids of `resources` written into the entries of its `environment`
 * (R2 buckets have no id: they are bound by name). Only those values change: comments and layout stay.
 * @param {string} text
 * @param {string} environment
 * @param {Resource[]} resources
 */
export function writeResourceIds(text, environment, resources) {
  const start = text.search(new RegExp(`"${environment}"\\s*:\\s*\\{`));
  if (start === -1) throw new Error(`The deploy config has no "${environment}" environment.`);
  let result = text;
  for (const resource of resources.filter((candidate) => candidate.kind in ID_FIELDS)) {
    const field = ID_FIELDS[/** @type {"d1" | "kv"} */ (resource.kind)];
    const entry = new RegExp(`\\{[^{}]*"binding"\\s*:\\s*"${resource.binding}"[^{}]*\\}`, "g");
    entry.lastIndex = start;
    const match = entry.exec(result);
    const value = new RegExp(`("${field}"\\s*:\\s*)"[^"]*"`);
    if (!match || !value.test(match[0])) throw new Error(`The "${environment}" environment has no ${field} for the binding ${resource.binding}.`);
    const updated = match[0].replace(value, `$1${JSON.stringify(resource.id)}`);
    result = result.slice(0, match.index) + updated + result.slice(match.index + match[0].length);
  }
  return result;
}
