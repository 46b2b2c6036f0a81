#!/usr/bin/env node
// The crash test of the security suite (docs/security.md "Durability"): the local server (npm start, on a state of
// its own) survives requests whose bodies it does not read and clients that go away mid-answer; then it is killed
// with SIGKILL (workerd included) in the middle of a burst of writes, started again on the same state, and every
// write it acknowledged must be there, with the database's integrity check clean. Needs a build (npm run build).
//   node scripts/crash-test.mjs [--keep]    CRASH_PORT picks the port (default: a free one); --keep leaves the state.
/* global AbortController, AbortSignal, ReadableStream, Response, TextEncoder -- Node's web globals */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, WRANGLER } from "./local-wrangler.mjs";
import { freePort, ready, startServer, stop } from "./server-process.mjs";

/** How long the burst runs before the kill: long enough for dozens of acknowledged writes, short enough for CI. */
const BURST_MS = 2_500;
const started = Date.now();
const keep = process.argv.includes("--keep");
const state = mkdtempSync(join(tmpdir(), "rendez-vous-crash-"));
const problems = [];

function step(message) {
  console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}`);
}

const port = await freePort(process.env.CRASH_PORT);
const base = `http://127.0.0.1:${port}`;

/** `npm start` on the crash test's own state and port. The test names each client's address (CF-Connecting-IP), as Cloudflare's edge would (docs/decisions/023). */
const startCrashServer = () => startServer({ state, port, env: { CLIENT_ADDRESS: "cloudflare" } });

/** Waits until the server answers the API, or fails the test with its output. */
async function serverReady(server) {
  if (!(await ready(server, base))) fail(`the server did not answer on ${base}:\n${server.output().slice(-3000)}`);
}

/** @returns {never} */
function fail(message) {
  console.error(`✗ ${message}`);
  cleanUp();
  process.exit(1);
}

function cleanUp() {
  if (!keep) rmSync(state, { recursive: true, force: true });
}

let clients = 0;
/** A client address of its own per request: per-IP rate limits must not refuse the burst. */
const client = () => {
  clients += 1;
  return { "CF-Connecting-IP": `198.18.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}` };
};
const JSON_TYPE = { "Content-Type": "application/json" };

/** `count` bytes of JSON padding, in a body the Worker refuses before reading. */
const padding = (count) => JSON.stringify({ email: "lecteur@exemple.test", pad: "a".repeat(count) });

/** A body streamed in chunks (no Content-Length), `megabytes` long. */
function chunked(megabytes) {
  const chunk = new TextEncoder().encode("a".repeat(256 * 1024));
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === megabytes * 4) return controller.close();
      sent += 1;
      controller.enqueue(chunk);
    },
  });
}

/**
 * GET right after: the request after one whose body was left unread must not stall or fail (docs/decisions/013).
 * A connection error is tried once more, as browsers retry an idempotent request: a server that refuses a chunked
 * body over the limit closes that connection, and the client may have pooled it again just before.
 */
async function followUp(label) {
  const before = Date.now();
  const get = () => fetch(`${base}/api/v1/events?limit=1`, { signal: AbortSignal.timeout(10_000) });
  const response = await get().catch(() => get().catch((error) => error));
  if (!(response instanceof Response) || response.status !== 200)
    problems.push(`${label}: the GET after it failed (${response instanceof Response ? response.status : response.message})`);
  else if (Date.now() - before > 5_000) problems.push(`${label}: the GET after it took ${Date.now() - before} ms`);
}

