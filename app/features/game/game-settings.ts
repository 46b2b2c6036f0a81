import { useCallback, useSyncExternalStore } from "react";
import * as v from "valibot";

/**
 * The player's settings of the word game, kept in this browser (docs/product.md §9 "The word game"): hard mode
 * (revealed letters must be reused; it applies to a day's game only before its first guess) and the colour-blind
 * palette (orange and blue instead of green and yellow, on the grid, the keys and the shared result).
 */
export type GameSettings = { hardMode: boolean; contrast: boolean };

const KEY = "game:v1:settings";
const DEFAULTS: GameSettings = { hardMode: false, contrast: false };
const SettingsSchema = v.object({ hardMode: v.optional(v.boolean(), false), contrast: v.optional(v.boolean(), false) });

const listeners = new Set<() => void>();
let cached: { text: string | null; settings: GameSettings } | null = null;

function read(): GameSettings {
  let text: string | null = null;
  try {
    text = window.localStorage.getItem(KEY);
  } catch {
    return DEFAULTS;
  }
  // The same object while the stored text is the same: useSyncExternalStore compares snapshots by identity.
  if (cached?.text === text) return cached.settings;
  let parsed: unknown = null;
  try {
    parsed = text === null ? null : JSON.parse(text);
  } catch {
    parsed = null;
  }
  const result = v.safeParse(SettingsSchema, parsed);
  cached = { text, settings: result.success ? result.output : DEFAULTS };
  return cached.settings;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the game changed them.
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** The settings (the defaults on the server and before hydration), and a setter that stores a change. */
export function useGameSettings(): [GameSettings, (change: Partial<GameSettings>) => void] {
  const settings = useSyncExternalStore(subscribe, read, () => DEFAULTS);
  const change = useCallback((update: Partial<GameSettings>) => {
    try {
      window.localStorage.setItem(KEY, JSON.stringify({ ...read(), ...update }));
    } catch {
      // Storage refused (private mode): the change lasts as long as nothing reads it back.
    }
    for (const listener of listeners) listener();
  }, []);
  return [settings, change];
}

/** The stored settings, read once (the game's runtime, which starts after hydration). */
export function readGameSettings(): GameSettings {
  return read();
}
