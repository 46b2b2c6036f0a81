import { data } from "react-router";
import { listActionsByPillar } from "~/features/collections/collections.server";
import { ActionsScreen } from "~/features/collections/components/actions-screen";
import { messageText } from "~/i18n/intl";
import { langFromPath } from "~/i18n/locale";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/actions";

export async function loader({ request, context }: Route.LoaderArgs) {
  const groups = await listActionsByPillar(context.cloudflare.env.DB, langFromPath(new URL(request.url).pathname));
  return data({ groups }, { headers: { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = matches[0]?.loaderData;
  if (!root) return [];
  return pageMeta({
    title: `${messageText(root.messages, "actions.title")} · ${messageText(root.messages, "site.name")}`,
    description: messageText(root.messages, "actions.lead"),
    url: new URL(location.pathname, root.config.siteUrl),
    siteUrl: root.config.siteUrl,
    lang: root.lang,
  });
};

/** /actions: ways to act, as action cards by pillar. */
export default function ActionsPage({ loaderData }: Route.ComponentProps) {
  return <ActionsScreen groups={loaderData.groups} />;
}
