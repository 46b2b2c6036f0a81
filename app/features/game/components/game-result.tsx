import { useState } from "react";
import type { Guess } from "#machines/game/game.types";
import { LocalizedLink } from "~/components/layout/localized-link";
import { useT } from "~/i18n/intl";
import { localizePath, type Lang } from "~/i18n/locale";
import { shareText } from "../share-text";
import { NextWordCountdown } from "./next-word-countdown";
import { WinnerForm } from "./winner-form";

type Ending = "won" | "lost" | "alreadyPlayed";

/**
 * The end of a game: the outcome and sharing the emoji grid; for today's, the time until the next word and the
 * board's form for a winner; for an archive day's (`archiveMonth`), the way back to its month.
 */
export function GameResult({
  ending,
  puzzleId,
  maxTries,
  guesses,
  answer,
  hardMode,
  contrast,
  lang,
  recorded,
  archiveMonth,
}: {
  ending: Ending;
  puzzleId: number;
  maxTries: number;
  guesses: readonly Guess[];
  answer: string | null;
  hardMode: boolean;
  contrast: boolean;
  lang: Lang;
  recorded: boolean;
  archiveMonth: string | null;
}) {
  const t = useT();
  const [shared, setShared] = useState<"idle" | "copied" | "failed">("idle");
  const won = guesses.at(-1)?.marks.every((mark) => mark === "correct") ?? false;
  const heading =
    ending === "alreadyPlayed" && archiveMonth === null
      ? t("game.alreadyPlayed")
      : won
        ? t("game.won", { tries: guesses.length })
        : answer
          ? t("game.lost", { answer })
          : t("game.lostNoWord");

  async function share() {
    const title = t("game.share.text", { id: puzzleId, score: won ? guesses.length : "X", max: maxTries, hard: hardMode ? "yes" : "no" });
    const text = shareText(title, guesses, { contrast, link: `${window.location.origin}${localizePath("/game", lang)}` });
    try {
      if (typeof navigator.share === "function") {
        await navigator.share({ text });
        return;
      }
      await navigator.clipboard.writeText(text);
      setShared("copied");
    } catch (error) {
      // Closing the share sheet is no failure.
      if (!(error instanceof DOMException && error.name === "AbortError")) setShared("failed");
    }
  }

  return (
    <section className="game-result" aria-labelledby="game-result-title">
      <h2 id="game-result-title">{heading}</h2>
      {ending === "alreadyPlayed" && archiveMonth === null && !won && answer ? <p>{t("game.lost", { answer })}</p> : null}
      {archiveMonth === null ? <NextWordCountdown /> : <p>{t("game.archive.playing")}</p>}
      <p>
        <button type="button" className="button" onClick={() => void share()}>
          {t("game.share")}
        </button>
      </p>
      <p role="status">{shared === "copied" ? t("game.shared") : shared === "failed" ? t("game.shareFailed") : ""}</p>
      {won && recorded && archiveMonth === null ? <WinnerForm /> : null}
      <p>
        {archiveMonth === null ? (
          <LocalizedLink to="/game">{t("game.seeBoard")}</LocalizedLink>
        ) : (
          <LocalizedLink to={`/game/archive?month=${archiveMonth}`}>{t("game.archive.back")}</LocalizedLink>
        )}
      </p>
    </section>
  );
}
