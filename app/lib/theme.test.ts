import { expect, test, vi } from "vitest";
import { resolveTheme } from "./theme";

test("known themes resolve to themselves, default and empty to base", () => {
  expect(resolveTheme("chiche")).toBe("chiche");
  expect(resolveTheme("tv")).toBe("tv");
  expect(resolveTheme("default")).toBe("base");
  expect(resolveTheme(undefined)).toBe("base");
});

test("an unknown theme logs a console warning and falls back to base", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  expect(resolveTheme("neon")).toBe("base");
  expect(warn).toHaveBeenCalledWith('Unknown theme "neon", using "base"');
  warn.mockRestore();
});
