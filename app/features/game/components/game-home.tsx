import { LocalizedLink } from "~/components/layout/localized-link";
import { useIntl, useT } from "~/i18n/intl";
import type { Board, Puzzle } from "../game.schema";
import { formatPuzzleDate } from "../puzzle-date";
import { GameBoardTable } from "./game-board-table";
import { PlayerStats } from "./player-stats";

const RULES = ["game.rules.1", "game.rules.2", "game.rules.3", "game.rules.4", "game.rules.5"] as const;

/** /game: the rules, the way to today's puzzle, today's board and the player's statistics. */
export function GameHome({ puzzle, board }: { puzzle: Puzzle | null; board: Board }) {
  const t = useT();
  const { intl } = useIntl();
  return (
    <div className="container game-home">
      <div className="page-head">
        <h1>{t("game.title")}</h1>
        <p>{t("game.lead")}</p>
        {puzzle ? (
          <>
            <p>{t("game.puzzle", { id: puzzle.id, date: formatPuzzleDate(intl, puzzle.date) })}</p>
            <p>
              <LocalizedLink className="button" to="/game/play">
                {t("game.play")}
              </LocalizedLink>
            </p>
            <p>
              <LocalizedLink to="/game/archive">{t("game.archive.link")}</LocalizedLink>
            </p>
          </>
        ) : (
          <p>{t("game.noPuzzle")}</p>
        )}
      </div>
      <section className="game-rules" aria-labelledby="game-rules-title">
        <h2 id="game-rules-title">{t("game.rules.title")}</h2>
        <ul>
          {RULES.map((rule) => (
            <li key={rule}>{t(rule)}</li>
          ))}
        </ul>
      </section>
      <GameBoardTable lines={board.data} />
      <PlayerStats today={board.date} />
    </div>
  );
}