/** Requests the Worker answers without reading their bodies, each followed by a GET; 503 is wrangler's proxy failing. */
async function unreadBodies(member) {
  /** @type {[string, () => Promise<Response>][]} */
  const triggers = [
    [
      "PUT another member with 200 kB",
      () => fetch(`${base}/api/v1/users/0000000000000000000000ff`, { method: "PUT", headers: { ...JSON_TYPE, ...member }, body: padding(200_000) }),
    ],
    [
      "attend anonymously with 200 kB",
      () => fetch(`${base}/api/v1/events/attend/inconnu`, { method: "POST", headers: { ...JSON_TYPE, ...client() }, body: padding(200_000) }),
    ],
    [
      "POST a page with 200 kB",
      () =>
        fetch(`${base}/une-page-inconnue`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: `a=${"b".repeat(200_000)}`,
        }),
    ],
    [
      "calendar feed anonymously with 200 kB",
      () => fetch(`${base}/api/v1/users/me/calendar`, { method: "POST", headers: { ...JSON_TYPE, ...client() }, body: padding(200_000) }),
    ],
    [
      "3 MB in chunks over the limit",
      // `duplex` is Node's (a streamed body), unknown to the DOM's RequestInit.
      () =>
        fetch(
          `${base}/api/v1/users/exists`,
          /** @type {RequestInit} */ ({ method: "POST", headers: { ...JSON_TYPE, ...client() }, body: chunked(3), duplex: "half" }),
        ),
    ],
  ];
  for (let round = 0; round < 4; round++) {
    await Promise.all(
      triggers.map(async ([label, send]) => {
        const answer = await send().catch((error) => error);
        // A connection reset is allowed for a chunked body over the limit (413 before reading, as HTTP allows).
        if (answer instanceof Response) {
          await answer.arrayBuffer().catch(() => null);
          if (answer.status >= 500) problems.push(`${label}: answered ${answer.status}`);
        } else if (!label.includes("chunks")) {
          problems.push(`${label}: ${answer.message}`);
        }
        await followUp(label);
      }),
    );
  }
}

/** Clients that go away: pages closed after their first bytes, uploads abandoned half-way. */
async function disconnects() {
  const aborted = Array.from({ length: 24 }, async (_, i) => {
    const controller = new AbortController();
    if (i % 3 === 2) {
      setTimeout(() => controller.abort(), 5);
      const body = chunked(2);
      return fetch(
        `${base}/api/v1/users/subscribe-nl`,
        /** @type {RequestInit} */ ({ method: "POST", headers: { ...JSON_TYPE, ...client() }, body, duplex: "half", signal: controller.signal }),
      ).catch(() => null);
    }
    const response = await fetch(`${base}${i % 3 === 0 ? "/events" : "/api/v1/events?limit=50"}`, { signal: controller.signal }).catch(() => null);
    const reader = response?.body?.getReader();
    await reader?.read().catch(() => null);
    controller.abort();
    return null;
  });
  await Promise.all(aborted);
  await followUp("after 24 clients went away");
}

/** Newsletter sign-ups and registrations until `stopAt`, 12 at a time; the acknowledged ones (2xx answers). */
async function burst(stopAt) {
  const acknowledged = { newsletter: /** @type {string[]} */ ([]), registrations: /** @type {string[]} */ ([]) };
  let n = 0;
  const worker = async () => {
    while (Date.now() < stopAt) {
      const i = ++n;
      const email = `crash.${i}.${started}@exemple.test`;
      const registering = i % 6 === 0;
      const path = registering ? "/api/v1/users/register/events" : "/api/v1/users/subscribe-nl";
      const body = registering ? { email, password: `crash-test-rare-${started}`, lang: "fr" } : { email, source: "crash-test" };
      const response = await fetch(`${base}${path}`, { method: "POST", headers: { ...JSON_TYPE, ...client() }, body: JSON.stringify(body) }).catch(() => null);
      if (response && response.status >= 200 && response.status < 300) (registering ? acknowledged.registrations : acknowledged.newsletter).push(email);
      else if (response && Date.now() < stopAt) problems.push(`${path} answered ${response.status} during the burst: ${(await response.text()).slice(0, 120)}`);
    }
  };
  await Promise.all(Array.from({ length: 12 }, worker));
  return acknowledged;
}

/** The rows of `sql` in the local database, through wrangler (the server is stopped). */
function query(sql) {
  const result = spawnSync(WRANGLER, ["d1", "execute", "DB", "--local", "--persist-to", state, "--json", "--command", sql], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" },
  });
  if (result.status !== 0) fail(`wrangler d1 execute failed: ${result.stderr || result.stdout}`);
  return JSON.parse(result.stdout).map((set) => set.results);
}

/**
 * PRAGMA integrity_check on the database file with the sqlite3 command (D1 refuses that pragma); without the
 * command, D1's PRAGMA quick_check (the same checks but the index-to-table ones).
 */
