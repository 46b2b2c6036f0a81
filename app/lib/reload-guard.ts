/** A chunk-load error reloads a path at most once in this window (docs/product.md §4, §9). */
export const RELOAD_GUARD_MS = 10_000;

const CHUNK_ERROR_MESSAGES = [
  "Failed to fetch dynamically imported module", // Chromium
  "error loading dynamically imported module", // Firefox
  "Importing a module script failed", // Safari
  "Unable to preload CSS", // Vite's preload helper
];

export type ReloadGuardStorage = Pick<Storage, "getItem" | "setItem">;

export type ChunkErrorWindow = {
  location: { pathname: string; reload(): void };
  sessionStorage: ReloadGuardStorage;
  addEventListener(type: "error" | "unhandledrejection", listener: (event: Event) => void): void;
  removeEventListener(type: "error" | "unhandledrejection", listener: (event: Event) => void): void;
};

/** True for the errors a browser or bundler raises when a code chunk of an older build is gone. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === "ChunkLoadError" || CHUNK_ERROR_MESSAGES.some((text) => error.message.includes(text));
}

/** True, and remembered in storage, unless this path was reloaded less than RELOAD_GUARD_MS ago. */
export function shouldReloadAfterChunkError(path: string, now: number, storage: ReloadGuardStorage): boolean {
  const key = `reload-guard:${path}`;
  try {
    const last = storage.getItem(key);
    const elapsed = now - Number(last);
    if (last !== null && elapsed >= 0 && elapsed < RELOAD_GUARD_MS) return false;
    storage.setItem(key, String(now));
    return true;
  } catch {
    return false; // storage unavailable: without the guard a reload could loop
  }
}

/** Reloads the page on an uncaught chunk-load error, within the guard. Returns the cleanup. */
export function installChunkErrorReload(win: ChunkErrorWindow): () => void {
  const reloadIfAllowed = (error: unknown) => {
    if (!isChunkLoadError(error)) return;
    if (shouldReloadAfterChunkError(win.location.pathname, Date.now(), win.sessionStorage)) win.location.reload();
  };
  const onError = (event: Event) => reloadIfAllowed("error" in event ? event.error : undefined);
  const onRejection = (event: Event) => reloadIfAllowed("reason" in event ? event.reason : undefined);
  win.addEventListener("error", onError);
  win.addEventListener("unhandledrejection", onRejection);
  return () => {
    win.removeEventListener("error", onError);
    win.removeEventListener("unhandledrejection", onRejection);
  };
}
