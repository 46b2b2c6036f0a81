import { Suspense, useContext, type ComponentType } from "react";
import { missingInputs } from "../block-requirements";
import { BlockNotice } from "../blocks/block-notice";
import type { BlockDefinition } from "../blocks/block";
import { IslandBlock, IslandModeContext } from "./island-markers";

/**
 * A block that renders only with its required inputs (docs/product.md §5): otherwise editors see what is
 * missing in preview and visitors see nothing. A lazily loaded block gets its own Suspense boundary: it
 * streams from the server and hydrates once its code has arrived. When the server renders the entry as HTML
 * with islands (docs/decisions/016-home-hydration.md), the browser hydrates none of it but the island blocks,
 * each marked to hydrate on its own, so no block needs a boundary: React would otherwise send a large one
 * apart and reveal it after the first paint.
 */
export function withRequirements<TProps extends object>(
  definition: BlockDefinition,
  Component: ComponentType<TProps>,
  { lazyLoaded = false, island = false }: { lazyLoaded?: boolean; island?: boolean } = {},
) {
  function RequiredBlock(props: TProps) {
    const islandMode = useContext(IslandModeContext);
    const missing = missingInputs(definition, props as Record<string, unknown>);
    if (missing.length > 0) return <BlockNotice block={definition.name} missing={missing} />;
    if (island && islandMode) return <IslandBlock name={definition.name} component={Component} props={props as Record<string, unknown>} />;
    const block = <Component {...props} />;
    return lazyLoaded && !islandMode ? <Suspense fallback={null}>{block}</Suspense> : block;
  }
  RequiredBlock.displayName = `Block(${definition.name})`;
  return RequiredBlock;
}
