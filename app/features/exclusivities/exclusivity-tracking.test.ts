import { expect, test } from "vitest";
import { createExclusivityTracker, type ExclusivityTrack } from "./exclusivity-tracking";

function startTracker(consent: boolean) {
  const sent: ExclusivityTrack[] = [];
  let consented = consent;
  const tracker = createExclusivityTracker({ consented: () => consented, send: (event) => void sent.push(event) });
  return { tracker, sent, accept: () => ((consented = true), tracker.accept()) };
}

const where = { id: "x1", context: "chiche-event-register", url: "https://site.test/events/e/a", referrer: "" };

test("with consent, a view is sent once per offer and page, and every click as exclusivity:open", () => {
  const { tracker, sent } = startTracker(true);
  tracker.view(where);
  tracker.view(where);
  tracker.open(where);
  tracker.open(where);
  expect(sent.map((event) => event.category)).toEqual(["view", "exclusivity:open", "exclusivity:open"]);
});

test("before consent nothing is sent; accepting sends what waited, in order", () => {
  const { tracker, sent, accept } = startTracker(false);
  tracker.view(where);
  tracker.open(where);
  expect(sent).toEqual([]);
  expect(tracker.pending()).toBe(2);
  accept();
  expect(sent.map((event) => event.category)).toEqual(["view", "exclusivity:open"]);
  expect(tracker.pending()).toBe(0);
});

test("refusing drops what waited", () => {
  const { tracker, sent } = startTracker(false);
  tracker.view(where);
  tracker.refuse();
  expect(tracker.pending()).toBe(0);
  expect(sent).toEqual([]);
});
