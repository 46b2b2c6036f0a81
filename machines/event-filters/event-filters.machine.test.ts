import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { createActor } from "xstate";
import { clampPage, eventFiltersMachine, FILTER_DEBOUNCE_MS, NO_RESULTS_EVENT, USE_FILTERS_EVENT, type NavigateParams } from "./event-filters.machine";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start(input = { filters: {}, page: 3, pages: 10, total: 240 }) {
  const navigations: NavigateParams[] = [];
  const tracked: string[] = [];
  const actor = createActor(
    eventFiltersMachine.provide({
      actions: {
        navigate: (_, params) => void navigations.push(params),
        track: (_, params) => void tracked.push(params.name),
      },
    }),
    { input },
  ).start();
  return { actor, navigations, tracked };
}

test("starts idle with the page from the URL, clamped to the last page", () => {
  const { actor } = start({ filters: { topic: "climat", search: "" }, page: 42, pages: 5, total: 100 });
  expect(actor.getSnapshot().matches("idle")).toBe(true);
  expect(actor.getSnapshot().context.page).toBe(4);
  expect(actor.getSnapshot().context.filters).toEqual({ topic: "climat" });
});

test("changing a filter resets the page to 0 and navigates once after 300 ms of calm, tracking the use", () => {
  const { actor, navigations, tracked } = start();
  actor.send({ type: "SET_FILTERS", changes: { search: "fres" } });
  expect(actor.getSnapshot().matches("debouncing")).toBe(true);
  expect(actor.getSnapshot().context.page).toBe(0);
  vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 50);
  actor.send({ type: "SET_FILTERS", changes: { search: "fresque", topic: "climat" } });
  vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 50);
  expect(navigations).toEqual([]);
  vi.advanceTimersByTime(50);
  expect(navigations).toEqual([{ filters: { search: "fresque", topic: "climat" }, page: 0, noResults: false, replace: false }]);
  expect(tracked).toEqual([USE_FILTERS_EVENT]);
  expect(actor.getSnapshot().matches("idle")).toBe(true);
});

test("clearing a filter with an empty value removes it", () => {
  const { actor, navigations } = start({ filters: { topic: "climat", type: "atelier" }, page: 0, pages: 1, total: 3 });
  actor.send({ type: "SET_FILTERS", changes: { topic: "" } });
  vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
  expect(navigations[0]?.filters).toEqual({ type: "atelier" });
});

test("going to a page navigates at once, clamped between the first and last page", () => {
  const { actor, navigations } = start();
  actor.send({ type: "GO_TO_PAGE", page: 5 });
  actor.send({ type: "GO_TO_PAGE", page: 99 });
  actor.send({ type: "GO_TO_PAGE", page: -3 });
  expect(navigations.map((n) => n.page)).toEqual([5, 9, 0]);
});

test("paging is not possible while a filter change is pending", () => {
  const { actor } = start();
  actor.send({ type: "SET_FILTERS", changes: { type: "atelier" } });
  expect(actor.getSnapshot().can({ type: "GO_TO_PAGE", page: 2 })).toBe(false);
});

test("zero results with filters marks the URL with results=false and tracks an empty search", () => {
  const { actor, navigations, tracked } = start();
  actor.send({ type: "LOADED", filters: { search: "zzz" }, page: 0, pages: 0, total: 0 });
  expect(navigations).toEqual([{ filters: { search: "zzz" }, page: 0, noResults: true, replace: true }]);
  expect(tracked).toEqual([NO_RESULTS_EVENT]);
});

test("an empty search already marked in the URL is neither marked nor tracked again", () => {
  const { actor, navigations, tracked } = start();
  actor.send({ type: "LOADED", filters: { search: "zzz" }, page: 0, pages: 0, total: 0, marked: true });
  expect(navigations).toEqual([]);
  expect(tracked).toEqual([]);
});

test("zero results without any filter is not an empty search", () => {
  const { actor, navigations, tracked } = start();
  actor.send({ type: "LOADED", filters: {}, page: 0, pages: 0, total: 0 });
  expect(navigations).toEqual([]);
  expect(tracked).toEqual([]);
});

test("loaded results (back, forward, a shared link) replace the machine's filters and page", () => {
  const { actor } = start();
  actor.send({ type: "LOADED", filters: { topic: "sante" }, page: 2, pages: 4, total: 80 });
  expect(actor.getSnapshot().context).toEqual({ filters: { topic: "sante" }, page: 2, pages: 4, total: 80 });
});

test("results of an earlier navigation arriving during a pending change keep the visitor's new filters", () => {
  const { actor, navigations } = start({ filters: { topic: "climat" }, page: 0, pages: 1, total: 5 });
  actor.send({ type: "SET_FILTERS", changes: { from: "2026-12-01", to: "2026-12-31" } });
  actor.send({ type: "LOADED", filters: { topic: "climat" }, page: 0, pages: 0, total: 0 });
  expect(actor.getSnapshot().matches("debouncing")).toBe(true);
  vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
  expect(navigations).toEqual([{ filters: { topic: "climat", from: "2026-12-01", to: "2026-12-31" }, page: 0, noResults: false, replace: false }]);
});

test("a failed fetch resets every filter", () => {
  const { actor, navigations } = start({ filters: { topic: "climat", from: "2026-01-01" }, page: 2, pages: 3, total: 60 });
  actor.send({ type: "FETCH_FAILED" });
  expect(actor.getSnapshot().context.filters).toEqual({});
  expect(navigations).toEqual([{ filters: {}, page: 0, noResults: false, replace: true }]);
});

test("reset cancels a pending change and clears the filters", () => {
  const { actor, navigations } = start({ filters: { topic: "climat" }, page: 0, pages: 1, total: 5 });
  actor.send({ type: "SET_FILTERS", changes: { search: "x" } });
  actor.send({ type: "RESET" });
  vi.advanceTimersByTime(FILTER_DEBOUNCE_MS * 2);
  expect(navigations).toEqual([{ filters: {}, page: 0, noResults: false, replace: false }]);
});

test("clampPage keeps pages whole and within bounds", () => {
  expect(clampPage(2.7, 5)).toBe(2);
  expect(clampPage(3, 0)).toBe(0);
});
