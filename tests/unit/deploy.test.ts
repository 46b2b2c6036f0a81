import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";

type Resource = { kind: "d1" | "kv" | "r2"; binding: string; name: string; id?: string };
type AccountResource = { name: string; id?: string };
type Guard = (settings: Record<string, string>) => { problems: string[]; local: boolean };
type Wrangler = {
  listD1: () => Promise<AccountResource[]>;
  createD1: (name: string) => Promise<void>;
  listKv: () => Promise<AccountResource[]>;
  createKv: (name: string) => Promise<void>;
  listR2: () => Promise<AccountResource[]>;
  createR2: (name: string) => Promise<void>;
  listSecrets: () => Promise<string[]>;
  applyMigrations: (binding: string) => Promise<void>;
  deploy: (options: { secretsFile?: string }) => Promise<string>;
  dryRunDeploy: () => Promise<string>;
};

// The deploy is plain ESM JavaScript (scripts/), imported by URL so TypeScript does not look for its types; the
// settings module is the Worker's own, imported the same way (its Env type belongs to the Worker's project).
const url = (file: string) => new URL(`../../${file}`, import.meta.url).href;
const { resourcesOf, planResources, writeResourceIds } = (await import(/* @vite-ignore */ url("scripts/deploy/resources.mjs"))) as {
  resourcesOf: (config: unknown) => Resource[];
  planResources: (resources: Resource[], account: Record<Resource["kind"], AccountResource[]>) => { found: Resource[]; missing: Resource[] };
  writeResourceIds: (text: string, environment: string, resources: Resource[]) => string;
};
const { findUsedBindings } = (await import(/* @vite-ignore */ url("scripts/deploy/bindings.mjs"))) as {
  findUsedBindings: (root: string) => Map<string, string>;
};
const { settingsGuardOf } = (await import(/* @vite-ignore */ url("scripts/deploy/settings-check.mjs"))) as { settingsGuardOf: (module: unknown) => Guard };
const { runDeploy } = (await import(/* @vite-ignore */ url("scripts/deploy/run-deploy.mjs"))) as {
  runDeploy: (options: Record<string, unknown>, tools: Record<string, unknown>) => Promise<string[]>;
};
const { smokeTest, deployedOrigin } = (await import(/* @vite-ignore */ url("scripts/deploy/smoke-test.mjs"))) as {
  deployedOrigin: (output: string, fallback: string) => string;
  smokeTest: (options: { origin: string; buildId: string; fetch: (input: string) => Promise<Response>; waitMs: number }) => Promise<string[]>;
};
const envModule = (await import(/* @vite-ignore */ url("app/env.server.ts"))) as { SECRET_SETTINGS: readonly string[] };

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const guard = settingsGuardOf(envModule);
const JWT = "a-production-signing-key-of-forty-characters";
const BUILD_ID = "abc1234-test";

/** The production environment of a deploy config, as wrangler resolves it. */
function productionConfig(overrides: Record<string, unknown> = {}) {
  return {
    name: "rendez-vous",
    vars: { SITE_URL: "https://rendez-vous.fr", MAIL_TRANSPORT: "http", MAIL_FROM: "Rendez-vous <noreply@rendez-vous.fr>", AUTH_TEST_PROVIDER: "false" },
    d1_databases: [{ binding: "DB", database_name: "rendez-vous", database_id: "00000000-0000-0000-0000-000000000000", migrations_dir: "migrations" }],
    kv_namespaces: [{ binding: "CACHE", id: "00000000000000000000000000000000" }],
    r2_buckets: [{ binding: "UPLOADS", bucket_name: "rendez-vous-uploads" }],
    ...overrides,
  };
}

