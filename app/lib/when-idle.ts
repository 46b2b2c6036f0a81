/** How long a page waits for the browser to be idle before it loads its deferred code anyway. */
export const IDLE_TIMEOUT_MS = 2_000;

const INTERACTIONS = ["pointerdown", "keydown", "focusin", "touchstart"] as const;

let idle: Promise<void> | null = null;

/**
 * Resolves once the browser is idle after the page's load, or at the visitor's first interaction, whichever
 * comes first (docs/architecture.md §7 "Small first load"): code a page needs only once someone acts (its machines)
 * then does not compete with the page's own loading. One promise for the page: every component waits for the
 * same moment. On the server it resolves at once.
 */
export function whenIdle(): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  idle ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, once: true, passive: true });
    const afterLoad = () => {
      if ("requestIdleCallback" in window) window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(done, 0);
    };
    if (document.readyState === "complete") afterLoad();
    else window.addEventListener("load", afterLoad, { once: true });
  });
  return idle;
}
