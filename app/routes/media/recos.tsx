import { data } from "react-router";
import { getRecoPage } from "~/features/collections/collections.server";
import { RecoScreen } from "~/features/collections/components/reco-screen";
import { throwErrorPage } from "~/features/content/error-content.server";
import { coverUrl } from "~/features/events/cover";
import { langFromPath } from "~/i18n/locale";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/recos";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const env = context.cloudflare.env;
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const found = await getRecoPage(env.DB, params.slug, lang);
  if (!found) return throwErrorPage(env, { status: 404, message: `Page not found: ${url.pathname}`, lang, nonce: context.nonce });
  return data(found, { headers: { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const root = matches[0]?.loaderData;
  if (!root || !loaderData) return [];
  return pageMeta({
    title: loaderData.reco.title,
    description: loaderData.reco.intro,
    image: loaderData.reco.image ? coverUrl(loaderData.reco.image) : undefined,
    url: new URL(location.pathname, root.config.siteUrl),
    siteUrl: root.config.siteUrl,
    lang: root.lang,
  });
};

/** /recos/{slug}: a curated recommendation page. */
export default function RecosPage({ loaderData }: Route.ComponentProps) {
  return <RecoScreen reco={loaderData.reco} items={loaderData.items} />;
}
