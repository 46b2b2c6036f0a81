#!/usr/bin/env node
// npm test: every check, the cheapest to fail first, with the time each stage took. A stage that fails stops the
// run (its exit code is the run's). Some stages only: node scripts/test.mjs --only unit,workers
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
/*
 * Each stage starts once the stages it needs have passed, beside whatever else is running then. The static
 * checks share the two cores with the crash and load tests; the long stages (Worker tests, journeys) run one
 * after the other: each keeps both cores busy alone, and the Worker tests beside the journeys took as long as both in turn and made the
 * journeys slower (CONTRIBUTING.md "Where the suite's time goes"). The security suite (npm run test:security,
 * docs/security.md) is spread over the run: its secrets and advisories check first (cheap); its probes in workerd
 * with the Worker tests (one Vitest run); its probes in Chromium with the journeys (the Playwright project
 * "security"), on the e2e stage's server; its crash and load tests beside the static checks.
 */
const STAGES = [
  // First, alone: the crash and load tests and the deploy's dry run need it.
  { name: "build", command: "npm", args: ["run", "build"], needs: [] },
  // The static checks are single-threaded Node processes: side by side they share the two cores.
  { name: "typecheck", command: "npm", args: ["run", "typecheck"], needs: ["build"] },
  { name: "lint", command: "npm", args: ["run", "lint"], needs: ["build"] },
  { name: "security", command: "node", args: ["scripts/security-check.mjs"], needs: ["build"] },
  // The deploy's dry run on that build (docs/decisions/025): its size against the Workers limit, the bindings and
  // settings of the production config. It asks no account and does not build again.
  { name: "deploy-check", command: "npm", args: ["run", "deploy", "--", "--dry-run"], needs: ["build"] },
  // The crash and load tests (npm run test:security:servers runs them in turn), each on a server and a port of its
  // own, beside the static checks: they spend most of their time waiting (a server starting, writes queued, phases
  // of a fixed length), where the static checks have no time limit to miss. The load test's probes (5 s at
  // most) answered within a second or two there.
  { name: "crash", command: "node", args: ["scripts/crash-test.mjs"], needs: ["build"] },
  // Phases of 15 s instead of 30: still thousands of requests at 50 connections, and half the CPU the static checks
  // beside it wait for (npm run test:security:servers runs the full 30 s). Its probes share the two cores with
  // those checks: the slowest took 5.0 and 6.7 s there, 2.3 to 2.6 s in runs where the checks ended first, so
  // here a probe must answer within its own 10 s timeout; the full run keeps the 5 s.
  { name: "load", command: "node", args: ["scripts/load-test.mjs", "--seconds", "15", "--probe-limit", "10"], needs: ["build"] },
  // After the type check and the servers: beside them, on two full cores, a unit test missed its 5 s limit. Not
  // after lint: its type-aware rules keep one core busy for a minute and more after the other static checks end,
  // so the unit and Worker tests take the other core meanwhile (CONTRIBUTING.md "Where the suite's time goes").
  { name: "unit", command: "npx", args: ["vitest", "run", "--project", "unit"], needs: ["typecheck", "security", "crash", "load"] },
  // Components in Chromium (tests/components): a few seconds, beside the Worker tests.
  { name: "components", command: "npx", args: ["vitest", "run", "--project", "components"], needs: ["unit"] },
  // React Router's plugin, which the Worker tests load, writes the route types the build writes.
  { name: "workers", command: "npx", args: ["vitest", "run", "--project", "workers"], needs: ["build", "unit"] },
  { name: "e2e", command: "npx", args: ["playwright", "test"], needs: ["build", "workers", "lint"] },
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

/** Runs one stage, its output printed as it comes, each line marked with the stage's name. */
function runStage({ name, command, args }) {
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const stageStart = Date.now();
  const child = spawn(command, args, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"], env: process.env, detached: true });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = "";
    stream.on("data", (chunk) => {
      const lines = (rest + chunk.toString()).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) console.log(`[${name}] ${line}`);
    });
    stream.on("end", () => rest && console.log(`[${name}] ${rest}`));
  }
  const done = new Promise((resolve) => {
    child.on("close", (code, signal) => resolve({ name, seconds: (Date.now() - stageStart) / 1000, code: code ?? signal }));
  });
  return { child, done };
}

const stages = STAGES.filter(({ name }) => !only || only.has(name));
const chosen = new Set(stages.map(({ name }) => name));
const passed = new Set();
const running = new Map();

/** A stage may start once every stage it needs that this run includes has passed. */
const ready = (stage) => !running.has(stage.name) && !passed.has(stage.name) && stage.needs.every((need) => !chosen.has(need) || passed.has(need));

/** Stops the stages still running, with their children (each stage is a process group of its own). */
function stopRunning() {
  for (const { child } of running.values()) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopRunning();
    process.exit(130);
  });
}

/** @type {number | null} */
let failed = null;
while (passed.size < stages.length && failed === null) {
  for (const stage of stages.filter(ready)) running.set(stage.name, runStage(stage));
  const { name, seconds, code } = await Promise.race([...running.values()].map(({ done }) => done));
  running.delete(name);
  timings.push([name, seconds, code === 0 ? "ok" : `failed (exit ${code})`]);
  if (code === 0) passed.add(name);
  else failed = typeof code === "number" ? code : 1;
}
// A failed stage stops the run, and the stages still running with it.
stopRunning();
for (const [name, { done }] of running) timings.push([name, (await done).seconds, "stopped"]);
report();
process.exit(failed ?? 0);
