/* global AbortSignal -- Node's web globals */
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { ROOT } from "./local-wrangler.mjs";

/**
 * `npm start` in a process of its own, for the scripts that test the local server from outside (the crash test,
 * the load test: docs/security.md §3): a free port, a state of its own, start, wait, stop.
 */

/** A port nobody listens on (`fixed` when given): other servers may run on this machine. */
export async function freePort(fixed) {
  if (fixed) return Number(fixed);
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * `npm start` on `state` and `port`, in a process group of its own (node and workerd), with `env` added. The
 * process comes with `output()`, what it printed, and `exited`, which resolves when it ends.
 * @param {{ state: string, port: number, env?: Record<string, string> }} options
 */
export function startServer({ state, port, env = {} }) {
  const spawned = spawn("node", ["scripts/start.mjs", "--no-build", "--no-cron", "--persist-to", state], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), WRANGLER_SEND_METRICS: "false", ...env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  /** @type {Buffer[]} */
  const output = [];
  spawned.stdout.on("data", (chunk) => output.push(chunk));
  spawned.stderr.on("data", (chunk) => output.push(chunk));
  const exited = new Promise((resolve) => spawned.once("exit", (code, signal) => resolve({ code, signal })));
  return Object.assign(spawned, { output: () => Buffer.concat(output).toString("utf8"), exited });
}

/** Waits until the server at `base` answers the API; false when it exits or stays silent for `timeoutMs`. */
export async function ready(server, base, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) return false;
    const response = await fetch(`${base}/api/v1/events?limit=1`, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
    if (response?.ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** Kills the server's whole process group (node and workerd) with `signal`, and waits until nothing answers at `base`. */
export async function stop(server, base, signal) {
  try {
    process.kill(-server.pid, signal);
  } catch {
    // Already gone.
  }
  await server.exited;
  // workerd is a child of node: with SIGKILL to the group it dies with it; make sure nothing is left on the port.
  for (
    let i = 0;
    i < 50 &&
    (await fetch(base, { signal: AbortSignal.timeout(500) }).then(
      () => true,
      () => false,
    ));
    i++
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
