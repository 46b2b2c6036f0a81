import { useEffect, useRef } from "react";
import type { GameEvent } from "#machines/game/game.types";
import { takeEarlyKeys } from "./early-keys";
import { gameKeyEvent, isField } from "./game-keys";

/** The game's key of a keydown (a letter, Enter or Backspace), or null when the key belongs to someone else. */
function gameKeyOf(event: KeyboardEvent): GameEvent | null {
  if (event.ctrlKey || event.metaKey || event.altKey || isField(event.target)) return null;
  // Enter on a focused button or link is that control's own click.
  if (event.key === "Enter" && (event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement)) return null;
  return gameKeyEvent(event.key);
}

/**
 * The physical keyboard plays while `playing`. Until the game has loaded (`ready`), keys are held: those the
 * page's inline recorder took while the document loaded (early-keys.ts), then those typed since the screen
 * mounted (a client-side navigation runs no inline script, and the game's code loads after the screen shows).
 * Once ready, the held keys are played first if the game can play, else dropped.
 */
export function useGameKeys(ready: boolean, playing: boolean, send: (event: GameEvent) => void) {
  const held = useRef<GameEvent[]>([]);

  useEffect(() => {
    if (ready) return;
    held.current.push(...takeEarlyKeys().flatMap((key) => gameKeyEvent(key) ?? []));
    function hold(event: KeyboardEvent) {
      const gameEvent = gameKeyOf(event);
      if (!gameEvent) return;
      held.current.push(gameEvent);
      event.preventDefault();
    }
    window.addEventListener("keydown", hold);
    return () => window.removeEventListener("keydown", hold);
  }, [ready]);

  useEffect(() => {
    if (!ready) return;
    const early = [...takeEarlyKeys().flatMap((key) => gameKeyEvent(key) ?? []), ...held.current.splice(0)];
    if (!playing) return;
    for (const event of early) send(event);
    function onKey(event: KeyboardEvent) {
      const gameEvent = gameKeyOf(event);
      if (!gameEvent) return;
      send(gameEvent);
      event.preventDefault();
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [ready, playing, send]);
}
