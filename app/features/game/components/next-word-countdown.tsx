import { useEffect, useState } from "react";
import { useT } from "~/i18n/intl";
import { formatCountdown } from "../countdown";
import { secondsUntilParisMidnight } from "../game-day";

/**
 * 'Prochain mot dans 05:07:09': the time left until the next puzzle (midnight in Paris), ticking every second.
 * Shown once the page runs (the server does not know the visitor's moment); not a live region, so screen
 * readers are not told every second.
 */
export function NextWordCountdown() {
  const t = useT();
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setLeft(secondsUntilParisMidnight(new Date()));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, []);
  if (left === null) return null;
  return (
    <p className="game-result__next">
      {t("game.nextWord")} <time dateTime={`PT${Math.max(0, Math.floor(left))}S`}>{formatCountdown(left)}</time>
    </p>
  );
}
