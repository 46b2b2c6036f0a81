import { data } from "react-router";
import { GameHome } from "~/features/game/components/game-home";
import { puzzleCacheControl } from "~/features/game/game-day";
import { todayBoard, todayPuzzle } from "~/features/game/game.server";
import { messageText } from "~/i18n/intl";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/index";

export async function loader({ context }: Route.LoaderArgs) {
  const db = context.cloudflare.env.DB;
  const now = new Date();
  const [puzzle, board] = await Promise.all([todayPuzzle(db, now), todayBoard(db, now)]);
  return data({ puzzle, board }, { headers: { "Cache-Control": puzzleCacheControl(now, 60) } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = matches[0]?.loaderData;
  if (!root) return [];
  return pageMeta({
    title: `${messageText(root.messages, "game.title")} · ${messageText(root.messages, "site.name")}`,
    description: messageText(root.messages, "game.lead"),
    url: new URL(location.pathname, root.config.siteUrl),
    siteUrl: root.config.siteUrl,
    lang: root.lang,
  });
};

/** /game (docs/product.md §2): rules, today's board, the player's statistics. */
export default function GamePage({ loaderData }: Route.ComponentProps) {
  return <GameHome puzzle={loaderData.puzzle} board={loaderData.board} />;
}
