import { useCallback } from "react";
import * as v from "valibot";
import { LocalizedLink } from "~/components/layout/localized-link";
import { useIntl, useT } from "~/i18n/intl";
import { useApi, useRemote } from "~/lib/use-remote";
import { PlayedDaysSchema, type PlayedDays } from "../game.schema";
import { formatPuzzleDate } from "../puzzle-date";

type Day = { day: string; id: number };
type Played = PlayedDays["data"][number];

/** A day's line: how the player's game of it stands, once known. */
function statusText(t: ReturnType<typeof useT>, played: Played | undefined): string {
  if (played === undefined) return t("game.archive.status.new");
  if (played.status === "won") return t("game.archive.status.won", { tries: played.tries });
  return t(played.status === "lost" ? "game.archive.status.lost" : "game.archive.status.playing");
}

/**
 * /game/archive: the puzzles of a month before today, the latest first, each a link to play it again; after
 * hydration each says how the player's game of that day stands (their rounds on the server).
 */
export function GameArchive({ month, previous, next, days }: { month: string; previous: string | null; next: string | null; days: readonly Day[] }) {
  const t = useT();
  const { intl } = useIntl();
  const api = useApi();
  const load = useCallback(async () => v.parse(PlayedDaysSchema, await api.get(`/game/me/rounds?month=${month}`)), [api, month]);
  const { remote } = useRemote(load, true);
  const played = new Map(remote.status === "ready" ? remote.data.data.map((entry) => [entry.day, entry]) : []);
  const monthName = intl.formatDate(new Date(`${month}-15T12:00:00Z`), { month: "long", year: "numeric", timeZone: "Europe/Paris" });
  return (
    <div className="container game-archive">
      <div className="page-head">
        <h1>{t("game.archive.title")}</h1>
        <p>{t("game.archive.lead")}</p>
      </div>
      <section aria-labelledby="game-archive-month">
        <h2 id="game-archive-month">{monthName}</h2>
        <nav className="game-archive__months" aria-label={monthName}>
          {previous ? (
            <LocalizedLink to={`/game/archive?month=${previous}`} rel="prev">
              {t("game.archive.previous")}
            </LocalizedLink>
          ) : null}
          {next ? (
            <LocalizedLink to={`/game/archive?month=${next}`} rel="next">
              {t("game.archive.next")}
            </LocalizedLink>
          ) : null}
        </nav>
        {days.length === 0 ? (
          <p>{t("game.archive.empty")}</p>
        ) : (
          <ul className="game-archive__days">
            {days.map(({ day, id }) => (
              <li key={day}>
                <LocalizedLink to={`/game/play?day=${day}`}>{t("game.archive.day", { id, date: formatPuzzleDate(intl, day) })}</LocalizedLink>
                <span className="game-archive__status">{remote.status === "ready" ? statusText(t, played.get(day)) : ""}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p>
        <LocalizedLink to="/game">{t("game.seeBoard")}</LocalizedLink>
      </p>
    </div>
  );
}
