import { WidgetMissing } from "~/features/iframes/components/widget-missing";
import { WidgetView } from "~/features/iframes/components/widget-view";
import { widgetMeta } from "~/features/iframes/widget-meta";
import { loadWidgetPage } from "~/features/iframes/widget-page.server";
import type { Route } from "./+types/widget";

/** In the bare layout without its header: the page lives inside a partner's site (layouts/bare.tsx). */
export const handle = { embedded: true };

/** /iframe/{id} and the named widgets (/iframe/techforgoodtour…), whose name is the last path segment. */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  loadWidgetPage(request, context, params.id ?? new URL(request.url).pathname.split("/").filter(Boolean).at(-1) ?? "");
export const meta = widgetMeta;
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Widget({ loaderData }: Route.ComponentProps) {
  return loaderData.found ? <WidgetView {...loaderData} /> : <WidgetMissing />;
}
