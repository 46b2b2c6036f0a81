import { expect, test } from "vitest";
import { ACCESSIBILITY_FEATURES, accessibilityBits, accessibilityFeatures } from "./accessibility";
import { STEP_FREE_BIT } from "./step-free-bit";

test("features are stored as bits and read back in their order; step-free is the bit the listing's index reads", () => {
  expect(accessibilityBits([])).toBe(0);
  expect(accessibilityBits(["stepFree"])).toBe(STEP_FREE_BIT);
  expect(accessibilityBits(["quietSpace", "stepFree", "signLanguage"])).toBe(1 + 8 + 16);
  expect(accessibilityFeatures(1 + 8 + 16)).toEqual(["stepFree", "signLanguage", "quietSpace"]);
  expect(accessibilityFeatures(accessibilityBits(ACCESSIBILITY_FEATURES))).toEqual([...ACCESSIBILITY_FEATURES]);
  // Bits no feature has (written by a later version, say) are left out.
  expect(accessibilityFeatures(32 + 2)).toEqual(["accessibleToilets"]);
});
