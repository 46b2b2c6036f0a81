import { expect, test } from "vitest";
import { coverUrl, PLACEHOLDER_COVER } from "./cover";

test("covers ending in jpeg, jpg, gif or png are kept, others replaced by the placeholder", () => {
  expect(coverUrl("/covers/climat.png")).toBe("/covers/climat.png");
  expect(coverUrl("https://x.test/a.JPEG?w=200")).toBe("https://x.test/a.JPEG?w=200");
  expect(coverUrl("/a.gif")).toBe("/a.gif");
  expect(coverUrl("/a.webp")).toBe(PLACEHOLDER_COVER);
  expect(coverUrl("/a.svg")).toBe(PLACEHOLDER_COVER);
  expect(coverUrl(null)).toBe(PLACEHOLDER_COVER);
});
