import { data } from "react-router";
import { GamePlayScreen } from "~/features/game/components/game-play-screen";
import { parisDay, puzzleCacheControl } from "~/features/game/game-day";
import { puzzleOf } from "~/features/game/game.server";
import { LocalizedLink } from "~/components/layout/localized-link";
import { throwErrorPage } from "~/features/content/error-content.server";
import { langFromPath } from "~/i18n/locale";
import { messageText, useT } from "~/i18n/intl";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/play";

/** Today's puzzle, or with `?day=` an earlier day's from the archive (docs/product.md §9 "The word game"). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const env = context.cloudflare.env;
  const url = new URL(request.url);
  const now = new Date();
  const today = parisDay(now);
  const day = url.searchParams.get("day") ?? today;
  const puzzle = await puzzleOf(env.DB, now, day);
  const archive = day !== today;
  if (archive && puzzle === null)
    return throwErrorPage(env, { status: 404, message: `No puzzle to play on ${day}`, lang: langFromPath(url.pathname), nonce: context.nonce });
  // An archive day's puzzle never changes; today's changes at midnight.
  const cacheControl = archive ? "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400" : puzzleCacheControl(now, 60);
  return data({ puzzle, archive }, { headers: { "Cache-Control": cacheControl } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = matches[0]?.loaderData;
  if (!root) return [];
  return pageMeta({
    title: `${messageText(root.messages, "game.play")} · ${messageText(root.messages, "game.title")} · ${messageText(root.messages, "site.name")}`,
    description: messageText(root.messages, "game.lead"),
    url: new URL(`${location.pathname}${location.search}`, root.config.siteUrl),
    siteUrl: root.config.siteUrl,
    lang: root.lang,
  });
};

/** /game/play (docs/product.md §2): today's grid, or an archive day's; the game itself loads after hydration. */
export default function GamePlayPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (!loaderData.puzzle) {
    return (
      <div className="container page-head">
        <h1>{t("game.title")}</h1>
        <p>{t("game.noPuzzle")}</p>
        <p>
          <LocalizedLink to="/game">{t("game.seeBoard")}</LocalizedLink>
        </p>
      </div>
    );
  }
  return <GamePlayScreen puzzle={loaderData.puzzle} archive={loaderData.archive} />;
}
