import { useEffect } from "react";
import type { GameEvent } from "#machines/game/game.types";
import { takeEarlyKeys } from "./early-keys";
import { gameKeyEvent, isField } from "./game-keys";

/**
 * The physical keyboard plays while `playing`. Once the game has loaded (`ready`), the keys recorded before
 * (early-keys.ts) are played first if it can play, else dropped.
 */
export function useGameKeys(ready: boolean, playing: boolean, send: (event: GameEvent) => void) {
  useEffect(() => {
    if (!ready) return;
    const early = takeEarlyKeys();
    if (!playing) return;
    for (const key of early) {
      const event = gameKeyEvent(key);
      if (event) send(event);
    }
    function onKey(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey || isField(event.target)) return;
      // Enter on a focused button or link is that control's own click.
      if (event.key === "Enter" && (event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement)) return;
      const gameEvent = gameKeyEvent(event.key);
      if (!gameEvent) return;
      send(gameEvent);
      event.preventDefault();
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [ready, playing, send]);
}
