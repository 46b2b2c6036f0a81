import { data } from "react-router";
import { GameArchive } from "~/features/game/components/game-archive";
import { puzzleCacheControl, puzzleNumber } from "~/features/game/game-day";
import { archiveDays, archiveMonth } from "~/features/game/archive-month";
import { langFromPath } from "~/i18n/locale";
import { messageText } from "~/i18n/intl";
import { pageMeta } from "~/lib/seo";
import { throwErrorPage } from "~/features/content/error-content.server";
import type { Route } from "./+types/archive";

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = context.cloudflare.env;
  const url = new URL(request.url);
  const now = new Date();
  const months = archiveMonth(url.searchParams.get("month"), now);
  if (months === null)
    return throwErrorPage(env, {
      status: 404,
      message: `Page not found: ${url.pathname}${url.search}`,
      lang: langFromPath(url.pathname),
      nonce: context.nonce,
    });
  const days = archiveDays(months.month, now).map((day) => ({ day, id: puzzleNumber(day) }));
  // The list changes at midnight, when yesterday joins it.
  return data({ ...months, days }, { headers: { "Cache-Control": puzzleCacheControl(now, 300) } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = matches[0]?.loaderData;
  if (!root) return [];
  return pageMeta({
    title: `${messageText(root.messages, "game.archive.title")} · ${messageText(root.messages, "game.title")} · ${messageText(root.messages, "site.name")}`,
    description: messageText(root.messages, "game.archive.lead"),
    url: new URL(`${location.pathname}${location.search}`, root.config.siteUrl),
    siteUrl: root.config.siteUrl,
    lang: root.lang,
  });
};

/** /game/archive (docs/product.md §2): the puzzles of past days, a month at a time, each to play again. */
export default function GameArchivePage({ loaderData }: Route.ComponentProps) {
  return <GameArchive month={loaderData.month} previous={loaderData.previous} next={loaderData.next} days={loaderData.days} />;
}
