// Seeds the local D1 database with deterministic demo data.
//   node scripts/seed.mjs [--events N] [--users N] [--persist-to DIR] [--out FILE] [--force]
// Writes the SQL to --out (default .wrangler/seed.sql), then applies it with wrangler to the local
// database in --persist-to (default .wrangler/state). Migrations must already be applied (npm run db:migrate).
// A database that already has events is left alone, unless --force: then the seeded tables are emptied first.

import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { DEFAULTS, seedSql } from "./seed/generate.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

const { values: args } = parseArgs({
  options: {
    events: { type: "string", default: String(DEFAULTS.events) },
    users: { type: "string", default: String(DEFAULTS.users) },
    "persist-to": { type: "string", default: resolve(root, ".wrangler/state") },
    out: { type: "string", default: resolve(root, ".wrangler/seed.sql") },
    force: { type: "boolean", default: false },
  },
});

function count(name) {
  const value = Number(args[name]);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a positive integer, got "${args[name]}"`);
    process.exit(2);
  }
  return value;
}

const persistTo = resolve(args["persist-to"]);

/** Runs `wrangler d1 execute` on the local database; its output is kept to be shown on failure only. */
function wrangler(extraArgs) {
  return spawnSync(resolve(root, "node_modules/.bin/wrangler"), ["d1", "execute", "DB", "--local", "--persist-to", persistTo, ...extraArgs], {
    cwd: root,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    stdio: ["ignore", "pipe", "pipe"],
  });
}

function fail(message, result) {
  console.error(message);
  console.error([result.stderr, result.stdout, result.error?.message].filter(Boolean).join("\n").trim().slice(-4000));
  process.exit(1);
}

function existingEvents() {
  const result = wrangler(["--command", "SELECT count(*) AS n FROM events", "--json"]);
  if (result.status !== 0) fail(`Could not read the local database in ${persistTo}; run "npm run db:migrate" first.`, result);
  return JSON.parse(result.stdout)[0].results[0].n;
}

const events = count("events");
const users = count("users");
if (!args.force && existingEvents() > 0) {
  console.log("database already seeded, skipping");
  process.exit(0);
}

const started = Date.now();
const out = resolve(args.out);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, seedSql({ events, users, now: new Date(), reset: args.force }));
const applied = wrangler(["--file", out, "-y"]);
if (applied.status !== 0) fail(`Seeding failed: nothing was written (the SQL file runs as one transaction). SQL: ${out}`, applied);
console.log(`Seeded ${events} events and ${users} users into ${persistTo} in ${((Date.now() - started) / 1000).toFixed(1)} s (SQL: ${out}).`);
