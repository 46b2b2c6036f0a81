import { afterEach, expect, test, vi } from "vitest";
import { RELOAD_GUARD_MS, installChunkErrorReload, isChunkLoadError, shouldReloadAfterChunkError, type ReloadGuardStorage } from "./reload-guard";

afterEach(() => {
  vi.useRealTimers();
});

function memoryStorage(): ReloadGuardStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

function fakeWindow(pathname: string) {
  const reload = vi.fn();
  const win = Object.assign(new EventTarget(), { location: { pathname, reload }, sessionStorage: memoryStorage() });
  return { win, reload };
}

const chunkError = () => new TypeError("Failed to fetch dynamically imported module: https://x.fr/assets/a-1b2c.js");
const rejection = (reason: unknown) => Object.assign(new Event("unhandledrejection"), { reason });
const uncaught = (error: unknown) => Object.assign(new Event("error"), { error });

test("chunk-load errors of Chromium, Firefox, Safari, Vite and webpack are recognised", () => {
  expect(isChunkLoadError(chunkError())).toBe(true);
  expect(isChunkLoadError(new TypeError("error loading dynamically imported module: /assets/b.js"))).toBe(true);
  expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
  expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/root-9f8e.css"))).toBe(true);
  expect(isChunkLoadError(Object.assign(new Error("Loading chunk 7 failed."), { name: "ChunkLoadError" }))).toBe(true);
});

test("other errors and non-errors are not chunk-load errors", () => {
  expect(isChunkLoadError(new TypeError("Failed to fetch"))).toBe(false);
  expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
  expect(isChunkLoadError(null)).toBe(false);
  expect(isChunkLoadError(undefined)).toBe(false);
});

test("a path may reload once, then again only after 10,000 ms", () => {
  const storage = memoryStorage();
  expect(RELOAD_GUARD_MS).toBe(10_000);
  expect(shouldReloadAfterChunkError("/events", 0, storage)).toBe(true);
  expect(storage.items.get("reload-guard:/events")).toBe("0");
  expect(shouldReloadAfterChunkError("/events", 1, storage)).toBe(false);
  expect(shouldReloadAfterChunkError("/events", 9_999, storage)).toBe(false);
  expect(shouldReloadAfterChunkError("/events", 10_000, storage)).toBe(true);
  expect(storage.items.get("reload-guard:/events")).toBe("10000");
  expect(shouldReloadAfterChunkError("/events", 15_000, storage)).toBe(false);
});

test("each path has its own guard", () => {
  const storage = memoryStorage();
  expect(shouldReloadAfterChunkError("/events", 1_000, storage)).toBe(true);
  expect(shouldReloadAfterChunkError("/media", 1_000, storage)).toBe(true);
  expect(shouldReloadAfterChunkError("/events", 2_000, storage)).toBe(false);
  expect([...storage.items.keys()]).toEqual(["reload-guard:/events", "reload-guard:/media"]);
});

test("an unreadable record allows a reload; a record from the future (clock moved back) does too", () => {
  const storage = memoryStorage();
  storage.items.set("reload-guard:/a", "garbage");
  storage.items.set("reload-guard:/b", "50000");
  expect(shouldReloadAfterChunkError("/a", 1_000, storage)).toBe(true);
  expect(shouldReloadAfterChunkError("/b", 1_000, storage)).toBe(true);
});

test("without working storage there is no reload, so a page can never loop", () => {
  const broken: ReloadGuardStorage = {
    getItem: () => null,
    setItem: () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    },
  };
  expect(shouldReloadAfterChunkError("/events", 1_000, broken)).toBe(false);
});

test("an unhandled chunk-load rejection reloads the page once per path within 10 s", () => {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
  const { win, reload } = fakeWindow("/events/e/fete-du-climat");
  installChunkErrorReload(win);

  win.dispatchEvent(rejection(chunkError()));
  expect(reload).toHaveBeenCalledTimes(1);
  expect(win.sessionStorage.items.get("reload-guard:/events/e/fete-du-climat")).toBe("1700000000000");

  vi.advanceTimersByTime(9_999);
  win.dispatchEvent(rejection(chunkError()));
  expect(reload).toHaveBeenCalledTimes(1);

  vi.advanceTimersByTime(1);
  win.dispatchEvent(rejection(chunkError()));
  expect(reload).toHaveBeenCalledTimes(2);
});

test("an uncaught chunk-load error event reloads too; other errors do not", () => {
  const { win, reload } = fakeWindow("/media");
  installChunkErrorReload(win);
  win.dispatchEvent(uncaught(new Error("x is not a function")));
  win.dispatchEvent(rejection(new TypeError("Failed to fetch")));
  win.dispatchEvent(new Event("error"));
  expect(reload).not.toHaveBeenCalled();
  win.dispatchEvent(uncaught(new TypeError("Importing a module script failed.")));
  expect(reload).toHaveBeenCalledTimes(1);
});

test("the cleanup removes both listeners", () => {
  const { win, reload } = fakeWindow("/");
  const cleanup = installChunkErrorReload(win);
  cleanup();
  win.dispatchEvent(rejection(chunkError()));
  win.dispatchEvent(uncaught(chunkError()));
  expect(reload).not.toHaveBeenCalled();
});