/** A wrangler that keeps an account in memory and records the commands it ran. */
function fakeWrangler(account: { d1?: AccountResource[]; kv?: AccountResource[]; r2?: AccountResource[]; secrets?: string[] } = {}) {
  const state = { d1: account.d1 ?? [], kv: account.kv ?? [], r2: account.r2 ?? [], secrets: account.secrets ?? [] };
  const calls: string[] = [];
  const wrangler: Wrangler = {
    listD1: async () => [...state.d1],
    createD1: async (name) => void (calls.push(`d1 create ${name}`), state.d1.push({ name, id: `d1-id-of-${name}` })),
    listKv: async () => [...state.kv],
    createKv: async (name) => void (calls.push(`kv namespace create ${name}`), state.kv.push({ name, id: `kv-id-of-${name}` })),
    listR2: async () => [...state.r2],
    createR2: async (name) => void (calls.push(`r2 bucket create ${name}`), state.r2.push({ name })),
    listSecrets: async () => [...state.secrets],
    applyMigrations: async (binding) => void calls.push(`d1 migrations apply ${binding} --remote`),
    deploy: async () => (calls.push("deploy"), "Deployed rendez-vous triggers\n  https://rendez-vous.team.workers.dev\n"),
    dryRunDeploy: async () => (calls.push("deploy --dry-run"), "Total Upload: 5552.59 KiB / gzip: 1503.64 KiB\n--dry-run: exiting now."),
  };
  return { wrangler, calls };
}

/** The deployed site: it serves the build that was just deployed. */
const siteServing = (buildId: string) => async (input: string | URL | Request) => {
  const path = new URL(String(input)).pathname;
  if (path === "/builds/latest.json") return Response.json({ id: buildId });
  if (path === "/api/v1/events") return Response.json({ data: [] });
  return new Response("<!doctype html>", { headers: { "content-type": "text/html; charset=utf-8" } });
};

function deploy(wrangler: Wrangler, options: Record<string, unknown> = {}, tools: Record<string, unknown> = {}) {
  const lines: string[] = [];
  const files = { config: readFileSync(`${ROOT}/wrangler.jsonc`, "utf8"), builds: [] as string[] };
  const run = runDeploy(
    { config: productionConfig(), environment: "production", dryRun: false, provided: {}, buildId: BUILD_ID, ...options },
    {
      wrangler,
      guard,
      secretNames: envModule.SECRET_SETTINGS,
      usedBindings: new Map([
        ["DB", "workers/app.ts"],
        ["CACHE", "workers/page-cache.ts"],
        ["UPLOADS", "workers/uploads.ts"],
        ["SITE_URL", "worker-configuration.d.ts"],
      ]),
      hasBuild: () => true,
      build: async (id: string) => void files.builds.push(id),
      readConfigText: () => files.config,
      writeConfigText: (text: string) => void (files.config = text),
      fetch: siteServing(BUILD_ID),
      log: (line: string) => void lines.push(line),
      ...tools,
    },
  );
  return { run, lines, files };
}

test("resources the account has are found with their ids; the others are to be created", () => {
  const resources = resourcesOf(productionConfig());
  expect(resources.map((resource) => `${resource.kind} ${resource.name}`)).toEqual(["d1 rendez-vous", "kv rendez-vous-cache", "r2 rendez-vous-uploads"]);
  const { found, missing } = planResources(resources, {
    d1: [
      { name: "rendez-vous", id: "db-1" },
      { name: "other", id: "db-2" },
    ],
    kv: [{ name: "CACHE", id: "kv-1" }],
    r2: [],
  });
  expect(found).toEqual([{ kind: "d1", binding: "DB", name: "rendez-vous", id: "db-1" }]);
  expect(missing.map((resource) => resource.name)).toEqual(["rendez-vous-cache", "rendez-vous-uploads"]);
});

test("a deploy creates what is missing, writes the ids, migrates before it deploys, and checks the new build is served", async () => {
  const { wrangler, calls } = fakeWrangler({ d1: [{ name: "rendez-vous", id: "db-1" }], secrets: ["JWT_SECRET", "MAIL_API_KEY"] });
  const { run, files } = deploy(wrangler);
  expect(await run).toEqual([]);
  expect(calls).toEqual([
    "kv namespace create rendez-vous-cache",
    "r2 bucket create rendez-vous-uploads",
    "deploy --dry-run",
    "d1 migrations apply DB --remote",
    "deploy",
  ]);
  expect(files.builds).toEqual([BUILD_ID]);
  expect(files.config).toContain('"database_id": "db-1"');
  expect(files.config).toContain('"id": "kv-id-of-rendez-vous-cache"');
});

