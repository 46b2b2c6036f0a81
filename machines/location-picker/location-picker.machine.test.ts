import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { createActor, fromPromise, type SnapshotFrom } from "xstate";
import type { Place } from "./location-picker.machine";
import {
  BLUR_CLOSE_MS,
  DEFAULT_SUGGESTIONS,
  LOCATION_DEBOUNCE_MS,
  locationPickerMachine,
  type LocationPickerInput,
  type LocationSelection,
} from "./location-picker.machine";

const geneve: Place = { placeId: "gz:2660646", name: "Genève", country: "Suisse", countryCode: "CH", lat: 46.2022, lng: 6.1457 };
const gerland: Place = { placeId: "ChIJgoogle-gerland", name: "Gerland", formattedAddress: "Gerland, Lyon, France" };
const gerlandDetails: Place = { ...gerland, city: "Lyon", lat: 45.73, lng: 4.83 };
const home: Place = { formattedAddress: "12 rue Oberkampf, 75011 Paris", city: "Paris" };

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

/**
 * A started picker with fake actors: predictions for "ge…" are Genève and Gerland, "boom" fails, other
 * queries find nothing; `slow` predictions wait for `answer()`. Records queries and onChange calls.
 */
function startPicker(options: { input?: LocationPickerInput; detailsFail?: boolean; slow?: boolean } = {}) {
  const queries: string[] = [];
  const changes: (LocationSelection | null)[] = [];
  let answer: (places: Place[]) => void = () => {};
  const machine = locationPickerMachine.provide({
    actors: {
      fetchPredictions: fromPromise<Place[], { query: string }>(async ({ input }) => {
        queries.push(input.query);
        if (options.slow) return new Promise((resolve) => (answer = resolve));
        if (input.query === "boom") throw new Error("network");
        return input.query.startsWith("ge") ? [geneve, gerland] : [];
      }),
      fetchDetails: fromPromise<Place, { place: Place }>(async ({ input }) => {
        if (options.detailsFail) throw new Error("network");
        return input.place.placeId === gerland.placeId ? gerlandDetails : input.place;
      }),
    },
    actions: { onChange: (_, params) => void changes.push(params.selected) },
  });
  const actor = createActor(machine, { input: options.input ?? {} }).start();
  const is = (state: Parameters<SnapshotFrom<typeof machine>["matches"]>[0]) => actor.getSnapshot().matches(state);
  const context = () => actor.getSnapshot().context;
  const type = async (query: string) => {
    actor.send({ type: "TYPE", query });
    await vi.advanceTimersByTimeAsync(LOCATION_DEBOUNCE_MS);
  };
  return { actor, is, context, type, queries, changes, answer: (places: Place[]) => answer(places) };
}

test("starts closed with the selection from input; FOCUS and OPEN open it on the default suggestions", () => {
  const { actor, is, context } = startPicker({ input: { selected: geneve } });
  expect(is("closed")).toBe(true);
  expect(context().selected).toEqual(geneve);
  expect(actor.getSnapshot().can({ type: "TYPE", query: "a" })).toBe(false);
  actor.send({ type: "FOCUS" });
  expect(is({ open: "idle" })).toBe(true);
  expect(context().predictions).toEqual(DEFAULT_SUGGESTIONS);
  actor.send({ type: "ESCAPE" });
  actor.send({ type: "OPEN" });
  expect(is({ open: "idle" })).toBe(true);
});

test("default suggestions are Paris and Lyon, then the user's address", () => {
  const { actor, context } = startPicker({ input: { userAddress: home } });
  actor.send({ type: "OPEN" });
  expect(context().predictions.map((p) => p.name ?? p.formattedAddress)).toEqual(["Paris", "Lyon", home.formattedAddress]);
});

test("TYPE waits 300 ms of quiet before fetching predictions, each keystroke restarting the wait", async () => {
  const { actor, is, context, queries } = startPicker();
  actor.send({ type: "FOCUS" });
  actor.send({ type: "TYPE", query: "g" });
  expect(is({ open: "debouncing" })).toBe(true);
  await vi.advanceTimersByTimeAsync(LOCATION_DEBOUNCE_MS - 1);
  actor.send({ type: "TYPE", query: "ge" });
  await vi.advanceTimersByTimeAsync(LOCATION_DEBOUNCE_MS - 1);
  expect(queries).toEqual([]);
  await vi.advanceTimersByTimeAsync(1);
  expect(queries).toEqual(["ge"]);
  expect(is({ open: "results" })).toBe(true);
  expect(context().predictions).toEqual([geneve, gerland]);
});

test("predictions load in the loading state, and a new keystroke drops the pending answer", async () => {
  const { actor, is, context, type, answer } = startPicker({ slow: true });
  actor.send({ type: "FOCUS" });
  await type("ge");
  expect(is({ open: "loading" })).toBe(true);
  actor.send({ type: "TYPE", query: "gen" });
  answer([gerland]);
  await vi.advanceTimersByTimeAsync(0);
  expect(is({ open: "debouncing" })).toBe(true);
  expect(context().predictions).toEqual(DEFAULT_SUGGESTIONS);
});

test("no predictions: the noResults state ('Pas de résultats'); a failed fetch: failed", async () => {
  const { actor, is, context, type } = startPicker();
  actor.send({ type: "FOCUS" });
  await type("zzz");
  expect(is({ open: "noResults" })).toBe(true);
  expect(context().predictions).toEqual([]);
  expect(actor.getSnapshot().can({ type: "KEY_DOWN" })).toBe(false);
  await type("ge");
  expect(context().predictions.length).toBeGreaterThan(0);
  await type("boom");
  expect(is({ open: "failed" })).toBe(true);
  expect(context().predictions).toEqual([]);
  expect(actor.getSnapshot().can({ type: "KEY_DOWN" })).toBe(false);
});

