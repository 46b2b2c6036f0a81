import type { ComponentInfo, RegisteredComponent } from "@builder.io/sdk-react";
import type { BlockRequest } from "../block-data";
import type { AnyComponent } from "../components/island-markers";

/** One input of a block: the page-builder SDK's input shape (type, `enum`, `defaultValue`, `required`, `subFields`…). */
export type Input = NonNullable<ComponentInfo["inputs"]>[number];

/** A block's options as the page builder stores them (`component.options`). */
export type BlockOptions = Record<string, unknown>;

/**
 * What editors edit of a block (docs/product.md §9): its name, its inputs (with defaults and enums) and whether it
 * takes children. The admin's block editor and validator read blocks as this.
 */
export type BlockDefinition = {
  name: string;
  inputs: Input[];
  canHaveChildren?: boolean;
};

/**
 * How a block reaches the page (docs/architecture.md §4, docs/decisions/016-home-hydration.md). `static`: its server
 * HTML is the whole block; `island`: it needs the browser and hydrates on its own. `component`: the renderer itself,
 * for the five blocks most pages use (it comes with the registry); `load`: a chunk of its own, loaded only by pages
 * that use the block. An island always loads.
 */
type BlockRendering = { kind: "static"; component: AnyComponent } | { kind: "static" | "island"; load: () => Promise<AnyComponent> };

/**
 * A page-builder block: one folder of `blocks/`, listed in `registry.ts` (CONTRIBUTING.md "A new page-builder
 * block"). `request`: the data a data block asks the loader for (block-data.ts), from its options (null: none, such
 * as an Article without its reference); `sdkProps`: the SDK's own props a block needs to render its children.
 */
export type Block = BlockDefinition &
  BlockRendering & {
    request?: (options: BlockOptions) => BlockRequest | null;
    sdkProps?: RegisteredComponent["shouldReceiveBuilderProps"];
  };
