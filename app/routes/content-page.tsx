import { BuilderContent } from "~/features/content/components/builder-content";
import { contentMeta } from "~/features/content/content-meta";
import { loadContentRoute } from "~/features/content/content-route.server";
import { contentFallbackLang } from "~/features/content/entry-lang";
import { PreviewFrame } from "~/features/content/preview-frame";
import { useIntl } from "~/i18n/intl";
import type { Route } from "./+types/content-page";

export const loader = ({ request, context }: Route.LoaderArgs) => loadContentRoute(request, context);
export const meta = contentMeta;
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** Pages composed in the page builder: /, /home-chiche, /home-momentum/{slug} and /{slug}; with ?previewing=true, drafts too. */
export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const blockData = "blockData" in loaderData ? loaderData.blockData : undefined;
  const { lang } = useIntl();
  const content = loaderData.content ? (
    <div lang={contentFallbackLang(loaderData.content, lang)}>
      <BuilderContent content={loaderData.content} settings={loaderData.settings} blockData={blockData} />
    </div>
  ) : null;
  if (loaderData.preview) return <PreviewFrame state={content ? "shown" : "not-found"}>{content}</PreviewFrame>;
  return <div className="container">{content}</div>;
}