function integrity() {
  const dir = join(state, "v3", "d1", "miniflare-D1DatabaseObject");
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".sqlite")) : [];
  const sqlite = spawnSync("sqlite3", ["-version"], { encoding: "utf8" });
  if (files.length > 0 && sqlite.status === 0) {
    return files.map((file) => spawnSync("sqlite3", [join(dir, file), "PRAGMA integrity_check;"], { encoding: "utf8" }).stdout.trim()).join(", ");
  }
  const [[check]] = query("PRAGMA quick_check");
  return `${check?.quick_check} (quick_check: no sqlite3 command)`;
}

if (!existsSync(join(ROOT, "build/server/wrangler.json"))) fail("no build: run npm run build first.");
step(`state in ${state}, server on ${base}`);
let server = startCrashServer();
await serverReady(server);
step("server ready");

const registered = await fetch(`${base}/api/v1/users/register/events`, {
  method: "POST",
  headers: { ...JSON_TYPE, ...client() },
  body: JSON.stringify({ email: `lecteur.${started}@exemple.test`, password: `crash-test-rare-${started}`, lang: "fr" }),
});
const { token } = /** @type {{ token?: string }} */ (await registered.json());
if (registered.status !== 201 || !token) fail(`registration answered ${registered.status}`);
await unreadBodies({ Authorization: `Bearer ${token}` });
step("unread bodies: 20 requests, each followed by a GET");
await disconnects();
if (server.exitCode !== null || server.signalCode !== null) fail(`the server exited after clients went away:\n${server.output().slice(-2000)}`);
step("disconnects: 24 clients went away mid-answer, the server lives on");

const stopAt = Date.now() + BURST_MS + 2_000;
const writes = burst(stopAt);
await new Promise((resolve) => setTimeout(resolve, BURST_MS));
await stop(server, base, "SIGKILL");
step("SIGKILL to the server's process group in the middle of the burst");
const acknowledged = await writes;
const total = acknowledged.newsletter.length + acknowledged.registrations.length;
if (total < 10) problems.push(`only ${total} writes were acknowledged before the kill: the burst did not run`);

server = startCrashServer();
await serverReady(server);
step(`started again on the same state; ${total} writes had been acknowledged`);
await stop(server, base, "SIGTERM");

const emails = (list) => list.map((email) => `'${email}'`).join(",") || "''";
const [subscribed, users, mails, foreignKeys] = query(
  [
    `SELECT email FROM newsletter_subscriptions WHERE email IN (${emails(acknowledged.newsletter)})`,
    `SELECT email FROM users WHERE email IN (${emails(acknowledged.registrations)})`,
    `SELECT to_email FROM outbox WHERE kind = 'activation' AND to_email IN (${emails(acknowledged.registrations)})`,
    "PRAGMA foreign_key_check",
  ].join("; "),
);
const have = (rows, column) => new Set(rows.map((row) => row[column]));
const lost = [
  ...acknowledged.newsletter.filter((email) => !have(subscribed, "email").has(email)).map((email) => `newsletter ${email}`),
  ...acknowledged.registrations.filter((email) => !have(users, "email").has(email)).map((email) => `account ${email}`),
  ...acknowledged.registrations.filter((email) => !have(mails, "to_email").has(email)).map((email) => `activation email to ${email}`),
];
if (lost.length > 0) problems.push(`${lost.length} acknowledged writes are missing: ${lost.slice(0, 5).join(", ")}`);
if (foreignKeys.length > 0) problems.push(`foreign_key_check: ${JSON.stringify(foreignKeys.slice(0, 3))}`);
const check = integrity();
if (!check.startsWith("ok")) problems.push(`integrity check: ${check}`);
step(
  `${acknowledged.newsletter.length} sign-ups and ${acknowledged.registrations.length} registrations acknowledged, ${lost.length} missing; integrity ${check}`,
);

const elapsed = Date.now() - started;
cleanUp();
if (problems.length > 0) {
  console.error(problems.map((problem) => `✗ ${problem}`).join("\n"));
  process.exit(1);
}
console.log(`Crash test passed in ${(elapsed / 1000).toFixed(1)} s.`);
