import { expect, test } from "vitest";
import { formatCountdown } from "./countdown";

test("the countdown reads hours, minutes and seconds, two digits each, never below zero", () => {
  expect(formatCountdown(5 * 3600 + 7 * 60 + 9)).toBe("05:07:09");
  expect(formatCountdown(86_400)).toBe("24:00:00");
  expect(formatCountdown(59.9)).toBe("00:00:59");
  expect(formatCountdown(-3)).toBe("00:00:00");
});
