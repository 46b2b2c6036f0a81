import { useState, type FormEvent } from "react";
import { useT } from "~/i18n/intl";
import { ApiError } from "~/lib/api-client";
import { useApi } from "~/lib/use-remote";
import type { BoardLine } from "../game.schema";
import { WINNER_NAME_TYPED_MAX } from "../word";
import { GameBoardTable } from "./game-board-table";

type Outcome =
  | { status: "idle" | "sending" }
  | { status: "done"; name: string; board: BoardLine[] }
  | { status: "failed"; message: "game.winner.invalid" | "game.winner.tooMany" | "game.winner.failed" };

/** A winner leaves a name for today's board, then sees the board with it. */
export function WinnerForm() {
  const t = useT();
  const api = useApi();
  const [name, setName] = useState("");
  const [outcome, setOutcome] = useState<Outcome>({ status: "idle" });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome({ status: "sending" });
    try {
      const { submitWinnerName } = await import("../game-runtime");
      const answer = await submitWinnerName(api, name);
      setOutcome({ status: "done", name: answer.name, board: answer.board.data });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : "";
      setOutcome({
        status: "failed",
        message: code === "invalid_name" ? "game.winner.invalid" : code === "rate_limited" ? "game.winner.tooMany" : "game.winner.failed",
      });
    }
  }

  if (outcome.status === "done") {
    return (
      <>
        <p role="status">{t("game.winner.done", { name: outcome.name })}</p>
        <GameBoardTable lines={outcome.board} headingLevel={3} />
      </>
    );
  }
  return (
    <form className="game-winner" onSubmit={(event) => void submit(event)} noValidate>
      <h3>{t("game.winner.title")}</h3>
      <label htmlFor="game-winner-name">{t("game.winner.label")}</label>
      <input
        id="game-winner-name"
        name="name"
        value={name}
        maxLength={WINNER_NAME_TYPED_MAX}
        autoComplete="nickname"
        required
        aria-invalid={outcome.status === "failed" || undefined}
        aria-describedby={outcome.status === "failed" ? "game-winner-error" : undefined}
        onChange={(event) => setName(event.target.value)}
      />
      {outcome.status === "failed" ? (
        <p id="game-winner-error" className="field-error" role="alert">
          {t(outcome.message)}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={outcome.status === "sending"}>
        {t("game.winner.submit")}
      </button>
    </form>
  );
}
