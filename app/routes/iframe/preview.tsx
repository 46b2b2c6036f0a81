import { WidgetMissing } from "~/features/iframes/components/widget-missing";
import { WidgetView } from "~/features/iframes/components/widget-view";
import { widgetMeta } from "~/features/iframes/widget-meta";
import { loadWidgetPreview } from "~/features/iframes/widget-preview.server";
import type { Route } from "./+types/preview";

/** In the bare layout without its header, as a widget (layouts/bare.tsx). */
export const handle = { embedded: true };

/** /iframe/preview: the widget a member is building, in the builder's preview frame (docs/product.md §2). */
export const loader = ({ request, context }: Route.LoaderArgs) => loadWidgetPreview(request, context);
export const meta = widgetMeta;
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function WidgetPreview({ loaderData }: Route.ComponentProps) {
  return loaderData.found ? <WidgetView {...loaderData} /> : <WidgetMissing />;
}
