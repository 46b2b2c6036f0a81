import { useEffect, useRef, type RefObject } from "react";
import { useLocation, useNavigate } from "react-router";
import type { BlockData } from "../block-data";
import { useIslands } from "./content-islands";

/** The attribute of the element around an entry's content, named by `useId` (the same on both sides). */
export const CONTENT_ATTRIBUTE = "data-rv-content";

/** The server's HTML inside the content element named `id`, read in the browser before React hydrates it. */
export function readServerHtml(id: string): string {
  if (typeof document === "undefined") return "";
  return document.querySelector(`[${CONTENT_ATTRIBUTE}="${CSS.escape(id)}"]`)?.innerHTML ?? "";
}

/**
 * Links of the kept HTML that React Router rendered (`<Link>` marks them `data-discover`) stay client-side
 * navigations, as they were before: a plain click on one navigates with the router. Links of rich text (the
 * SDK's Text) and links to other sites or tabs behave as HTML.
 */
function useRouterLinks(container: RefObject<HTMLElement | null>) {
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search + location.hash;
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[data-discover]") : null;
      if (!(link instanceof HTMLAnchorElement) || !element.contains(link) || link.hasAttribute("download")) return;
      if (link.target && link.target !== "_self") return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const to = url.pathname + url.search + url.hash;
      void navigate(to, { replace: to === here });
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [container, navigate, here]);
}

/**
 * An entry kept as the server rendered it (docs/decisions/016-home-hydration.md): React neither hydrates nor
 * renders its HTML again (a `dangerouslySetInnerHTML` equal to what is there), so the page-builder SDK and the
 * blocks' code stay out of the page; the island blocks inside hydrate on their own (content-islands.tsx).
 */
export function KeptContent({ id, html, blockData }: { id: string; html: string; blockData: BlockData }) {
  const container = useRef<HTMLDivElement>(null);
  useRouterLinks(container);
  useIslands(container, blockData);
  return <div ref={container} {...{ [CONTENT_ATTRIBUTE]: id }} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}

/** The server's HTML of an entry as a fallback while the SDK loads (a preview, or changed content). */
export function KeptHtml({ html }: { html: string }) {
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}