test("the ids go into the deploy environment only: the local bindings, comments and layout stay", () => {
  const text = readFileSync(`${ROOT}/wrangler.jsonc`, "utf8");
  const written = writeResourceIds(text, "production", [
    { kind: "d1", binding: "DB", name: "rendez-vous", id: "11111111-2222-3333-4444-555555555555" },
    { kind: "kv", binding: "CACHE", name: "rendez-vous-cache", id: "abcdef" },
    { kind: "r2", binding: "UPLOADS", name: "rendez-vous-uploads" },
  ]);
  const [local, production] = written.split('"production"');
  expect(local).toBe(text.split('"production"')[0]);
  expect(production).toContain('"database_id": "11111111-2222-3333-4444-555555555555"');
  expect(production).toContain('"binding": "CACHE", "id": "abcdef"');
  expect(written.split("\n").length).toBe(text.split("\n").length);
  expect(() => writeResourceIds(text, "staging", [])).toThrow('no "staging" environment');
});

test("a binding the code uses that the deploy config does not declare stops the deploy before the account is touched", async () => {
  const { wrangler, calls } = fakeWrangler({ secrets: ["JWT_SECRET", "MAIL_API_KEY"] });
  const { run } = deploy(wrangler, { config: productionConfig({ kv_namespaces: [] }) });
  expect(await run).toEqual(['env.CACHE (used in workers/page-cache.ts) is not declared in the "production" environment of wrangler.jsonc.']);
  expect(calls).toEqual([]);
});

test("a missing secret stops the deploy with the guard's own message", async () => {
  const { wrangler, calls } = fakeWrangler({ secrets: ["MAIL_API_KEY"] });
  const { run } = deploy(wrangler);
  expect(await run).toEqual(["JWT_SECRET is not set: run `wrangler secret put JWT_SECRET`."]);
  expect(calls).toEqual([]);
});

test("an unsafe secret in the secrets file, or a secret written into vars, stops the deploy", async () => {
  const published = deploy(fakeWrangler({ secrets: ["MAIL_API_KEY"] }).wrangler, {
    provided: { JWT_SECRET: "development-only-jwt-secret-never-deploy-this-0000" },
  });
  expect(await published.run).toEqual(["JWT_SECRET is a published development key: set a secret of your own."]);
  const short = deploy(fakeWrangler({ secrets: ["MAIL_API_KEY"] }).wrangler, { provided: { JWT_SECRET: "too-short" } });
  expect(await short.run).toEqual(["JWT_SECRET must be at least 32 characters."]);
  const inVars = deploy(fakeWrangler({ secrets: ["JWT_SECRET", "MAIL_API_KEY"] }).wrangler, {
    config: productionConfig({ vars: { ...productionConfig().vars, JWT_SECRET: JWT } }),
  });
  expect(await inVars.run).toEqual(["JWT_SECRET is a secret: it must not be in the deploy config's vars (wrangler secret put JWT_SECRET)."]);
});

test("a deploy config left with a loopback or example origin is refused", async () => {
  const loopback = deploy(fakeWrangler({ secrets: ["JWT_SECRET"] }).wrangler, { config: productionConfig({ vars: { SITE_URL: "http://127.0.0.1:8787" } }) });
  expect(await loopback.run).toEqual(["SITE_URL http://127.0.0.1:8787 is a loopback address: the Worker would take the deployed site for a local one."]);
  const example = deploy(fakeWrangler({ secrets: ["JWT_SECRET", "MAIL_API_KEY"] }).wrangler, {
    config: productionConfig({ vars: { ...productionConfig().vars, SITE_URL: "https://rendez-vous.example.org" } }),
  });
  expect(await example.run).toEqual(["SITE_URL https://rendez-vous.example.org is a reserved example domain: set the production origin in env.production."]);
});

