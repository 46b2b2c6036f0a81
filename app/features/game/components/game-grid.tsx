import type { Guess, Mark } from "#machines/game/game.types";
import { useT } from "~/i18n/intl";

/** The symbol beside each mark, so that no mark is told by its colour alone. */
export const MARK_SYMBOL: Record<Mark, string> = { correct: "✓", present: "↔", absent: "·" };

/** The 6 × 5 grid: checked guesses with their marks, the row being typed, then empty rows. */
export function GameGrid({
  puzzleId,
  guesses,
  current,
  length,
  maxTries,
}: {
  puzzleId: number;
  guesses: readonly Guess[];
  current: string;
  length: number;
  maxTries: number;
}) {
  const t = useT();
  const rows = Array.from({ length: maxTries }, (_, row) => {
    const guess = guesses[row];
    if (guess) return Array.from(guess.word, (letter, i) => ({ letter, mark: guess.marks[i] }));
    const typed = row === guesses.length ? current : "";
    return Array.from({ length }, (_, i) => ({ letter: typed[i] ?? "", mark: undefined }));
  });
  return (
    <ol className="game-grid" aria-label={t("game.grid.label", { id: puzzleId })}>
      {rows.map((cells, row) => (
        <li key={row} className="game-row">
          <span className="visually-hidden">{t("game.grid.row", { row: row + 1 })}</span>
          <ol className="game-row__cells">
            {cells.map((cell, i) => (
              <li key={i} className={`game-cell${cell.mark ? ` game-cell--${cell.mark}` : ""}${cell.letter ? " game-cell--filled" : ""}`}>
                {cell.letter ? <span className="game-cell__letter">{cell.letter}</span> : <span className="visually-hidden">{t("game.cell.empty")}</span>}
                {cell.mark ? (
                  <>
                    <span className="game-cell__symbol" aria-hidden="true">
                      {MARK_SYMBOL[cell.mark]}
                    </span>
                    <span className="visually-hidden">{t(`game.mark.${cell.mark}`)}</span>
                  </>
                ) : null}
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}
