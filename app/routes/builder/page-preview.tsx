import { BuilderContent } from "~/features/content/components/builder-content";
import { contentMeta } from "~/features/content/content-meta";
import { loadPreviewRoute } from "~/features/content/preview-route.server";
import { PreviewFrame } from "~/features/content/preview-frame";
import type { Route } from "./+types/page-preview";

export const loader = ({ request, context }: Route.LoaderArgs) => loadPreviewRoute(request, context, "page");
export const meta = contentMeta;
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The editors' page preview (docs/product.md §2): drafts included, never cached. */
export default function PagePreview({ loaderData }: Route.ComponentProps) {
  const { content, blockData, requested, model, settings } = loaderData;
  return (
    <PreviewFrame state={content ? "shown" : requested ? "not-found" : "empty"}>
      {content ? <BuilderContent content={content} model={model} settings={settings} blockData={blockData ?? undefined} /> : null}
    </PreviewFrame>
  );
}
