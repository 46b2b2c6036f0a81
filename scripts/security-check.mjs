#!/usr/bin/env node
// The security stage of npm test (docs/architecture.md §5): what must never be committed, and the advisories
// of the production dependencies. Exit 1 with the reasons when a check fails.
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SECRET_FILES = /(^|\/)(\.dev\.vars|\.env(\.[\w-]+)?|[^/]+\.(pem|key|p12))$/;
/** Credentials by their published shapes: private keys, Resend, Google API, Stripe live keys, GitHub tokens. */
const CREDENTIALS = [
  /-----BEGIN (RSA |EC |OPENSSH )?PRIVATE KEY-----/,
  /\bre_[A-Za-z0-9]{8,}_[A-Za-z0-9]{16,}\b/,
  /\bAIza[0-9A-Za-z_-]{35}\b/,
  /\bsk_live_[0-9A-Za-z]{16,}\b/,
  /\bgh[pous]_[0-9A-Za-z]{36}\b/,
];

const problems = [];
const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" }).split("\0").filter(Boolean);
const read = (path) => readFileSync(new URL(path, `file://${ROOT}/`), "utf8");

for (const path of tracked.filter((path) => SECRET_FILES.test(path) && !path.endsWith(".example"))) {
  problems.push(`${path} is tracked: local secrets stay out of git (.gitignore).`);
}

// wrangler.jsonc vars (the local ones and each environment's) are public and deployed as they are: a secret there
// would be published with the code. The secrets are those SECRET_SETTINGS names in app/env.server.ts.
const secretNames = [...(read("app/env.server.ts").match(/SECRET_SETTINGS[^=]*=\s*\[([^\]]*)\]/)?.[1] ?? "").matchAll(/"(\w+)"/g)].map(([, name]) => name);
if (secretNames.length === 0) problems.push("app/env.server.ts: SECRET_SETTINGS not found, so wrangler.jsonc's vars were not checked.");
for (const [, vars] of read("wrangler.jsonc").matchAll(/"vars"\s*:\s*\{([^}]*)\}/g)) {
  for (const name of secretNames.filter((name) => vars.includes(`"${name}"`))) {
    problems.push(`wrangler.jsonc declares ${name} in vars: it is a secret (wrangler secret put ${name}).`);
  }
}

// A JWT_SECRET value written in the repository must be one the Worker refuses on a deployed site.
const published = [...read("app/env.server.ts").matchAll(/^\s+"([^"]{32,})",$/gm)].map(([, key]) => key);
for (const path of tracked.filter((path) => /\.(ts|tsx|mjs|js|jsonc?|toml|md|example)$/.test(path) || path.endsWith(".dev.vars.example"))) {
  const text = read(path);
  for (const [, value] of text.matchAll(/JWT_SECRET["']?\s*[=:]\s*["']?([\w-]{32,})/g)) {
    if (!published.includes(value)) problems.push(`${path} holds a JWT_SECRET that is not in PUBLIC_JWT_SECRETS (app/env.server.ts).`);
  }
  for (const pattern of CREDENTIALS) if (pattern.test(text)) problems.push(`${path} holds what looks like a credential (${pattern.source}).`);
}

// Advisories of what is deployed (dependencies, not devDependencies). The advisory service may be out of
// reach (an offline mirror): then the check says so and does not fail the run.
const audit = spawnSync("npm", ["audit", "--omit=dev", "--audit-level=high", "--json"], { cwd: ROOT, encoding: "utf8" });
/** @type {{ metadata?: { vulnerabilities?: Record<string, number> } } | null} */
let report = null;
try {
  report = JSON.parse(audit.stdout);
} catch {
  report = null;
}
const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  console.log("npm audit: the advisory service did not answer; advisories not checked.");
} else if (counts.high + counts.critical > 0) {
  problems.push(`npm audit: ${counts.high} high and ${counts.critical} critical advisories in production dependencies (npm audit --omit=dev).`);
} else {
  console.log(`npm audit: no high or critical advisory in production dependencies (${counts.total} lower).`);
}

if (problems.length > 0) {
  console.error(problems.map((problem) => `✗ ${problem}`).join("\n"));
  process.exit(1);
}
console.log(`Security checks passed (${tracked.length} tracked files).`);
