import { useEffect, type RefObject } from "react";
import { selectedBlockOf } from "~/features/content/preview-selection";

/**
 * Selects in the form the block clicked in the preview `frame` (docs/product.md §2 "/admin"): its section is
 * scrolled into view and its heading takes the focus. Only this site's frame is listened to.
 */
export function usePreviewSelection(frame: RefObject<HTMLIFrameElement | null>) {
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const id = selectedBlockOf(event.data);
      if (!id) return;
      const heading = document.querySelector<HTMLElement>(`[data-block-id="${CSS.escape(id)}"] .admin-block__name`);
      heading?.scrollIntoView({ block: "center" });
      heading?.focus();
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [frame]);
}
