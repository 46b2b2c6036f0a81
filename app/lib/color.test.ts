import { expect, test } from "vitest";
import { brightness, hoverColor, readableTextColor } from "./color";

test("colours of brightness 137 or more get dark text", () => {
  expect(readableTextColor("#ffffff")).toBe("dark");
  expect(readableTextColor("#000000")).toBe("light");
  expect(brightness("#898989")).toBe(137);
  expect(readableTextColor("#898989")).toBe("dark");
  expect(readableTextColor("#888888")).toBe("light");
});

test("hover colour darkens every channel by 10, never below 0", () => {
  expect(hoverColor("#ff8040")).toBe("#f57636");
  expect(hoverColor("#050a0f")).toBe("#000005");
  expect(hoverColor("#fff")).toBe("#f5f5f5");
});

test("a malformed colour throws", () => {
  expect(() => hoverColor("blue")).toThrow(/Invalid colour/);
});
