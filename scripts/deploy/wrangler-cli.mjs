// The wrangler commands the deploy runs, behind one small interface that the unit test replaces with a fake
// (tests/unit/deploy.test.ts). Flags are those of the installed wrangler 4.86 (`npx wrangler <command> --help`).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const WRANGLER = fileURLToPath(new URL("../../node_modules/.bin/wrangler", import.meta.url));

/**
 * @typedef {object} Wrangler
 * @property {() => Promise<{ name: string, id: string }[]>} listD1
 * @property {(name: string) => Promise<void>} createD1
 * @property {() => Promise<{ name: string, id: string }[]>} listKv
 * @property {(name: string) => Promise<void>} createKv
 * @property {() => Promise<{ name: string }[]>} listR2
 * @property {(name: string) => Promise<void>} createR2
 * @property {() => Promise<string[]>} listSecrets names of the Worker's secrets; none when the Worker does not exist yet
 * @property {(binding: string) => Promise<void>} applyMigrations
 * @property {(options: { secretsFile?: string }) => Promise<string>} deploy its output, which names the Worker's URL
 * @property {() => Promise<string>} dryRunDeploy wrangler's own measure of the bundle, offline
 */

/**
 * The real wrangler, run from `root`. Account commands read the production environment of `configPath`;
 * `deploy` reads the config the build wrote (build/server/wrangler.json, through .wrangler/deploy/config.json).
 * @param {{ root: string, configPath: string, environment: string, outdir: string }} options
 * @returns {Wrangler}
 */
export function createWranglerCli({ root, configPath, environment, outdir }) {
  const account = ["--config", configPath, "--env", environment];
  const run = (args, { allowFailure = false } = {}) => {
    const result = spawnSync(WRANGLER, args, {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" },
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.status !== 0 && !allowFailure) {
      throw new Error(`wrangler ${args.join(" ")} failed (exit ${result.status}):\n${result.stderr || result.stdout}`);
    }
    return result;
  };
  return {
    listD1: async () => JSON.parse(run(["d1", "list", "--json", ...account]).stdout).map((db) => ({ name: db.name, id: db.uuid })),
    createD1: async (name) => void run(["d1", "create", name, ...account]),
    listKv: async () => JSON.parse(run(["kv", "namespace", "list", ...account]).stdout).map((ns) => ({ name: ns.title, id: ns.id })),
    createKv: async (name) => void run(["kv", "namespace", "create", name, ...account]),
    // `r2 bucket list` has no JSON output: it prints "name: <bucket>" lines.
    listR2: async () => [...run(["r2", "bucket", "list", ...account]).stdout.matchAll(/^name:\s+(\S+)/gm)].map((match) => ({ name: match[1] })),
    createR2: async (name) => void run(["r2", "bucket", "create", name, ...account]),
    listSecrets: async () => {
      const result = run(["secret", "list", "--format", "json", ...account], { allowFailure: true });
      if (result.status === 0) return JSON.parse(result.stdout).map((secret) => secret.name);
      // Before the first deploy the Worker does not exist, and has no secrets.
      if (/Worker "[^"]+".* not found/.test(`${result.stderr}${result.stdout}`)) return [];
      throw new Error(`wrangler secret list failed (exit ${result.status}):\n${result.stderr || result.stdout}`);
    },
    applyMigrations: async (binding) => void run(["d1", "migrations", "apply", binding, "--remote", ...account]),
    deploy: async ({ secretsFile }) => run(["deploy", ...(secretsFile ? ["--secrets-file", secretsFile] : [])]).stdout,
    dryRunDeploy: async () => run(["deploy", "--dry-run", "--outdir", outdir]).stdout,
  };
}