test("an empty query goes back to the default suggestions without fetching", async () => {
  const { actor, is, context, type, queries } = startPicker();
  actor.send({ type: "FOCUS" });
  await type("ge");
  await type("   ");
  expect(is({ open: "idle" })).toBe(true);
  expect(context().predictions).toEqual(DEFAULT_SUGGESTIONS);
  expect(queries).toEqual(["ge"]);
});

test("SELECT of a place with coordinates selects it, reports it and closes", async () => {
  const { actor, is, context, type, changes } = startPicker();
  actor.send({ type: "FOCUS" });
  await type("ge");
  actor.send({ type: "SELECT", place: geneve });
  expect(is("closed")).toBe(true);
  expect(context()).toMatchObject({ selected: geneve, query: "" });
  expect(changes).toEqual([geneve]);
});

test("SELECT of a prediction without coordinates fetches its details first; a failure keeps the selection", async () => {
  const ok = startPicker();
  ok.actor.send({ type: "FOCUS" });
  ok.actor.send({ type: "SELECT", place: gerland });
  expect(ok.is({ open: "resolving" })).toBe(true);
  expect(ok.changes).toEqual([]);
  await vi.advanceTimersByTimeAsync(0);
  expect(ok.is("closed")).toBe(true);
  expect(ok.context().selected).toEqual(gerlandDetails);
  expect(ok.changes).toEqual([gerlandDetails]);

  const failing = startPicker({ detailsFail: true, input: { selected: geneve } });
  failing.actor.send({ type: "FOCUS" });
  failing.actor.send({ type: "SELECT", place: gerland });
  await vi.advanceTimersByTimeAsync(0);
  expect(failing.is({ open: "failed" })).toBe(true);
  expect(failing.context().selected).toEqual(geneve);
  expect(failing.changes).toEqual([]);
});

test("SELECT_ONLINE selects online from any state; CLEAR empties the selection", () => {
  const { actor, is, context, changes } = startPicker({ input: { selected: geneve } });
  actor.send({ type: "SELECT_ONLINE" });
  expect(is("closed")).toBe(true);
  expect(context().selected).toEqual({ visio: true });
  actor.send({ type: "FOCUS" });
  actor.send({ type: "CLEAR" });
  expect(is({ open: "idle" })).toBe(true);
  expect(context().selected).toBeNull();
  actor.send({ type: "SELECT_ONLINE" });
  actor.send({ type: "CLEAR" });
  expect(is("closed")).toBe(true);
  expect(changes).toEqual([{ visio: true }, null, { visio: true }, null]);
});

test("BLUR closes the panel 200 ms later, unless FOCUS or OPEN comes first", async () => {
  const { actor, is } = startPicker();
  actor.send({ type: "FOCUS" });
  for (const refocus of ["FOCUS", "OPEN"] as const) {
    actor.send({ type: "BLUR" });
    await vi.advanceTimersByTimeAsync(BLUR_CLOSE_MS - 1);
    actor.send({ type: refocus });
    await vi.advanceTimersByTimeAsync(BLUR_CLOSE_MS * 2);
    expect(is("open")).toBe(true);
  }
  actor.send({ type: "BLUR" });
  await vi.advanceTimersByTimeAsync(BLUR_CLOSE_MS);
  expect(is("closed")).toBe(true);
});

test("a click on an option right after blur still selects it; a reopened panel ignores an old blur", async () => {
  const { actor, is, context } = startPicker();
  actor.send({ type: "FOCUS" });
  actor.send({ type: "BLUR" });
  await vi.advanceTimersByTimeAsync(50);
  actor.send({ type: "SELECT", place: geneve });
  expect(context().selected).toEqual(geneve);
  actor.send({ type: "FOCUS" });
  actor.send({ type: "BLUR" });
  actor.send({ type: "ESCAPE" });
  actor.send({ type: "OPEN" });
  await vi.advanceTimersByTimeAsync(BLUR_CLOSE_MS);
  expect(is({ open: "idle" })).toBe(true);
});

test("KEY_DOWN and KEY_UP move the active option and wrap around; KEY_DOWN opens a closed picker", async () => {
  const { actor, is, context, type } = startPicker();
  actor.send({ type: "KEY_DOWN" });
  expect(is({ open: "idle" })).toBe(true);
  expect(context().activeIndex).toBe(-1);
  actor.send({ type: "KEY_DOWN" });
  actor.send({ type: "KEY_DOWN" });
  expect(context().activeIndex).toBe(1);
  actor.send({ type: "KEY_DOWN" });
  expect(context().activeIndex).toBe(0);
  actor.send({ type: "KEY_UP" });
  expect(context().activeIndex).toBe(1);
  await type("ge");
  expect(context().activeIndex).toBe(-1);
  actor.send({ type: "KEY_UP" });
  expect(context().activeIndex).toBe(1);
});

test("ESCAPE closes without changing the selection; FOCUS or OPEN again refetches the typed query", async () => {
  const { actor, is, type, changes, queries } = startPicker();
  actor.send({ type: "FOCUS" });
  await type("ge");
  for (const reopen of ["FOCUS", "OPEN"] as const) {
    actor.send({ type: "ESCAPE" });
    expect(is("closed")).toBe(true);
    expect(actor.getSnapshot().can({ type: "ESCAPE" })).toBe(false);
    actor.send({ type: reopen });
    expect(is({ open: "loading" })).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(is({ open: "results" })).toBe(true);
  }
  expect(changes).toEqual([]);
  expect(queries).toEqual(["ge", "ge", "ge"]);
});
