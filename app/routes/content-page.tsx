import { BuilderContent } from "~/features/content/components/builder-content";
import { contentMeta } from "~/features/content/content-meta";
import { loadContentRoute } from "~/features/content/content-route.server";
import type { Route } from "./+types/content-page";

export const loader = ({ request, context }: Route.LoaderArgs) => loadContentRoute(request, context);
export const meta = contentMeta;
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** Pages composed in the page builder: /, /home-chiche, /home-momentum/{slug} and /{slug}. */
export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <div className="container">{loaderData.content ? <BuilderContent content={loaderData.content} settings={loaderData.settings} /> : null}</div>;
}
