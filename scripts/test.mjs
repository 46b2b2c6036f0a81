#!/usr/bin/env node
// npm test: every check, in the order a failure is cheapest to find, with the time each stage took.
// A stage that fails stops the run (its exit code is the run's). Stages: node scripts/test.mjs --only unit,workers
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
// The security suite (npm run test:security, docs/security.md) runs in three stages here: the secrets and
// advisories check first (cheap); its probes in workerd and the crash test once the build exists; its probes in
// Chromium with the journeys (the Playwright project "security"), on the e2e stage's server.
// Stages in one group run at the same time: the static checks are single-threaded Node processes, so on two
// cores they share the machine instead of waiting for each other. Their output is printed whole, stage by
// stage, once the group ends. The unit tests joined them once: the group took 105 s against 64 + 45 alone (the
// cores were already full) and a unit test's 5 s limit was missed, so they run after.
const GROUPS = [
  [
    ["typecheck", "npm", ["run", "typecheck"]],
    ["lint", "npm", ["run", "lint"]],
    ["security", "node", ["scripts/security-check.mjs"]],
  ],
  [["build", "npm", ["run", "build"]]],
  // The deploy's dry run on that build (docs/decisions/025): its size against the Workers limit, the bindings and
  // settings of the production config. It asks no account and does not build again.
  [["deploy-check", "npm", ["run", "deploy", "--", "--dry-run"]]],
  [["unit", "npx", ["vitest", "run", "--project", "unit"]]],
  [["workers", "npx", ["vitest", "run", "--project", "workers"]]],
  [["security-probes", "npm", ["run", "test:security:probes"]]],
  [["e2e", "npx", ["playwright", "test"]]],
];

const onlyIndex = process.argv.indexOf("--only");
const only = onlyIndex === -1 ? null : new Set(process.argv[onlyIndex + 1].split(","));
const timings = [];
const started = Date.now();

/**
 * Prints each stage's time, and keeps them in test-results/stage-times.json with the commit and the machine's cores,
 * so runs can be compared (CONTRIBUTING.md "Where the suite's time goes").
 */
function report() {
  const total = (Date.now() - started) / 1000;
  const width = Math.max(...timings.map(([name]) => name.length));
  console.log("\nStage timings:");
  for (const [name, seconds, status] of timings) console.log(`  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(6)} s  ${status}`);
  console.log(`  ${"total".padEnd(width)}  ${total.toFixed(1).padStart(6)} s`);
  const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).stdout?.trim() || null;
  const record = {
    at: new Date(started).toISOString(),
    commit,
    cores: availableParallelism(),
    totalSeconds: Math.round(total),
    stages: Object.fromEntries(timings.map(([name, seconds, status]) => [name, { seconds: Math.round(seconds * 10) / 10, status }])),
  };
  mkdirSync(join(ROOT, "test-results"), { recursive: true });
  writeFileSync(join(ROOT, "test-results", "stage-times.json"), `${JSON.stringify(record, null, 2)}\n`);
  console.log(`STAGE_TIMES ${JSON.stringify(record)}`);
}

/** Runs one stage; alone it prints as it goes, beside others its output is kept and printed when it ends. */
function runStage([name, command, args], alone) {
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}${alone ? "" : " (in parallel)"}`);
  const stageStart = Date.now();
  const child = spawn(command, args, { cwd: ROOT, stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"], env: process.env });
  const output = [];
  child.stdout?.on("data", (chunk) => output.push(chunk));
  child.stderr?.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      const seconds = (Date.now() - stageStart) / 1000;
      resolve({ name, seconds, code: code ?? signal, output: Buffer.concat(output).toString() });
    });
  });
}

for (const group of GROUPS) {
  const stages = group.filter(([name]) => !only || only.has(name));
  if (stages.length === 0) continue;
  const results = await Promise.all(stages.map((stage) => runStage(stage, stages.length === 1)));
  let failed = null;
  for (const { name, seconds, code, output } of results) {
    if (stages.length > 1) console.log(`\n── ${name} ──\n${output}`);
    timings.push([name, seconds, code === 0 ? "ok" : `failed (exit ${code})`]);
    if (code !== 0 && failed === null) failed = typeof code === "number" ? code : 1;
  }
  if (failed !== null) {
    report();
    process.exit(failed);
  }
}
report();
