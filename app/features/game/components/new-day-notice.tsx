import { useT } from "~/i18n/intl";

/** Midnight has passed in Paris: the page says so and loads the new puzzle (docs/product.md §9 "The word game"). */
export function NewDayNotice() {
  const t = useT();
  return (
    <div className="game-new-day">
      <p role="alert">{t("game.newDay.notice")}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t("game.newDay.play")}
      </button>
    </div>
  );
}
