import { useId } from "react";
import { useT } from "~/i18n/intl";
import type { GameSettings } from "../game-settings";

/**
 * The game's settings, folded under the puzzle's line (docs/product.md §9 "The word game"): hard mode, which a
 * day's game takes before its first guess only (`hardModeLocked` then says why it cannot change), and the
 * colour-blind palette.
 */
export function GameSettingsPanel({
  hardMode,
  hardModeLocked,
  contrast,
  onChange,
}: {
  hardMode: boolean;
  hardModeLocked: boolean;
  contrast: boolean;
  onChange: (change: Partial<GameSettings>) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <details className="game-settings">
      <summary>{t("game.settings.title")}</summary>
      <div className="game-settings__option">
        <input
          type="checkbox"
          id={`${id}-hard`}
          checked={hardMode}
          disabled={hardModeLocked}
          aria-describedby={`${id}-hard-help`}
          onChange={(event) => onChange({ hardMode: event.currentTarget.checked })}
        />
        <label htmlFor={`${id}-hard`}>{t("game.settings.hardMode")}</label>
        <p id={`${id}-hard-help`} className="game-settings__help">
          {t("game.settings.hardModeHelp")} {hardModeLocked ? t("game.settings.hardModeLocked") : null}
        </p>
      </div>
      <div className="game-settings__option">
        <input
          type="checkbox"
          id={`${id}-contrast`}
          checked={contrast}
          aria-describedby={`${id}-contrast-help`}
          onChange={(event) => onChange({ contrast: event.currentTarget.checked })}
        />
        <label htmlFor={`${id}-contrast`}>{t("game.settings.contrast")}</label>
        <p id={`${id}-contrast-help`} className="game-settings__help">
          {t("game.settings.contrastHelp")}
        </p>
      </div>
    </details>
  );
}
