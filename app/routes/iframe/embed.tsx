import { EmbedCode } from "~/features/iframes/components/embed-code";
import { loadEmbedPage } from "~/features/iframes/embed-page.server";
import { embedMeta } from "~/features/iframes/widget-meta";
import type { Route } from "./+types/embed";

export const loader = ({ request, params, context }: Route.LoaderArgs) => loadEmbedPage(request, context, params.id);
export const meta = embedMeta;
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** For partners: the line to paste and a live preview of the widget. */
export default function Embed({ loaderData }: Route.ComponentProps) {
  return <EmbedCode widget={loaderData.widget} snippet={loaderData.snippet} />;
}
