import type { Guess, Mark } from "#machines/game/game.types";
import { useT } from "~/i18n/intl";
import { MARK_SYMBOL } from "./game-grid";

const ROWS = ["AZERTYUIOP", "QSDFGHJKLM", "WXCVBN"];
const RANK: Record<Mark, number> = { absent: 0, present: 1, correct: 2 };

/** The best mark each letter has had so far (a letter once in place stays "correct"). */
function letterMarks(guesses: readonly Guess[]): Map<string, Mark> {
  const best = new Map<string, Mark>();
  for (const guess of guesses) {
    Array.from(guess.word).forEach((letter, i) => {
      const mark = guess.marks[i];
      const known = best.get(letter);
      if (mark && (!known || RANK[mark] > RANK[known])) best.set(letter, mark);
    });
  }
  return best;
}

/** The on-screen AZERTY keyboard: letters with what is known of them, Enter and Delete. */
export function GameKeyboard({
  guesses,
  disabled,
  onLetter,
  onErase,
  onEnter,
}: {
  guesses: readonly Guess[];
  disabled: boolean;
  onLetter: (letter: string) => void;
  onErase: () => void;
  onEnter: () => void;
}) {
  const t = useT();
  const marks = letterMarks(guesses);
  return (
    <div className="game-keyboard" role="group" aria-label={t("game.keyboard.label")}>
      {ROWS.map((row, index) => (
        <div key={row} className="game-keyboard__row">
          {index === ROWS.length - 1 ? (
            <button type="button" className="game-key game-key--wide" onClick={onEnter} disabled={disabled}>
              {t("game.keyboard.enter")}
            </button>
          ) : null}
          {Array.from(row, (letter) => {
            const mark = marks.get(letter);
            return (
              <button
                key={letter}
                type="button"
                className={`game-key${mark ? ` game-key--${mark}` : ""}`}
                aria-label={mark ? t("game.keyboard.key", { letter, mark: t(`game.mark.${mark}`) }) : letter}
                onClick={() => onLetter(letter)}
                disabled={disabled}
              >
                {letter}
                {mark ? (
                  <span className="game-key__symbol" aria-hidden="true">
                    {MARK_SYMBOL[mark]}
                  </span>
                ) : null}
              </button>
            );
          })}
          {index === ROWS.length - 1 ? (
            <button type="button" className="game-key game-key--wide" onClick={onErase} disabled={disabled}>
              {t("game.keyboard.erase")}
            </button>
          ) : null}
        </div>
      ))}
    </div>
  );
}
