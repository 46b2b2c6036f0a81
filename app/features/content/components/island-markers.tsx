import type { BuilderBlock } from "@builder.io/sdk-react";
import { Children, createContext, useContext, type ComponentType, type ReactNode } from "react";

/**
 * How an entry served as HTML with islands is marked up (docs/decisions/016-home-hydration.md). The server
 * wraps each island block in `<div data-rv-island="<block name>">`, after a `<script type="application/json"
 * data-rv-props>` with the options it rendered it with (data, never run; not shown), and the page-builder
 * blocks an island holds (the Carousel's slides, the Exclusivity Card's fallback) in `<div data-rv-slot="<key>">`:
 * the browser hydrates the island with those options and keeps the slots' HTML as it is. Both wrappers are
 * `display: contents`, so they change no layout.
 */

export const ISLAND_ATTRIBUTE = "data-rv-island";
export const PROPS_ATTRIBUTE = "data-rv-props";
export const SLOT_ATTRIBUTE = "data-rv-slot";
/** The slot of an island's `children` (block children the SDK renders inside it). */
export const CHILDREN_SLOT = "children";
/** In an island's saved options: it had children, kept in CHILDREN_SLOT. */
export const HAS_CHILDREN = "__children";

const CONTENTS = { display: "contents" } as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the SDK (or an island's saved props) passes each block its own options
export type AnyComponent = ComponentType<any>;

/** True while the server renders an entry that visitors get as HTML with islands. */
export const IslandModeContext = createContext(false);

/** The SDK's own props, which never reach the browser: its block and context are the server's business. */
type SdkProps = { builderBlock?: BuilderBlock; builderContext?: unknown; builderComponents?: unknown; builderLinkComponent?: unknown; attributes?: unknown };

/** What an island needs of its SDK block in the browser: ids and names of its children (the Carousel's slides). */
function savedBlock(block: BuilderBlock) {
  return { id: block.id, children: (block.children ?? []).map((child) => ({ id: child.id, component: { name: child.component?.name } })) };
}

/** An island block as the server renders it in island mode: its options, its wrapper, its children in a slot. */
export function IslandBlock({ name, component: Component, props }: { name: string; component: AnyComponent; props: Record<string, unknown> & SdkProps }) {
  const {
    children,
    builderBlock,
    builderContext: _context,
    builderComponents: _components,
    builderLinkComponent: _link,
    attributes: _attributes,
    ...options
  } = props;
  const hasChildren = Children.count(children as ReactNode) > 0;
  const saved = { ...options, ...(builderBlock ? { builderBlock: savedBlock(builderBlock) } : {}), ...(hasChildren ? { [HAS_CHILDREN]: true } : {}) };
  // `<` escaped: the JSON cannot close its script element.
  const json = JSON.stringify(saved).replaceAll("<", "\\u003c");
  return (
    <>
      <script type="application/json" {...{ [PROPS_ATTRIBUTE]: "" }} dangerouslySetInnerHTML={{ __html: json }} />
      <div {...{ [ISLAND_ATTRIBUTE]: name }} style={CONTENTS}>
        <Component {...props}>{hasChildren ? <ServerSlot slot={CHILDREN_SLOT}>{children as ReactNode}</ServerSlot> : children}</Component>
      </div>
    </>
  );
}

function ServerSlot({ slot, children }: { slot: string; children: ReactNode }) {
  return (
    <div {...{ [SLOT_ATTRIBUTE]: slot }} style={CONTENTS}>
      {children}
    </div>
  );
}

/** The HTML of an island's slots, by key, read from the page before the island hydrates. */
export const SlotsContext = createContext<ReadonlyMap<string, string>>(new Map());

/** A slot of a hydrated island: the server's HTML, kept as it is (React neither hydrates nor replaces it). */
export function KeptSlot({ slot }: { slot: string }) {
  const html = useContext(SlotsContext).get(slot) ?? "";
  return <div {...{ [SLOT_ATTRIBUTE]: slot }} style={CONTENTS} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}

/** The SDK's rendering props a block passes on to render its own child blocks. */
export type SdkChildProps = Pick<SdkProps, "builderContext" | "builderComponents" | "builderLinkComponent">;

/** Renders one child block of a block (a Carousel slide): through the SDK, or as kept HTML in an island. */
export type ChildBlockRenderer = ComponentType<{ block: BuilderBlock; parent?: string; sdk: SdkChildProps }>;

/**
 * The renderer of child blocks: the SDK's (sdk-renderer.tsx, also marking slots when the server renders
 * islands) or the island's kept slots. Blocks read it here so that their code never imports the SDK.
 */
export const ChildBlockContext = createContext<ChildBlockRenderer>(({ block }) => <KeptSlot slot={block.id ?? ""} />);

/** Wraps a child block the SDK renders in its slot when the server renders islands. */
export function SlotWhenIsland({ slot, children }: { slot: string; children: ReactNode }) {
  return useContext(IslandModeContext) ? <ServerSlot slot={slot}>{children}</ServerSlot> : children;
}
