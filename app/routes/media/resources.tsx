import { data } from "react-router";
import { listResourcesByTopic } from "~/features/collections/collections.server";
import { ResourcesScreen } from "~/features/collections/components/resources-screen";
import { messageText } from "~/i18n/intl";
import { langFromPath } from "~/i18n/locale";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/resources";

export async function loader({ request, context }: Route.LoaderArgs) {
  const groups = await listResourcesByTopic(context.cloudflare.env.DB, langFromPath(new URL(request.url).pathname));
  return data({ groups }, { headers: { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = matches[0]?.loaderData;
  if (!root) return [];
  return pageMeta({
    title: `${messageText(root.messages, "resources.title")} · ${messageText(root.messages, "site.name")}`,
    description: messageText(root.messages, "resources.lead"),
    url: new URL(location.pathname, root.config.siteUrl),
    siteUrl: root.config.siteUrl,
    lang: root.lang,
  });
};

/** /resources: downloadable guides and useful links by topic. */
export default function ResourcesPage({ loaderData }: Route.ComponentProps) {
  return <ResourcesScreen groups={loaderData.groups} />;
}
