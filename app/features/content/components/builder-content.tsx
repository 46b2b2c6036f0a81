import { Content, type BuilderContent as BuilderEntry } from "@builder.io/sdk-react";
import { Link } from "react-router";
import { EMPTY_BLOCK_DATA, type BlockData } from "../block-data";
import { useContentTracking } from "../use-content-tracking";
import { BlockDataProvider } from "./block-data-context";
import "./blocks/blocks.css";
import { CUSTOM_COMPONENTS } from "./custom-components";

/** The SDK renders links with `href`; React Router's Link takes `to`. */
function ContentLink({ href, ...rest }: { href: string } & Omit<React.ComponentProps<typeof Link>, "to">) {
  return <Link to={href} {...rest} />;
}

export type ContentSettings = { apiKey: string; apiHost?: string; locale: string; nonce?: string };

/**
 * Renders a page-builder entry with our registered blocks; links stay client-side. `content` was
 * validated on the server (content.schema.ts); loader serialisation only loosens its static type.
 * `blockData` is what the loader fetched for the blocks (block-data.server.ts); without it, blocks that need
 * data render nothing.
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
  return (
    <BlockDataProvider data={blockData}>
      <Content
        model={model}
        content={entry}
        canTrack={false}
        apiKey={settings.apiKey}
        apiHost={settings.apiHost}
        locale={settings.locale}
        nonce={settings.nonce}
        customComponents={CUSTOM_COMPONENTS}
        linkComponent={ContentLink}
      />
    </BlockDataProvider>
  );
}
