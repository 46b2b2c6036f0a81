import { useEffect, useRef, type RefObject } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { useIntl } from "~/i18n/intl";
import { loading } from "~/lib/readiness";
import type { BlockData } from "../block-data";
import { findBlock } from "../blocks/registry";
import { ISLAND_ATTRIBUTE, PROPS_ATTRIBUTE, SLOT_ATTRIBUTE, type AnyComponent } from "./island-markers";
import { IslandRoot, useRouterContexts, type IslandEnvironment } from "./island-root";

/** How long parts of the content may still be streaming in (React reveals streamed parts within ~2.3 s). */
const STREAM_WAIT_MS = 5_000;

type Island = { hydrated: Promise<void>; update: (environment: IslandEnvironment) => void; unmount: () => void };

/** One task for the browser between islands, so that hydrating several never makes one long task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The server's HTML of an island's own slots (not those of islands inside them), by key. */
function readSlots(element: Element): Map<string, string> {
  const slots = new Map<string, string>();
  for (const slot of element.querySelectorAll(`[${SLOT_ATTRIBUTE}]`)) {
    if (slot.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`) === element) slots.set(slot.getAttribute(SLOT_ATTRIBUTE) ?? "", slot.innerHTML);
  }
  return slots;
}

/** The options the server rendered the island with, in the data script before it (island-markers.tsx). */
function readProps(element: Element): Record<string, unknown> | null {
  const data = element.previousElementSibling;
  if (!data?.matches(`script[${PROPS_ATTRIBUTE}]`)) return null;
  try {
    const props: unknown = JSON.parse(data.textContent ?? "");
    return typeof props === "object" && props !== null && !Array.isArray(props) ? (props as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const equalEnvironments = (a: IslandEnvironment, b: IslandEnvironment) =>
  a.lang === b.lang && a.messages === b.messages && a.blockData === b.blockData && a.router.every((value, index) => value === b.router[index]);

/**
 * Hydrates one island in a React root of its own once its code has come; `hydrated` resolves when it has (or
 * has failed, which is logged). Updates wait for hydration: an early one would make React drop the server's
 * HTML and render the island again.
 */
function hydrateIsland(element: Element, load: Promise<AnyComponent | null>, environment: () => IslandEnvironment, index: number): Island {
  let root: Root | null = null;
  let stopped = false;
  let done = false;
  let shown: IslandEnvironment | null = null;
  let show = (_next: IslandEnvironment) => {};
  let settle = () => {};
  const hydrated = new Promise<void>((resolve) => {
    settle = resolve;
    const finish = () => {
      if (done) return;
      done = true;
      resolve();
      if (shown && !equalEnvironments(shown, environment())) show(environment());
    };
    const fail = (error: unknown) => {
      console.error("a page-builder block could not be hydrated", error);
      done = true;
      resolve();
    };
    load.then(async (component) => {
      await nextTask();
      const props = readProps(element);
      if (stopped || !component || !props) return resolve();
      const slots = readSlots(element);
      const tree = (current: IslandEnvironment) => <IslandRoot component={component} props={props} slots={slots} environment={current} onHydrated={finish} />;
      show = (next) => {
        shown = next;
        root?.render(tree(next));
      };
      shown = environment();
      root = hydrateRoot(element, tree(shown), { identifierPrefix: `rv${index}-`, onUncaughtError: fail });
    }, fail);
  });
  return {
    hydrated,
    update: (next) => {
      if (done && shown && !equalEnvironments(shown, next)) show(next);
    },
    unmount: () => {
      stopped = true;
      settle();
      root?.unmount();
    },
  };
}

/**
 * Hydrates the island blocks of content kept as server HTML (docs/decisions/016-home-hydration.md): each in
 * its own root, in page order, one task each, after the page itself. Islands that arrive later in the stream
 * are found as they come. The page counts as ready (`data-ready`, app/lib/readiness.ts) once they all have.
 */
export function useIslands(container: RefObject<HTMLElement | null>, blockData: BlockData) {
  const { lang, messages } = useIntl();
  const router = useRouterContexts();
  const environment = useRef<IslandEnvironment | null>(null);
  const islands = useRef<Island[]>([]);

  // The page's labels, block data and router, handed on to the islands whenever one changes.
  useEffect(() => {
    const next = { lang, messages, blockData, router };
    if (environment.current && equalEnvironments(environment.current, next)) return;
    environment.current = next;
    for (const island of islands.current) island.update(next);
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const mounted = islands.current;
    let active = true;
    const found = new Set<Element>();
    let queue = Promise.resolve();
    const current = () => environment.current as IslandEnvironment;
    const scan = () => {
      for (const candidate of element.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)) {
        if (found.has(candidate)) continue;
        found.add(candidate);
        // A block that rendered nothing (no data for it, say) has nothing to hydrate.
        if (!candidate.firstElementChild && !candidate.textContent?.trim()) continue;
        const block = findBlock(candidate.getAttribute(ISLAND_ATTRIBUTE) ?? "");
        // Each island's code is requested in a task of its own (asking for a chunk adds its preloads to the page).
        const load = new Promise<AnyComponent | null>((resolve) => setTimeout(() => resolve(block?.kind === "island" ? block.load() : null), 0));
        const index = found.size;
        queue = loading(
          queue.then(() => {
            if (!active) return;
            const island = hydrateIsland(candidate, load, current, index);
            mounted.push(island);
            return island.hydrated;
          }),
        );
      }
    };
    // React's streamed parts replace a <template id="B:…"> placeholder once revealed.
    const streaming = () => element.querySelector('template[id^="B:"]') !== null;
    let streamed: (() => void) | null = null;
    if (streaming()) void loading(new Promise<void>((resolve) => (streamed = resolve)));
    const observer = new MutationObserver(() => {
      scan();
      if (!streaming()) streamed?.();
    });
    const timeout = setTimeout(() => streamed?.(), STREAM_WAIT_MS);
    // Islands are looked for in a task of their own, after the page's effects: hydration stays short.
    let started = () => {};
    void loading(new Promise<void>((resolve) => (started = resolve)));
    const start = setTimeout(() => {
      observer.observe(element, { childList: true, subtree: true });
      scan();
      if (!streaming()) streamed?.();
      started();
    }, 0);
    return () => {
      active = false;
      observer.disconnect();
      clearTimeout(timeout);
      clearTimeout(start);
      started();
      streamed?.();
      const leaving = mounted.splice(0);
      // A root cannot unmount while React commits the page: after this commit.
      setTimeout(() => leaving.forEach((island) => island.unmount()), 0);
    };
  }, [container]);
}
