import { Blocks, Content, type BuilderContent as BuilderEntry, type BuilderContextInterface, type RegisteredComponents } from "@builder.io/sdk-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { reportBlockClicks } from "../preview-selection";
import { CUSTOM_COMPONENTS } from "./custom-components";
import { ChildBlockContext, SlotWhenIsland, type ChildBlockRenderer } from "./island-markers";
import type { ContentSettings } from "../content-settings";

/** The SDK renders links with `href`; React Router's Link takes `to`. */
function ContentLink({ href, ...rest }: { href: string } & Omit<React.ComponentProps<typeof Link>, "to">) {
  return <Link to={href} {...rest} />;
}

/** A child block (a Carousel slide) through the SDK; in a slot when the server renders islands. */
const SdkChildBlock: ChildBlockRenderer = ({ block, parent, sdk }) => (
  <SlotWhenIsland slot={block.id ?? ""}>
    <Blocks
      blocks={[block]}
      parent={parent}
      path="children"
      context={sdk.builderContext as BuilderContextInterface}
      registeredComponents={sdk.builderComponents as RegisteredComponents}
      linkComponent={sdk.builderLinkComponent}
    />
  </SlotWhenIsland>
);

/**
 * Hosts whose pages may drive a preview frame (the SDK's `trustedHosts`): Builder.io's editor, as the SDK trusts by
 * default, and in the browser this site itself, whose /admin sends the content as the editor types
 * (app/features/admin/live-preview.ts). The SDK listens only in a frame whose address has `builder.frameEditing`.
 */
const BUILDER_EDITOR_HOSTS = ["*.beta.builder.io", "beta.builder.io", "builder.io", "localhost", "qa.builder.io"];
const trustedHosts = () => (typeof window === "undefined" ? undefined : [...BUILDER_EDITOR_HOSTS, window.location.hostname]);

/**
 * A page-builder entry rendered by the SDK with our registered blocks; links stay client-side. The server
 * renders every entry this way; the browser loads this module only for previews and for entries that are not
 * served as HTML (docs/decisions/016-home-hydration.md), so the SDK stays out of visitors' first load.
 */
export function SdkRenderer({ entry, model, settings }: { entry: BuilderEntry; model: string; settings: ContentSettings }) {
  // In an editor's preview frame, a click on a block selects it in the editor's form (preview-selection.ts).
  useEffect(() => reportBlockClicks(window) ?? undefined, []);
  return (
    <ChildBlockContext value={SdkChildBlock}>
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
        trustedHosts={trustedHosts()}
      />
    </ChildBlockContext>
  );
}
