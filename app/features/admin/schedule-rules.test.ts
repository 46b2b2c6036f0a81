import { expect, test } from "vitest";
import { scheduleProblem } from "./schedule-rules";

const NOW = Date.UTC(2026, 10, 28, 12);
const HOUR = 3_600_000;
const draft = { published: "draft", staged: false };
const live = { published: "published", staged: false };
const liveWithChanges = { published: "published", staged: true };

test("a schedule ahead, in order, with something to publish or take down holds; clearing both always does", () => {
  expect(scheduleProblem(draft, { publishAt: NOW + HOUR, unpublishAt: NOW + 2 * HOUR }, NOW)).toBeNull();
  expect(scheduleProblem(liveWithChanges, { publishAt: NOW + HOUR, unpublishAt: null }, NOW)).toBeNull();
  expect(scheduleProblem(live, { publishAt: null, unpublishAt: NOW + HOUR }, NOW)).toBeNull();
  expect(scheduleProblem(live, { publishAt: null, unpublishAt: null }, NOW)).toBeNull();
});

test("a time now or past, an unpublication not after the publication, nothing to publish, nothing live to take down: each says why", () => {
  expect(scheduleProblem(draft, { publishAt: NOW, unpublishAt: null }, NOW)).toBe("past");
  expect(scheduleProblem(live, { publishAt: null, unpublishAt: NOW - 1 }, NOW)).toBe("past");
  expect(scheduleProblem(draft, { publishAt: NOW + HOUR, unpublishAt: NOW + HOUR }, NOW)).toBe("order");
  expect(scheduleProblem(live, { publishAt: NOW + HOUR, unpublishAt: null }, NOW)).toBe("nothing");
  expect(scheduleProblem(draft, { publishAt: null, unpublishAt: NOW + HOUR }, NOW)).toBe("notLive");
});
