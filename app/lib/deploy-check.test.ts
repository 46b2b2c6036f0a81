import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { CHECK_INTERVAL_MS, FIRST_CHECK_DELAY_MS, startDeployCheck } from "./deploy-check";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Fails like a browser does when a timer function is called as a method of another object. */
function detached<Args extends unknown[], Result>(fn: (...args: Args) => Result) {
  return function (this: unknown, ...args: Args): Result {
    if (this !== undefined) throw new TypeError("Illegal invocation");
    return fn(...args);
  };
}

function start(latest: () => Promise<{ id: string }>, connection?: { effectiveType?: string }) {
  const fetchLatest = vi.fn(latest);
  const reload = vi.fn();
  const stop = startDeployCheck({
    currentBuildId: "build-1",
    fetchLatest,
    reload,
    connection,
    setTimeout: detached((callback: () => void, ms: number) => setTimeout(callback, ms)),
    setInterval: detached((callback: () => void, ms: number) => setInterval(callback, ms)),
    clearTimeout: detached((timer: ReturnType<typeof setTimeout>) => clearTimeout(timer)),
    clearInterval: detached((timer: ReturnType<typeof setInterval>) => clearInterval(timer)),
  });
  return { fetchLatest, reload, stop };
}

const HOUR = 60 * 60 * 1_000;

test("the first check runs 1,000 ms after start, then every 60 minutes", async () => {
  expect(FIRST_CHECK_DELAY_MS).toBe(1_000);
  expect(CHECK_INTERVAL_MS).toBe(HOUR);
  const { fetchLatest, reload } = start(async () => ({ id: "build-1" }));
  await vi.advanceTimersByTimeAsync(999);
  expect(fetchLatest).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(fetchLatest).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(HOUR - 1);
  expect(fetchLatest).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(1);
  expect(fetchLatest).toHaveBeenCalledTimes(2);
  await vi.advanceTimersByTimeAsync(3 * HOUR);
  expect(fetchLatest).toHaveBeenCalledTimes(5);
  expect(reload).not.toHaveBeenCalled();
});

test("a new build id reloads once and ends the checks", async () => {
  const { fetchLatest, reload } = start(async () => ({ id: "build-2" }));
  await vi.advanceTimersByTimeAsync(1_000);
  expect(reload).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(5 * HOUR);
  expect(fetchLatest).toHaveBeenCalledTimes(1);
  expect(reload).toHaveBeenCalledTimes(1);
});

test("a build change found by an hourly check reloads too", async () => {
  let id = "build-1";
  const { reload } = start(async () => ({ id }));
  await vi.advanceTimersByTimeAsync(1_000 + HOUR);
  expect(reload).not.toHaveBeenCalled();
  id = "build-2";
  await vi.advanceTimersByTimeAsync(HOUR);
  expect(reload).toHaveBeenCalledTimes(1);
});

test("on slow-2g there is no check at all", async () => {
  const { fetchLatest, stop } = start(async () => ({ id: "build-2" }), { effectiveType: "slow-2g" });
  await vi.advanceTimersByTimeAsync(5 * HOUR);
  expect(fetchLatest).not.toHaveBeenCalled();
  expect(vi.getTimerCount()).toBe(0);
  stop();
});

test("other connections, or none known, are checked", async () => {
  for (const connection of [{ effectiveType: "2g" }, { effectiveType: "4g" }, {}, undefined]) {
    const { fetchLatest, stop } = start(async () => ({ id: "build-1" }), connection);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    stop();
  }
});

test("a failed fetch is ignored and the next check still runs", async () => {
  let attempt = 0;
  const { fetchLatest, reload } = start(async () => {
    attempt += 1;
    if (attempt === 1) throw new TypeError("Failed to fetch");
    return { id: "build-2" };
  });
  await vi.advanceTimersByTimeAsync(1_000);
  expect(fetchLatest).toHaveBeenCalledTimes(1);
  expect(reload).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(HOUR);
  expect(reload).toHaveBeenCalledTimes(1);
});

test("an empty build id never reloads (a broken manifest must not cause a reload loop)", async () => {
  const { reload } = start(async () => ({ id: "" }));
  await vi.advanceTimersByTimeAsync(1_000 + HOUR);
  expect(reload).not.toHaveBeenCalled();
});

test("stop clears the timers, before or after the first check", async () => {
  const early = start(async () => ({ id: "build-2" }));
  early.stop();
  expect(vi.getTimerCount()).toBe(0);
  await vi.advanceTimersByTimeAsync(2 * HOUR);
  expect(early.fetchLatest).not.toHaveBeenCalled();

  const late = start(async () => ({ id: "build-1" }));
  await vi.advanceTimersByTimeAsync(1_000);
  late.stop();
  expect(vi.getTimerCount()).toBe(0);
  await vi.advanceTimersByTimeAsync(2 * HOUR);
  expect(late.fetchLatest).toHaveBeenCalledTimes(1);
});

test("a check still in flight when stopped does not reload", async () => {
  let answer = (_latest: { id: string }) => {};
  const { reload, stop } = start(() => new Promise((resolve) => (answer = resolve)));
  await vi.advanceTimersByTimeAsync(1_000);
  stop();
  answer({ id: "build-2" });
  await vi.advanceTimersByTimeAsync(0);
  expect(reload).not.toHaveBeenCalled();
});
