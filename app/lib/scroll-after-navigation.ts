/** After a page navigation the window returns to the top after this delay (docs/product.md §2, §9). */
export const SCROLL_DELAY_MS = 520;

/** The values of React Router's NavigationType. */
export type NavigationKind = "PUSH" | "REPLACE" | "POP";

export type ScrollWindow = {
  document: { getElementById(id: string): { scrollIntoView(options: ScrollIntoViewOptions): void } | null };
  scrollTo(options: ScrollToOptions): void;
  matchMedia(query: string): { matches: boolean };
};

export type ScrollAfterNavigationOptions = {
  /** location.hash: "#anchor", or "" */
  hash: string;
  navigationType: NavigationKind;
  win: ScrollWindow;
  setTimeout: (callback: () => void, ms: number) => unknown;
};

/**
 * An anchor link scrolls smoothly to its target at once; any other push or replace scrolls to the top
 * after SCROLL_DELAY_MS; back and forward leave the browser's own restoration alone. Returns a cancel.
 */
export function scrollAfterNavigation({ hash, navigationType, win, setTimeout }: ScrollAfterNavigationOptions): () => void {
  let cancelled = false;
  const cancel = () => {
    cancelled = true;
  };
  if (navigationType === "POP") return cancel;

  const target = hash.length > 1 ? win.document.getElementById(idFromHash(hash)) : null;
  if (target) {
    const reduceMotion = win.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth" });
    return cancel;
  }
  setTimeout(() => {
    if (!cancelled) win.scrollTo({ top: 0, left: 0, behavior: "auto" });
  }, SCROLL_DELAY_MS);
  return cancel;
}

/** "#d%C3%A9tails" → "détails"; a malformed escape is kept as written. */
function idFromHash(hash: string): string {
  const raw = hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