test("a dry run asks no account, uses the existing build, and names the secrets the guard requires", async () => {
  const { wrangler, calls } = fakeWrangler();
  wrangler.listSecrets = () => Promise.reject(new Error("no account"));
  const { run, lines, files } = deploy(wrangler, { dryRun: true });
  expect(await run).toEqual([]);
  expect(calls).toEqual(["deploy --dry-run"]);
  expect(files.builds).toEqual([]);
  expect(lines).toContain("Settings: checked by the Worker's guard (app/env.server.ts); secrets it requires: JWT_SECRET, MAIL_API_KEY.");
  expect(lines).toContain("Worker size: 1504 KiB compressed.");
});

test("a Worker over the Free plan's 3 MB compressed is refused", async () => {
  const { wrangler } = fakeWrangler();
  wrangler.dryRunDeploy = async () => "Total Upload: 12000.00 KiB / gzip: 3200.50 KiB";
  const { run } = deploy(wrangler, { dryRun: true });
  expect(await run).toEqual(["The Worker is 3201 KiB compressed, over the 3072 KiB limit of the Workers Free plan."]);
});

test("the smoke test fails on a site that still serves the previous build, or answers an error; a home page not yet written is no error", async () => {
  const previous = await smokeTest({ origin: "https://rendez-vous.fr/", buildId: BUILD_ID, fetch: siteServing("older-build"), waitMs: 0 });
  expect(previous).toEqual([`https://rendez-vous.fr/builds/latest.json names the build older-build, not the one deployed (${BUILD_ID}).`]);
  const emptyDatabase = async (input: string) =>
    new URL(input).pathname === "/" ? new Response("<!doctype html>", { status: 404, headers: { "content-type": "text/html" } }) : siteServing(BUILD_ID)(input);
  expect(await smokeTest({ origin: "https://rendez-vous.fr", buildId: BUILD_ID, fetch: emptyDatabase, waitMs: 0 })).toEqual([]);
  const refusing = async () => new Response("Service unavailable", { status: 503 });
  expect(await smokeTest({ origin: "https://rendez-vous.fr", buildId: BUILD_ID, fetch: refusing, waitMs: 0 })).toEqual([
    `https://rendez-vous.fr/builds/latest.json names the build (none: 503), not the one deployed (${BUILD_ID}).`,
    "GET https://rendez-vous.fr/ answered 503.",
    "GET https://rendez-vous.fr/api/v1/events?limit=1 answered 503.",
  ]);
});

test("the smoke test goes to the URL wrangler lists under the deployed triggers, not to a link in a warning", () => {
  const output = [
    "▲ [WARNING] Read https://developers.cloudflare.com/workers/ before enabling this.",
    "Uploaded rendez-vous (4.10 sec)",
    "Deployed rendez-vous triggers (1.02 sec)",
    "  https://rendez-vous.team.workers.dev",
    "  schedule: * * * * *",
  ].join("\n");
  expect(deployedOrigin(output, "https://rendez-vous.fr")).toBe("https://rendez-vous.team.workers.dev");
  expect(deployedOrigin("Read https://developers.cloudflare.com/workers/ first.", "https://rendez-vous.fr")).toBe("https://rendez-vous.fr");
  expect(deployedOrigin("Deployed rendez-vous triggers (1.02 sec)\n  rendez-vous.fr (custom domain)", "https://rendez-vous.fr")).toBe("https://rendez-vous.fr");
});

test("the bindings the code reads are found in the Worker's code and its generated Env, not in Vite's import.meta.env", () => {
  const used = findUsedBindings(ROOT);
  expect([...used.keys()]).toEqual(expect.arrayContaining(["DB", "CACHE", "UPLOADS", "SITE_URL"]));
  expect(used.has("PROD")).toBe(false);
  expect(used.has("MODE")).toBe(false);
});
