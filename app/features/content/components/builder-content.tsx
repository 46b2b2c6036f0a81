import { Content, type BuilderContent as BuilderEntry } from "@builder.io/sdk-react";
import { Link } from "react-router";
import { CUSTOM_COMPONENTS } from "./custom-components";

/** The SDK renders links with `href`; React Router's Link takes `to`. */
function ContentLink({ href, ...rest }: { href: string } & Omit<React.ComponentProps<typeof Link>, "to">) {
  return <Link to={href} {...rest} />;
}

export type ContentSettings = { apiKey: string; apiHost?: string; locale: string; nonce?: string };

/**
 * Renders a page-builder entry with our registered blocks; links stay client-side. `content` was
 * validated on the server (content.schema.ts); loader serialisation only loosens its static type.
 */
export function BuilderContent({ content, model = "page", settings }: { content: object; model?: string; settings: ContentSettings }) {
  return (
    <Content
      model={model}
      content={content as BuilderEntry}
      apiKey={settings.apiKey}
      apiHost={settings.apiHost}
      locale={settings.locale}
      nonce={settings.nonce}
      customComponents={CUSTOM_COMPONENTS}
      linkComponent={ContentLink}
    />
  );
}
