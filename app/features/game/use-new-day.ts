import { useEffect, useState } from "react";
import { isNewPuzzleDay, secondsUntilParisMidnight } from "./game-day";

/**
 * True once a new puzzle has come since the page showed the one of `puzzleDay` (docs/product.md §9 "The word
 * game"): checked at the next midnight in Paris, and when the tab comes back into view or gets the focus
 * (a sleeping computer or a background tab may fire the timer late).
 */
export function useNewDay(puzzleDay: string): boolean {
  const [newDay, setNewDay] = useState(false);
  useEffect(() => {
    const openedAt = new Date();
    let timer: ReturnType<typeof setTimeout> | undefined;
    function check() {
      clearTimeout(timer);
      const now = new Date();
      if (isNewPuzzleDay(puzzleDay, openedAt, now)) setNewDay(true);
      else timer = setTimeout(check, secondsUntilParisMidnight(now) * 1000);
    }
    function checkWhenVisible() {
      if (document.visibilityState === "visible") check();
    }
    check();
    document.addEventListener("visibilitychange", checkWhenVisible);
    window.addEventListener("focus", check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", checkWhenVisible);
      window.removeEventListener("focus", check);
    };
  }, [puzzleDay]);
  return newDay;
}
