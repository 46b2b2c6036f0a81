import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { startFront } from "./local-front.mjs";

/** The fixed `Request.cf` of the local server: no network, so never fetched. */
const LOCAL_CF = { colo: "LOC", country: "FR", city: "Paris", timezone: "Europe/Paris" };

/**
 * Serves the production build in workerd through Miniflare, behind a Node front on the port
 * (scripts/local-front.mjs, docs/decisions/024-local-server-front.md): workerd listens on a loopback port of its
 * own. Not `wrangler dev`, whose proxy Worker answers 503 "Your worker restarted mid-request", resets or exits
 * when a request body is left unread or a client disconnects mid-upload (docs/decisions/013). Same bindings,
 * .dev.vars, assets and local state layout as `wrangler dev --persist-to`, so the migrate and seed scripts and
 * the bench share the state; unlike it, the Cron Triggers run on time (`cron: false` turns them off). Resolves
 * with `dispose()`, which stops the front and workerd.
 */
export async function serveLocal({ root, config, persistTo, port, vars = {}, cron = true }) {
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(join(root, config));
  const serverDir = resolve(root, config, "..");
  const entry = resolve(serverDir, main ?? "index.js");
  // The build imports chunks dynamically (route modules), which Miniflare cannot discover on its own, and the
  // image codecs' WebAssembly (app/features/uploads/image-codecs.server.ts) as compiled modules.
  const assets = readdirSync(join(serverDir, "assets"));
  const chunks = assets.filter((name) => name.endsWith(".js"));
  const wasm = assets.filter((name) => name.endsWith(".wasm"));
  const state = (kind) => join(resolve(root, persistTo), "v3", kind);
  const miniflare = new Miniflare({
    ...workerOptions,
    name: "rendez-vous",
    modules: [
      ...[entry, ...chunks.map((name) => join(serverDir, "assets", name))].map((path) => ({ type: /** @type {const} */ ("ESModule"), path })),
      ...wasm.map((name) => ({ type: /** @type {const} */ ("CompiledWasm"), path: join(serverDir, "assets", name) })),
    ],
    modulesRoot: serverDir,
    bindings: { ...workerOptions.bindings, ...vars },
    // workerd on a port of its own, reached only through the front.
    host: "127.0.0.1",
    port: 0,
    cf: LOCAL_CF,
    log: new Log(LogLevel.WARN),
    d1Persist: state("d1"),
    kvPersist: state("kv"),
    r2Persist: state("r2"),
    cachePersist: state("cache"),
  });
  const upstream = await miniflare.ready;
  const front = await startFront({ host: "127.0.0.1", port, upstream: upstream.href, cf: LOCAL_CF });
  console.log(`Ready on http://127.0.0.1:${port}/`);
  const stopCron = cron ? runCronTriggers(miniflare, JSON.parse(readFileSync(join(root, config), "utf8")).triggers?.crons ?? []) : () => {};
  return {
    dispose: async () => {
      stopCron();
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
      await miniflare.dispose();
    },
  };
}

/** Whether a cron expression of minutes, hours, days, months and weekdays (numbers, lists or `*`) names `date` (UTC). */
export function cronMatches(expression, date) {
  const fields = expression.trim().split(/\s+/);
  const values = [date.getUTCMinutes(), date.getUTCHours(), date.getUTCDate(), date.getUTCMonth() + 1, date.getUTCDay()];
  return fields.length === 5 && fields.every((field, index) => field === "*" || field.split(",").map(Number).includes(values[index]));
}

/**
 * The Cron Triggers, as Cloudflare runs them: at the start of each minute, every expression that names it, with
 * that minute as `scheduledTime`. (`/cdn-cgi/handler/scheduled` cannot reach a Worker that has static assets: the
 * assets router answers it.) Returns what stops them.
 * @param {{ getWorker: () => Promise<any> }} miniflare Miniflare, or what stands for it in a test (its Worker's `scheduled`).
 * @param {string[]} crons
 */
export function runCronTriggers(miniflare, crons) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  let stopped = false;
  const tick = async () => {
    const scheduledTime = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const worker = await miniflare.getWorker();
    for (const expression of crons.filter((cron) => cronMatches(cron, scheduledTime))) {
      const { outcome } = await worker.scheduled({ cron: expression, scheduledTime });
      if (outcome !== "ok") console.error(`Cron Trigger "${expression}" ended with ${outcome}`);
    }
  };
  const next = () => {
    if (stopped) return;
    timer = setTimeout(
      () =>
        void tick()
          .catch((error) => console.error("Cron Trigger failed", error))
          .finally(next),
      60_000 - (Date.now() % 60_000) + 50,
    ).unref();
  };
  next();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
