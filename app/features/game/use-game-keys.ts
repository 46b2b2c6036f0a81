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
 * The physical keyboard plays while `playing`. Keys typed while the game cannot take them are held, then played
 * in order once it can: until the game has loaded (`ready`: those the page's inline recorder took while the
 * document loaded, early-keys.ts, then those typed since the screen mounted), and while a guess is being checked
 * (a quick typist goes on with the next word before the answer comes). Held keys are dropped if the game ends.
 */
export function useGameKeys(ready: boolean, playing: boolean, send: (event: GameEvent) => void) {
  const held = useRef<GameEvent[]>([]);
  const live = useRef({ ready, playing, send });
  useEffect(() => {
    live.current = { ready, playing, send };
  });

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const gameEvent = gameKeyOf(event);
      if (!gameEvent) return;
      event.preventDefault();
      const { ready: loaded, playing: open, send: play } = live.current;
      if (loaded && open && held.current.length === 0) play(gameEvent);
      else held.current.push(gameEvent);
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  useEffect(() => {
    if (!ready) return;
    const waiting = [...takeEarlyKeys().flatMap((key) => gameKeyEvent(key) ?? []), ...held.current.splice(0)];
    if (playing) for (const event of waiting) send(event);
  }, [ready, playing, send]);
}
