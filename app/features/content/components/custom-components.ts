import type { RegisteredComponent } from "@builder.io/sdk-react";
import { createElement, lazy } from "react";
import { BLOCKS } from "../blocks/registry";
import { Embed } from "./embed";
import type { AnyComponent } from "./island-markers";
import { withRequirements } from "./required-block";

/**
 * A block whose code loads only on pages that use it (docs/architecture.md §4): lazy in the browser. The
 * server starts loading it with this module and renders it directly once it has arrived, so a render does not
 * stream the block in a later part of the page (React.lazy would suspend on every isolate's first use).
 */
function later(load: () => Promise<AnyComponent>): AnyComponent {
  const lazyComponent = lazy(() => load().then((loaded) => ({ default: loaded })));
  if (typeof document !== "undefined") return lazyComponent;
  let loaded: AnyComponent | null = null;
  load().then(
    (component) => (loaded = component),
    (error: unknown) => console.error("a page-builder block could not be loaded", error),
  );
  return (props: object) => createElement(loaded ?? lazyComponent, props);
}

/**
 * Our editable blocks (docs/product.md §9, blocks/registry.ts), registered with the page-builder SDK: definitions
 * plus renderers, each checked for its required inputs (§5), islands marked as such
 * (docs/decisions/016-home-hydration.md); and our Embed over the SDK's, which renders nothing while empty.
 */
export const CUSTOM_COMPONENTS: RegisteredComponent[] = [
  ...BLOCKS.map((block) => {
    const lazyLoaded = "load" in block;
    const component = withRequirements(block, lazyLoaded ? later(block.load) : block.component, { lazyLoaded, island: block.kind === "island" });
    const definition = { name: block.name, inputs: block.inputs, ...(block.canHaveChildren ? { canHaveChildren: true } : {}) };
    return { ...definition, component, shouldReceiveBuilderProps: block.sdkProps };
  }),
  {
    name: "Embed",
    static: true,
    component: Embed,
    inputs: [
      { name: "url", type: "url", defaultValue: "" },
      { name: "content", type: "html", hideFromUI: true },
    ],
  },
];
