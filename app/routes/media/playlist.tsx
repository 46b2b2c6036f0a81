import { data } from "react-router";
import { getPlaylistPage } from "~/features/collections/collections.server";
import { PlaylistScreen } from "~/features/collections/components/playlist-screen";
import { throwErrorPage } from "~/features/content/error-content.server";
import { coverUrl } from "~/features/events/cover";
import { langFromPath } from "~/i18n/locale";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/playlist";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const env = context.cloudflare.env;
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const now = new Date();
  const found = await getPlaylistPage(env.DB, params.slug, lang);
  if (!found) return throwErrorPage(env, { status: 404, message: `Page not found: ${url.pathname}`, lang, nonce: context.nonce });
  return data({ ...found, now: now.toISOString() }, { headers: { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const root = matches[0]?.loaderData;
  if (!root || !loaderData) return [];
  return pageMeta({
    title: loaderData.playlist.title,
    description: loaderData.playlist.description,
    image: loaderData.playlist.image ? coverUrl(loaderData.playlist.image) : undefined,
    url: new URL(location.pathname, root.config.siteUrl),
    siteUrl: root.config.siteUrl,
    lang: root.lang,
  });
};

/** /playlist/{slug}: an ordered series of articles and events. */
export default function PlaylistPage({ loaderData }: Route.ComponentProps) {
  return <PlaylistScreen playlist={loaderData.playlist} steps={loaderData.steps} now={new Date(loaderData.now)} />;
}
