import type { BoardLine } from "../game.schema";
import { useIntl, useT } from "~/i18n/intl";

/** Today's board: named winners, fewest tries then fastest (docs/product.md §7 "Game"). */
export function GameBoardTable({ lines, headingLevel = 2 }: { lines: readonly BoardLine[]; headingLevel?: 2 | 3 }) {
  const t = useT();
  const { intl } = useIntl();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const duration = (seconds: number) =>
    [
      seconds >= 60 ? intl.formatNumber(Math.floor(seconds / 60), { style: "unit", unit: "minute", unitDisplay: "short" }) : null,
      intl.formatNumber(seconds % 60, { style: "unit", unit: "second", unitDisplay: "short" }),
    ]
      .filter(Boolean)
      .join(" ");
  return (
    <section className="game-board" aria-labelledby="game-board-title">
      <Heading id="game-board-title">{t("game.board.title")}</Heading>
      {lines.length === 0 ? (
        <p>{t("game.board.empty")}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t("game.board.rank")}</th>
              <th scope="col">{t("game.board.name")}</th>
              <th scope="col">{t("game.board.tries")}</th>
              <th scope="col">{t("game.board.time")}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.rank}>
                <td>{line.rank}</td>
                <td>{line.name}</td>
                <td>{line.tries}</td>
                <td>{duration(line.seconds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
