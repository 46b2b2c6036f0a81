import { Suspense, type ComponentType } from "react";
import type { BlockDefinition } from "../../block-definitions";
import { missingInputs } from "../../block-requirements";
import { BlockNotice } from "./block-notice";

/**
 * A block that renders only with its required inputs (docs/product.md §5): otherwise editors see what is
 * missing in preview and visitors see nothing. A lazily loaded block gets its own Suspense boundary: it
 * streams from the server and hydrates once its code has arrived.
 */
export function withRequirements<TProps extends object>(definition: BlockDefinition, Component: ComponentType<TProps>, lazyLoaded = false) {
  function RequiredBlock(props: TProps) {
    const missing = missingInputs(definition, props as Record<string, unknown>);
    if (missing.length > 0) return <BlockNotice block={definition.name} missing={missing} />;
    const block = <Component {...props} />;
    return lazyLoaded ? <Suspense fallback={null}>{block}</Suspense> : block;
  }
  RequiredBlock.displayName = `Block(${definition.name})`;
  return RequiredBlock;
}
