import { useCallback, useEffect } from "react";
import type { Actor } from "xstate";
import type { gameMachine } from "#machines/game/game.machine";
import type { GameContext, Guess } from "#machines/game/game.types";
import { LocalizedLink } from "~/components/layout/localized-link";
import { useIntl, useT } from "~/i18n/intl";
import { useDeferredActor } from "~/lib/use-deferred-actor";
import { useApi } from "~/lib/use-remote";
import { useRootData } from "~/lib/root-data";
import type { Puzzle } from "../game.schema";
import { formatPuzzleDate } from "../puzzle-date";
import { EARLY_KEYS_SCRIPT } from "../early-keys";
import { useGameSettings } from "../game-settings";
import { useGameKeys } from "../use-game-keys";
import { useNewDay } from "../use-new-day";
import { GameGrid } from "./game-grid";
import { GameKeyboard } from "./game-keyboard";
import { GameResult } from "./game-result";
import { GameSettingsPanel } from "./game-settings-panel";
import { NewDayNotice } from "./new-day-notice";

const MESSAGES = {
  tooShort: "game.message.tooShort",
  notAWord: "game.message.notAWord",
  checkFailed: "game.message.checkFailed",
  scoreFailed: "game.message.scoreFailed",
} as const;

/** The line of help the machine asks for, hard mode's with the rule the guess broke. */
function messageText(t: ReturnType<typeof useT>, context: GameContext): string {
  const { message, broken } = context;
  if (message === null) return "";
  if (message !== "hardMode") return t(MESSAGES[message]);
  if (broken === null) return "";
  return broken.rule === "keep"
    ? t("game.message.hardModeKeep", { letter: broken.letter, position: broken.position })
    : t("game.message.hardModeInclude", { letter: broken.letter });
}

/**
 * /game/play: today's grid (or an archive day's: `archive`), the keyboards, what each guess told (announced), and
 * the end of the game.
 */
export function GamePlayScreen({ puzzle, archive }: { puzzle: Puzzle; archive: boolean }) {
  const t = useT();
  const { intl, lang } = useIntl();
  const api = useApi();
  const load = useCallback(
    () => import("../game-runtime").then(({ createGameActor }) => createGameActor(api, puzzle, archive)) as Promise<Actor<typeof gameMachine>>,
    [api, puzzle, archive],
  );
  const { snapshot, send, matches } = useDeferredActor<typeof gameMachine>(load, "restoring");
  const context = snapshot?.context;
  const guesses: Guess[] = context?.guesses ?? [];
  const { nonce } = useRootData();
  // Past midnight, today's guesses would go to the new puzzle's word: the old one is no longer played. An archive
  // day's puzzle stays what it is.
  const newDay = useNewDay(puzzle.date) && !archive;
  const playing = matches("playing") && !newDay;
  const ending = matches("won") ? "won" : matches("lost") ? "lost" : matches("alreadyPlayed") ? "alreadyPlayed" : null;

  useGameKeys(snapshot !== null, playing, send);

  const [settings, changeSettings] = useGameSettings();
  const hardModeLocked = guesses.length > 0 || ending !== null;
  // Until the first guess the setting is what the box shows (the game follows it below, a render later: showing the
  // game's value made a click look undone for that render); once locked, the game's own.
  const hardMode = hardModeLocked ? (context?.hardMode ?? settings.hardMode) : settings.hardMode;
  // The setting reaches today's game while it has no guess (the machine refuses it after), from this tab or another.
  const gameHardMode = context?.hardMode;
  useEffect(() => {
    if (gameHardMode !== undefined && gameHardMode !== settings.hardMode) send({ type: "HARD_MODE", on: settings.hardMode });
  }, [gameHardMode, settings.hardMode, send]);

  const last = guesses.at(-1);
  const lastTold = last
    ? t("game.announce.guess", {
        row: guesses.length,
        max: puzzle.maxTries,
        word: last.word,
        marks: Array.from(last.word, (letter, i) => t("game.announce.letter", { letter, mark: t(`game.mark.${last.marks[i] ?? "absent"}`) })).join(", "),
      })
    : "";
  const message = context ? messageText(t, context) : "";

  return (
    <div className={`container game-play${settings.contrast ? " game-play--contrast" : ""}`}>
      {/* Runs as it is parsed, before hydration; never again on a render in the browser. */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_KEYS_SCRIPT }} suppressHydrationWarning />
      <h1>{t("game.title")}</h1>
      {/* One line either way: on a phone the grid and the keyboard share what the lines above them leave. */}
      <p className="game-play__puzzle">
        {t("game.puzzle", { id: puzzle.id, date: formatPuzzleDate(intl, puzzle.date) })}
        {archive ? (
          <>
            {" · "}
            <LocalizedLink to={`/game/archive?month=${puzzle.date.slice(0, 7)}`}>{t("game.archive.back")}</LocalizedLink>
          </>
        ) : null}
      </p>
      <GameSettingsPanel hardMode={hardMode} hardModeLocked={hardModeLocked} contrast={settings.contrast} onChange={changeSettings} />
      {newDay ? <NewDayNotice /> : null}
      {snapshot === null ? <p className="game-play__loading">{t("game.loading")}</p> : null}
      <GameGrid puzzleId={puzzle.id} guesses={guesses} current={context?.current ?? ""} length={puzzle.length} maxTries={puzzle.maxTries} />
      <p className="game-play__told" role="status" aria-live="polite">
        {lastTold} {message}
      </p>
      {context?.message === "scoreFailed" ? (
        <p>
          <button type="button" className="button button--ghost" onClick={() => send({ type: "RETRY" })}>
            {t("game.retry")}
          </button>
        </p>
      ) : null}
      {ending && context ? (
        <GameResult
          ending={ending}
          puzzleId={puzzle.id}
          maxTries={puzzle.maxTries}
          guesses={guesses}
          answer={context.answer}
          hardMode={context.hardMode}
          contrast={settings.contrast}
          lang={lang}
          archiveMonth={archive ? puzzle.date.slice(0, 7) : null}
          recorded={matches({ [ending]: "recorded" }) || ending === "alreadyPlayed"}
        />
      ) : (
        <GameKeyboard
          guesses={guesses}
          disabled={!playing}
          onLetter={(letter) => send({ type: "TYPE", letter })}
          onErase={() => send({ type: "ERASE" })}
          onEnter={() => send({ type: "SUBMIT" })}
        />
      )}
    </div>
  );
}
