import { expect, test } from "vitest";
import { SAME_SCAN_MS, scanRepeats } from "./scan-repeats";

test("a code held in front of the camera for ten seconds is one scan", () => {
  const isNew = scanRepeats();
  const reads = Array.from({ length: 34 }, (_, i) => isNew("ABCD2345", i * 300));
  expect(reads.filter(Boolean)).toHaveLength(1);
  expect(reads[0]).toBe(true);
});

test("the same code shown again after it was out of sight for the window is a new scan; another code always is", () => {
  const isNew = scanRepeats();
  expect(isNew("ABCD2345", 0)).toBe(true);
  expect(isNew("ABCD2345", 900)).toBe(false);
  expect(isNew("ABCD2345", 900 + SAME_SCAN_MS)).toBe(true);
  expect(isNew("WXYZ6789", 900 + SAME_SCAN_MS + 300)).toBe(true);
  expect(isNew("ABCD2345", 900 + SAME_SCAN_MS + 600)).toBe(true);
});
