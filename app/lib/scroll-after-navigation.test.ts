import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { SCROLL_DELAY_MS, scrollAfterNavigation, type NavigationKind } from "./scroll-after-navigation";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function fakeWindow({ ids = [] as string[], reduceMotion = false } = {}) {
  const elements = new Map(ids.map((id) => [id, { scrollIntoView: vi.fn() }]));
  const getElementById = vi.fn((id: string) => elements.get(id) ?? null);
  const win = {
    document: { getElementById },
    scrollTo: vi.fn(),
    matchMedia: vi.fn((query: string) => ({ matches: reduceMotion && query === "(prefers-reduced-motion: reduce)" })),
  };
  return { win, elements, getElementById };
}

function navigate(win: ReturnType<typeof fakeWindow>["win"], navigationType: NavigationKind, hash = "") {
  return scrollAfterNavigation({
    hash,
    navigationType,
    win,
    setTimeout: function (this: unknown, callback: () => void, ms: number) {
      if (this !== undefined) throw new TypeError("Illegal invocation");
      return setTimeout(callback, ms);
    },
  });
}

test("a push or replace scrolls to the top after 520 ms, instantly", () => {
  expect(SCROLL_DELAY_MS).toBe(520);
  for (const type of ["PUSH", "REPLACE"] as const) {
    const { win } = fakeWindow();
    navigate(win, type);
    vi.advanceTimersByTime(519);
    expect(win.scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(win.scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0, left: 0, behavior: "auto" });
  }
});

test("back and forward leave the scroll to the browser", () => {
  const { win, elements } = fakeWindow({ ids: ["programme"] });
  navigate(win, "POP");
  navigate(win, "POP", "#programme");
  vi.advanceTimersByTime(10_000);
  expect(win.scrollTo).not.toHaveBeenCalled();
  expect(elements.get("programme")?.scrollIntoView).not.toHaveBeenCalled();
});

test("an anchor link scrolls smoothly to its element right away, and not to the top", () => {
  const { win, elements, getElementById } = fakeWindow({ ids: ["programme"] });
  navigate(win, "PUSH", "#programme");
  expect(getElementById).toHaveBeenCalledWith("programme");
  expect(elements.get("programme")?.scrollIntoView).toHaveBeenCalledExactlyOnceWith({ behavior: "smooth" });
  vi.advanceTimersByTime(10_000);
  expect(win.scrollTo).not.toHaveBeenCalled();
});

test("an encoded anchor finds its accented id; a malformed one is looked up as written", () => {
  const { win, elements } = fakeWindow({ ids: ["détails", "100%"] });
  navigate(win, "PUSH", "#d%C3%A9tails");
  navigate(win, "PUSH", "#100%");
  expect(elements.get("détails")?.scrollIntoView).toHaveBeenCalledTimes(1);
  expect(elements.get("100%")?.scrollIntoView).toHaveBeenCalledTimes(1);
});

test("visitors who ask for reduced motion jump to the anchor instead", () => {
  const { win, elements } = fakeWindow({ ids: ["programme"], reduceMotion: true });
  navigate(win, "PUSH", "#programme");
  expect(elements.get("programme")?.scrollIntoView).toHaveBeenCalledWith({ behavior: "auto" });
});

test("an anchor with no element, or a bare #, falls back to the top", () => {
  const { win, getElementById } = fakeWindow();
  navigate(win, "PUSH", "#nowhere");
  navigate(win, "REPLACE", "#");
  expect(getElementById).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(SCROLL_DELAY_MS);
  expect(win.scrollTo).toHaveBeenCalledTimes(2);
});

test("cancelling before the delay keeps the page where it is", () => {
  const { win } = fakeWindow();
  const cancel = navigate(win, "PUSH");
  vi.advanceTimersByTime(300);
  cancel();
  vi.advanceTimersByTime(10_000);
  expect(win.scrollTo).not.toHaveBeenCalled();
});
