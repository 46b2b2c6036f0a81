// The bench's own local states, one per data size (bench/.state/<events>-events/), seeded once and reused while their
// marker (seeded.json) matches the size, the seed's code and the migrations: two sizes never reseed each other.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { BENCH, ROOT, run } from "./lib.mjs";

/** The size the growth report compares against (docs/performance.md "Growth"). */
export const BASE_EVENTS = 10_000;

/** Members for `events` events when --users is not given: 2,000 for 10,000 events, 200,000 for a million. */
export const usersFor = (events) => Math.max(120, Math.round(events / 5));

/** A digest of files' names and contents: what the seeded data depends on. */
function digest(dir, filter) {
  const hash = createHash("sha256");
  for (const name of readdirSync(dir, { recursive: true }).map(String).filter(filter).sort()) {
    hash.update(name).update(readFileSync(join(dir, name)));
  }
  return hash.digest("hex").slice(0, 16);
}

/** What a state must have been seeded with to be reused. */
function expectedMarker(events, users) {
  return {
    events,
    users,
    seedVersion: digest(join(ROOT, "scripts"), (name) => name === "seed.mjs" || (name.startsWith("seed/") && name.endsWith(".mjs"))),
    schemaVersion: digest(join(ROOT, "migrations"), (name) => name.endsWith(".sql")),
  };
}

/** The seed's own summary lines (time, SQL size, peak memory and CPU of node and workerd). */
function seedSummary(stdout) {
  const seeded = /Seeded .* in ([\d.]+) s \(([\d.]+) MB of SQL/.exec(stdout);
  const usage = /Peak memory and CPU time: (.*)/.exec(stdout)?.[1] ?? "";
  return {
    seconds: seeded ? Number(seeded[1]) : null,
    sqlMegabytes: seeded ? Number(seeded[2]) : null,
    processes: Object.fromEntries(
      [...usage.matchAll(/(\w+) (\d+) MB, (\d+) s/g)].map(([, name, mb, cpu]) => [name, { peakMegabytes: Number(mb), cpuSeconds: Number(cpu) }]),
    ),
  };
}

/** Runs a command, its output shown as it comes and kept; rejects when it fails. */
function runShown(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, WRANGLER_SEND_METRICS: "false" }, stdio: ["ignore", "pipe", "inherit"] });
    let stdout = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
      process.stdout.write(chunk);
    });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(stdout) : reject(new Error(`${command} ${args.join(" ")} failed (exit ${code})`))));
  });
}

/** The directory of the state for `events` events. */
export const stateDir = (events) => join(BENCH, ".state", `${events}-events`);

/** Records that the state for `events` events holds a fresh seed, from the seed's output: its marker. */
export function writeMarker(events, users, seedOutput) {
  const marker = { ...expectedMarker(events, users), seededAt: new Date().toISOString(), seed: seedSummary(seedOutput) };
  writeFileSync(join(stateDir(events), "seeded.json"), `${JSON.stringify(marker, null, 2)}\n`);
  return marker;
}

/**
 * The state for `events` events and `users` members: its directory, persist dir (wrangler's layout) and marker. Seeds
 * it (after removing what was there) when `reseed` or when its marker does not match; a state that lacks only new
 * migrations gets them applied.
 */
export async function ensureState({ events, users, reseed }) {
  const dir = stateDir(events);
  const persist = join(dir, "wrangler");
  const markerFile = join(dir, "seeded.json");
  const expected = expectedMarker(events, users);
  const marker = existsSync(markerFile) ? JSON.parse(readFileSync(markerFile, "utf8")) : null;
  const matches = marker && Object.entries(expected).every(([key, value]) => marker[key] === value);
  if (matches && !reseed) return { dir, persist, marker: { ...marker, reused: true } };
  // New migrations only: applied to the state as a deployment applies them to its data, instead of a new seed (a
  // million events take about 13 minutes to seed). The marker keeps the seed's figures and says what was migrated.
  const seededAlike = marker && Object.entries(expected).every(([key, value]) => key === "schemaVersion" || marker[key] === value);
  if (seededAlike && !reseed) {
    console.log(`  bench/.state/${events}-events: applying the new migrations`);
    const started = Date.now();
    run("node", ["scripts/migrate.mjs", "--persist-to", persist], { capture: true });
    const migrated = {
      ...marker,
      schemaVersion: expected.schemaVersion,
      migratedAt: new Date().toISOString(),
      migrationSeconds: (Date.now() - started) / 1000,
    };
    writeFileSync(markerFile, `${JSON.stringify(migrated, null, 2)}\n`);
    return { dir, persist, marker: { ...migrated, reused: true } };
  }
  if (marker && !matches) {
    const changed = Object.keys(expected).filter((key) => marker[key] !== expected[key]);
    console.log(`  bench/.state/${events}-events was seeded with another ${changed.join(", ")}: seeding it again`);
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  run("node", ["scripts/migrate.mjs", "--persist-to", persist], { capture: true });
  const output = await runShown("node", ["scripts/seed.mjs", "--events", String(events), "--users", String(users), "--persist-to", persist]);
  return { dir, persist, marker: { ...writeMarker(events, users, output), reused: false } };
}
