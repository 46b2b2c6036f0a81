#!/usr/bin/env node
// The load test of the security suite (docs/security.md §3, docs/decisions/024-local-server-front.md): the local
// server (npm start, on a state of its own, with its default client addresses) under 50 connections of mixed writes
// (likes, unlikes, attending, unattending, logins) for 30 s, then 50 connections of uncached reads for 30 s, each
// with a liveness probe every 2 s on a connection of its own. Every request gets an answer (2xx, or 409, 429 or 503
// where meant), no probe takes over 5 s, and every write the server acknowledged is what the database holds.
//   node scripts/load-test.mjs [--keep] [--seconds N] [--probe-limit N]    LOAD_PORT picks the port (default: a free one).
/* global AbortSignal -- Node's web globals */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { flag, ROOT } from "./local-wrangler.mjs";
import { freePort, ready, startServer, stop } from "./server-process.mjs";

const CONNECTIONS = 50;
const PHASE_MS = Number(flag("seconds", "30")) * 1000;
const PROBE_EVERY_MS = 2_000;
/** The slowest answer a probe may get: 5 s, or `--probe-limit N` seconds (at most the probe's 10 s timeout). */
const PROBE_LIMIT_MS = Math.min(10, Number(flag("probe-limit", "5"))) * 1000;
/** The seeded members' password (README "Demo accounts"). */
const MEMBER_PASSWORD = "membre-demo-2026";
/** Answers a request may get under load besides 2xx: already done, over a limit, or told to come back. */
const MEANT = new Set([409, 429, 503]);

const started = Date.now();
const keep = process.argv.includes("--keep");
const state = mkdtempSync(join(tmpdir(), "rendez-vous-load-"));
const port = await freePort(process.env.LOAD_PORT);
const base = `http://127.0.0.1:${port}`;
const problems = [];

function step(message) {
  console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}`);
}

function cleanUp() {
  if (!keep) rmSync(state, { recursive: true, force: true });
}

/** @returns {never} */
function fail(message) {
  console.error(`✗ ${message}`);
  cleanUp();
  process.exit(1);
}

/** Rows of `sql` read from the state's database file with the sqlite3 command (the server may run: SQLite's WAL allows it). */
function query(sql) {
  const dir = join(state, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) fail(`no database file in ${dir}`);
  const result = spawnSync("sqlite3", ["-json", join(dir, file), sql], { encoding: "utf8" });
  if (result.status !== 0) fail(`sqlite3 failed: ${result.stderr}`);
  return result.stdout.trim() ? JSON.parse(result.stdout) : [];
}

/**
 * One request; its status, or the error of a connection closed without an answer.
 * @param {string} path
 * @param {{ method?: string, token?: string, body?: unknown }} [options]
 */
async function send(path, { method = "GET", token, body } = {}) {
  /** @type {Record<string, string>} */
  const headers = { Origin: base };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const before = Date.now();
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    return { status: response.status, text, ms: Date.now() - before, retryAfter: response.headers.get("Retry-After") };
  } catch (error) {
    return { status: 0, text: `${error.cause?.code ?? error.name}: ${error.cause?.message ?? error.message}`, ms: Date.now() - before };
  }
}

/** Liveness: GET /api/v1/events?limit=1 every 2 s on a new connection, as a monitor would; the slowest answers. */
function probe() {
  const times = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const before = Date.now();
      const answer = await fetch(`${base}/api/v1/events?limit=1`, { headers: { Connection: "close" }, signal: AbortSignal.timeout(10_000) }).then(
        async (response) => (await response.arrayBuffer(), response.status),
        (error) => error.name,
      );
      const ms = Date.now() - before;
      times.push(ms);
      if (answer !== 200) problems.push(`a liveness probe got ${answer} after ${ms} ms`);
      else if (ms > PROBE_LIMIT_MS) problems.push(`a liveness probe took ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, PROBE_EVERY_MS - ms)));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return times;
  };
}

/** Counts answers by status; each unanswered or unmeant one is a problem (the first few are listed). */
function tally(phase) {
  const counts = new Map();
  let listed = 0;
  return {
    counts,
    record(label, answer) {
      counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
      const fine = (answer.status >= 200 && answer.status < 300) || (MEANT.has(answer.status) && (answer.status !== 503 || answer.retryAfter));
      if (!fine && listed++ < 5) problems.push(`${phase}: ${label} answered ${answer.status || "nothing"}: ${answer.text.slice(0, 160)}`);
      return fine && answer.status < 300;
    },
  };
}

/**
 * 50 members each write in turn, on their own connections: like and unlike an event, attend and leave another, log
 * in again. The last acknowledged state of each (member, event) is what the database must hold afterwards.
 */
