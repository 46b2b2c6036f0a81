import { expect, test } from "vitest";
import { selectBlockMessage, selectedBlockOf } from "./preview-selection";

test("a selection message names its block; anything else names none", () => {
  expect(selectedBlockOf(selectBlockMessage("builder-abc"))).toBe("builder-abc");
  expect(selectedBlockOf({ type: "builder.sdkInfo" })).toBeNull();
  expect(selectedBlockOf({ type: "rendez-vous.selectBlock", id: "" })).toBeNull();
  expect(selectedBlockOf("rendez-vous.selectBlock")).toBeNull();
  expect(selectedBlockOf(null)).toBeNull();
});
