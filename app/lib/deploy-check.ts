/** First manifest check after load, then the interval (docs/product.md §4, §9). */
export const FIRST_CHECK_DELAY_MS = 1_000;
export const CHECK_INTERVAL_MS = 60 * 60 * 1_000;

export type DeployCheckOptions<Timer> = {
  currentBuildId: string;
  /** Reads the latest build (the app fetches /builds/latest.json). */
  fetchLatest: () => Promise<{ id: string }>;
  reload: () => void;
  /** navigator.connection where the browser has it. */
  connection?: { effectiveType?: string } | undefined;
  setTimeout: (callback: () => void, ms: number) => Timer;
  setInterval: (callback: () => void, ms: number) => Timer;
  clearTimeout: (timer: Timer) => void;
  clearInterval: (timer: Timer) => void;
};

/** Reloads once when a newer build is deployed; skipped on slow-2g. Returns the stop function. */
export function startDeployCheck<Timer>(options: DeployCheckOptions<Timer>): () => void {
  // Called detached: browsers reject window.setTimeout & co called as methods of another object.
  const { currentBuildId, fetchLatest, reload, connection, setTimeout, setInterval, clearTimeout, clearInterval } = options;
  if (connection?.effectiveType === "slow-2g") return () => {};
  let stopped = false;
  let interval: Timer | undefined;

  async function check() {
    let latestId: string;
    try {
      latestId = (await fetchLatest()).id;
    } catch {
      return; // offline or mid-deploy: the next check will tell
    }
    if (stopped || !latestId || latestId === currentBuildId) return;
    stop();
    reload();
  }

  const timeout = setTimeout(() => {
    void check();
    interval = setInterval(() => void check(), CHECK_INTERVAL_MS);
  }, FIRST_CHECK_DELAY_MS);

  function stop() {
    stopped = true;
    clearTimeout(timeout);
    if (interval !== undefined) clearInterval(interval);
  }
  return stop;
}