async function writes(members, events) {
  const record = tally("writes");
  const expected = [];
  const stopAt = Date.now() + PHASE_MS;
  await Promise.all(
    members.map(async (member, i) => {
      const liked = events[i % events.length];
      const attended = events[(i + 7) % events.length];
      const want = { member, liked, attended, like: /** @type {boolean | null} */ (null), attend: /** @type {boolean | null} */ (null) };
      expected.push(want);
      for (let turn = 0; Date.now() < stopAt; turn++) {
        const action = turn % 5;
        if (action === 0 || action === 1) {
          const answer = await send("/api/v1/likes", { method: action === 0 ? "POST" : "DELETE", token: member.token, body: { event: liked } });
          if (record.record(`${action === 0 ? "like" : "unlike"} by member ${i}`, answer)) want.like = action === 0;
        } else if (action === 2 || action === 3) {
          const path = `/api/v1/events/attend/${attended}`;
          const answer = await send(path, { method: action === 2 ? "POST" : "DELETE", token: member.token, body: { lang: "fr", transactionnal: false } });
          if (record.record(`${action === 2 ? "attend" : "unattend"} by member ${i}`, answer)) want.attend = action === 2;
        } else {
          const answer = await send("/api/v1/auth/local", { method: "POST", body: { email: member.email, password: MEMBER_PASSWORD } });
          if (record.record(`login of member ${i}`, answer)) member.token = JSON.parse(answer.text).token;
        }
      }
    }),
  );
  return { counts: record.counts, expected };
}

/** 50 readers of pages and API answers that no cache holds (a new query each time), on their own connections. */
async function reads() {
  const record = tally("reads");
  const stopAt = Date.now() + PHASE_MS;
  let n = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, i) => {
      while (Date.now() < stopAt) {
        const path = [`/api/v1/events?limit=24&_load=${++n}`, `/events?_load=${++n}`, `/api/v1/events?limit=24&q=atelier&_load=${++n}`][i % 3];
        record.record(`GET ${path.replace(/_load=\d+/, "_load=…")}`, await send(path));
      }
    }),
  );
  return { counts: record.counts };
}

/** What the database holds for each acknowledged write: mismatches, as problems. */
function checkStored(expected) {
  const likes = new Set(
    query("SELECT u.id || ' ' || l.target_id AS k FROM likes l JOIN users u ON u.no = l.user_no WHERE l.target_type = 'event'").map((row) => row.k),
  );
  const attendees = new Set(
    query("SELECT u.id || ' ' || e.id AS k FROM attendees a JOIN users u ON u.no = a.user_no JOIN events e ON e.no = a.event_no").map((row) => row.k),
  );
  let checked = 0;
  const lost = [];
  for (const { member, liked, attended, like, attend } of expected) {
    if (like !== null) {
      checked += 1;
      if (likes.has(`${member.id} ${liked}`) !== like) lost.push(`member ${member.email}: ${like ? "like" : "unlike"} of ${liked}`);
    }
    if (attend !== null) {
      checked += 1;
      if (attendees.has(`${member.id} ${attended}`) !== attend) lost.push(`member ${member.email}: ${attend ? "attend" : "unattend"} of ${attended}`);
    }
  }
  if (lost.length > 0) problems.push(`${lost.length} acknowledged writes are not what the database holds: ${lost.slice(0, 5).join("; ")}`);
  return checked;
}

const summary = (counts) =>
  [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count}×${status || "none"}`)
    .join(", ");
const slowest = (times) => Math.max(0, ...times);

if (!existsSync(join(ROOT, "build/server/wrangler.json"))) fail("no build: run npm run build first.");
step(`state in ${state}, server on ${base}`);
const server = startServer({ state, port });
if (!(await ready(server, base))) fail(`the server did not answer on ${base}:\n${server.output().slice(-3000)}`);
step("server ready");

const members = query(
  `SELECT id, email FROM users WHERE role = 'user' AND active = 1 AND blocked = 0 AND email LIKE '%@exemple.fr' ORDER BY email LIMIT ${CONNECTIONS}`,
);
if (members.length < CONNECTIONS) fail(`the seed has ${members.length} members to log in, not ${CONNECTIONS}`);
// Logins one after the other: the burst is the phase's business, not the setup's.
for (const member of members) {
  const answer = await send("/api/v1/auth/local", { method: "POST", body: { email: member.email, password: MEMBER_PASSWORD } });
  if (answer.status !== 200) fail(`login of ${member.email} answered ${answer.status}: ${answer.text}`);
  member.token = JSON.parse(answer.text).token;
}
const events = query(
  "SELECT id FROM events WHERE status = 'active' AND private = 0 AND start_date > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+1 day') ORDER BY start_date LIMIT 40",
).map((row) => row.id);
if (events.length < 20) fail(`the seed has ${events.length} upcoming events, not 20`);
step(`${members.length} members logged in, ${events.length} upcoming events`);

const stopWriteProbe = probe();
const written = await writes(members, events);
const writeProbes = await stopWriteProbe();
step(`writes: ${summary(written.counts)}; ${writeProbes.length} probes, slowest ${slowest(writeProbes)} ms`);

const stopReadProbe = probe();
const read = await reads();
const readProbes = await stopReadProbe();
step(`uncached reads: ${summary(read.counts)}; ${readProbes.length} probes, slowest ${slowest(readProbes)} ms`);

const checked = checkStored(written.expected);
step(`${checked} final states of acknowledged writes compared with the database`);
if (server.exitCode !== null || server.signalCode !== null) problems.push(`the server exited:\n${server.output().slice(-2000)}`);
await stop(server, base, "SIGTERM");
cleanUp();
if (problems.length > 0) {
  console.error(problems.map((problem) => `✗ ${problem}`).join("\n"));
  process.exit(1);
}
console.log(`Load test passed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
