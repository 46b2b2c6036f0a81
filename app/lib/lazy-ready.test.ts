import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { commitWait } from "./lazy-ready";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test("a component committed after its code came settles at once", () => {
  const settle = vi.fn();
  const wait = commitWait(settle, 1000);
  wait.rendered();
  wait.rendered();
  expect(settle).not.toHaveBeenCalled();
  wait.committed();
  expect(settle).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(5000);
  wait.committed();
  expect(settle).toHaveBeenCalledTimes(1);
});

test("a component whose code came but that React never rendered again settles once taken as dropped", () => {
  const settle = vi.fn();
  const wait = commitWait(settle, 1000);
  wait.rendered();
  vi.advanceTimersByTime(999);
  expect(settle).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(settle).toHaveBeenCalledTimes(1);
});

test("each render restarts the wait, so a component still rendering is not taken as dropped", () => {
  const settle = vi.fn();
  const wait = commitWait(settle, 1000);
  wait.rendered();
  vi.advanceTimersByTime(800);
  wait.rendered();
  vi.advanceTimersByTime(800);
  expect(settle).not.toHaveBeenCalled();
  vi.advanceTimersByTime(200);
  expect(settle).toHaveBeenCalledTimes(1);
});

test("nothing is pending before the code comes: no render, no timer", () => {
  const settle = vi.fn();
  commitWait(settle, 1000);
  vi.advanceTimersByTime(10_000);
  expect(settle).not.toHaveBeenCalled();
});
