import { data } from "react-router";
import { GamePlayScreen } from "~/features/game/components/game-play-screen";
import { puzzleCacheControl } from "~/features/game/game-day";
import { todayPuzzle } from "~/features/game/game.server";
import { LocalizedLink } from "~/components/layout/localized-link";
import { messageText, useT } from "~/i18n/intl";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/play";

export async function loader({ context }: Route.LoaderArgs) {
  const now = new Date();
  const puzzle = await todayPuzzle(context.cloudflare.env.DB, now);
  return data({ puzzle }, { headers: { "Cache-Control": puzzleCacheControl(now, 60) } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = matches[0]?.loaderData;
  if (!root) return [];
  return pageMeta({
    title: `${messageText(root.messages, "game.play")} · ${messageText(root.messages, "game.title")} · ${messageText(root.messages, "site.name")}`,
    description: messageText(root.messages, "game.lead"),
    url: new URL(location.pathname, root.config.siteUrl),
    siteUrl: root.config.siteUrl,
    lang: root.lang,
  });
};

/** /game/play (docs/product.md §2): today's grid; the game itself loads after hydration. */
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
  return <GamePlayScreen puzzle={loaderData.puzzle} />;
}
