#!/usr/bin/env node
// npm test: every check, in the order a failure is cheapest to find, with the time each stage took.
// A stage that fails stops the run (its exit code is the run's). Stages: node scripts/test.mjs --only unit,workers
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
// The security suite (npm run test:security, docs/security.md) runs in three stages here: the secrets and
// advisories check first (cheap); its probes in workerd and the crash test once the build exists; its probes in
// Chromium with the journeys (the Playwright project "security"), on the e2e stage's server.
const STAGES = [
  ["typecheck", "npm", ["run", "typecheck"]],
  ["lint", "npm", ["run", "lint"]],
  ["security", "node", ["scripts/security-check.mjs"]],
  ["build", "npm", ["run", "build"]],
  ["unit", "npx", ["vitest", "run", "--project", "unit"]],
  ["workers", "npx", ["vitest", "run", "--project", "workers"]],
  ["security-probes", "npm", ["run", "test:security:probes"]],
  ["e2e", "npx", ["playwright", "test"]],
];

const onlyIndex = process.argv.indexOf("--only");
const only = onlyIndex === -1 ? null : new Set(process.argv[onlyIndex + 1].split(","));
const timings = [];
const started = Date.now();

function report() {
  const width = Math.max(...timings.map(([name]) => name.length));
  console.log("\nStage timings:");
  for (const [name, seconds, status] of timings) console.log(`  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(6)} s  ${status}`);
  console.log(`  ${"total".padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`);
}

for (const [name, command, args] of STAGES) {
  if (only && !only.has(name)) continue;
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const stageStart = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env: process.env });
  const seconds = (Date.now() - stageStart) / 1000;
  const ok = result.status === 0;
  timings.push([name, seconds, ok ? "ok" : `failed (exit ${result.status ?? result.signal})`]);
  if (!ok) {
    report();
    process.exit(result.status ?? 1);
  }
}
report();
