/**
 * A preview frame of /admin (a page with `builder.frameEditing` in its address, in a frame of this site) tells the
 * editor which block was clicked, so the editor selects it in its form (docs/product.md §2 "/admin"). Links do not
 * navigate there: the frame stays on the page being edited.
 */
export const SELECT_BLOCK_MESSAGE = "rendez-vous.selectBlock";

/** The message a clicked block sends: its id (`builder-id`, what the SDK writes on each block). */
export function selectBlockMessage(id: string) {
  return { type: SELECT_BLOCK_MESSAGE, id } as const;
}

/** The block id a message names, when it is a selection. */
export function selectedBlockOf(message: unknown): string | null {
  if (typeof message !== "object" || message === null) return null;
  const { type, id } = message as { type?: unknown; id?: unknown };
  return type === SELECT_BLOCK_MESSAGE && typeof id === "string" && id !== "" ? id : null;
}

/** Listens for clicks on blocks when this page is an editor's preview frame; the stop function, or null when it is not. */
export function reportBlockClicks(win: Window): (() => void) | null {
  if (win.self === win.top || !new URLSearchParams(win.location.search).has("builder.frameEditing")) return null;
  const onClick = (event: MouseEvent) => {
    const element = event.target instanceof Element ? event.target : null;
    // No link leaves the page being edited, in a block or in the site's header and footer.
    if (element?.closest("a[href]")) event.preventDefault();
    const id = element?.closest("[builder-id]")?.getAttribute("builder-id");
    if (!id) return;
    event.preventDefault();
    win.parent.postMessage(selectBlockMessage(id), win.location.origin);
  };
  win.document.addEventListener("click", onClick, true);
  // Said on the page, for whoever waits for clicks to select (the editor's journeys).
  win.document.documentElement.dataset.previewSelect = "on";
  return () => {
    win.document.removeEventListener("click", onClick, true);
    delete win.document.documentElement.dataset.previewSelect;
  };
}
