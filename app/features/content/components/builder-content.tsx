import type { BuilderContent as BuilderEntry } from "@builder.io/sdk-react";
import { Suspense, use, useId, useMemo, useState, useSyncExternalStore } from "react";
import { loading } from "~/lib/readiness";
import { EMPTY_BLOCK_DATA, type BlockData } from "../block-data";
import type { ContentSettings } from "../content-settings";
import { useContentTracking } from "../use-content-tracking";
import "../blocks/blocks.css";
import { BlockDataProvider } from "./block-data-context";
import { IslandModeContext } from "./island-markers";
import { CONTENT_ATTRIBUTE, KeptContent, KeptHtml, readServerHtml } from "./kept-content";
import type { SdkRenderer } from "./sdk-renderer";
import { rendersAsHtml } from "./static-content";

type SdkModule = { SdkRenderer: typeof SdkRenderer };

// The SDK renderer: the server starts loading it with this module and renders with it directly once it has
// come; the browser loads it only when it renders an entry through the SDK.
let sdkModule: SdkModule | null = null;
let sdkLoad: Promise<SdkModule> | null = null;
function loadSdk(): Promise<SdkModule> {
  sdkLoad ??= loading(import("./sdk-renderer")).then((module) => (sdkModule = module));
  return sdkLoad;
}
if (typeof document === "undefined") void loadSdk();

function SdkContent(props: { entry: BuilderEntry; model: string; settings: ContentSettings }) {
  const { SdkRenderer } = sdkModule ?? use(loadSdk());
  return <SdkRenderer {...props} />;
}

const subscribeNever = () => () => {};

/** True while React hydrates this component (and on the server); false when it renders in the browser. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}

type Served = { entry: BuilderEntry; blockData: BlockData; html: string };

/** Whether the loader data is still what the server rendered (a revalidation gives new objects, often equal). */
function isServed(served: Served, entry: BuilderEntry, blockData: BlockData): boolean {
  if (served.entry === entry && served.blockData === blockData) return true;
  if (served.entry.id !== entry.id || served.blockData.preview !== blockData.preview) return false;
  return JSON.stringify(served.entry) === JSON.stringify(entry) && JSON.stringify(served.blockData.results) === JSON.stringify(blockData.results);
}

/**
 * Renders a page-builder entry with our registered blocks (docs/architecture.md §4). Visitors get entries made
 * of known blocks as server HTML with islands: the browser keeps the HTML, hydrates only the interactive
 * blocks, and never loads the SDK (docs/decisions/016-home-hydration.md). Previews, other entries and client
 * navigations render through the SDK, loaded then. `content` was validated on the server (content.schema.ts);
 * loader serialisation only loosens its static type. `blockData` is what the loader fetched for the blocks
 * (block-data.server.ts); without it, blocks that need data render nothing.
 */
export function BuilderContent({
  content,
  model = "page",
  settings,
  blockData = EMPTY_BLOCK_DATA,
}: {
  content: object;
  model?: string;
  settings: ContentSettings;
  blockData?: BlockData;
}) {
  const entry = content as BuilderEntry;
  // Impressions and clicks wait for consent (docs/product.md §4): ours, not the SDK's (canTrack off).
  useContentTracking(entry.id, entry.testVariationId, settings);
  const id = useId();
  const hydrating = useHydrating();
  const [served] = useState<Served | null>(() => (hydrating && typeof document !== "undefined" ? { entry, blockData, html: readServerHtml(id) } : null));
  const asHtml = useMemo(() => !blockData.preview && rendersAsHtml(entry), [entry, blockData.preview]);
  const kept = useMemo(() => asHtml && served !== null && isServed(served, entry, blockData), [asHtml, served, entry, blockData]);

  if (kept && served) {
    return <KeptContent id={id} html={served.html} blockData={blockData} />;
  }
  const sdkContent = <SdkContent entry={entry} model={model} settings={settings} />;
  if (asHtml && typeof document === "undefined") {
    // No boundary: the browser keeps this HTML (no hydration to wait for the SDK), and React would send a
    // boundary this large apart from the page and reveal it after the first paint.
    return (
      <div {...{ [CONTENT_ATTRIBUTE]: id }}>
        <IslandModeContext value>
          <BlockDataProvider data={blockData}>{sdkContent}</BlockDataProvider>
        </IslandModeContext>
      </div>
    );
  }
  const fallback = served && served.entry.id === entry.id ? <KeptHtml html={served.html} /> : null;
  return (
    <div {...{ [CONTENT_ATTRIBUTE]: id }}>
      <BlockDataProvider data={blockData}>
        <Suspense fallback={fallback}>{sdkContent}</Suspense>
      </BlockDataProvider>
    </div>
  );
}
