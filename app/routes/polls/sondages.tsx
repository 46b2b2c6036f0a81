import { data } from "react-router";
import { PollsPage } from "~/features/surveys/components/polls-page";
import { isGrantedPreview } from "~/features/content/page-content.server";
import { listSurveys } from "~/features/surveys/surveys.server";
import { messageText } from "~/i18n/intl";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/sondages";

export async function loader({ request, context }: Route.LoaderArgs) {
  const preview = await isGrantedPreview(request, context.cloudflare.env);
  const surveys = await listSurveys(context.cloudflare.env.DB, { preview });
  // Drafts are for editors: a preview is never cached (docs/architecture.md §4).
  const cache = preview ? "private, no-store" : "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
  return data({ surveys, preview }, { headers: { "Cache-Control": cache } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const root = matches[0]?.loaderData;
  if (!root) return [];
  return pageMeta({
    title: `${messageText(root.messages, "surveys.title")} · ${messageText(root.messages, "site.name")}`,
    description: messageText(root.messages, "surveys.lead"),
    url: new URL(location.pathname, root.config.siteUrl),
    siteUrl: root.config.siteUrl,
    lang: root.lang,
    noindex: loaderData?.preview,
  });
};

/** /sondages: the polls (docs/product.md §2). */
export default function Sondages({ loaderData }: Route.ComponentProps) {
  return <PollsPage surveys={loaderData.surveys} preview={loaderData.preview} />;
}
