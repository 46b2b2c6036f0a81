export const THEMES = ["base", "chiche", "events", "factory", "jobs", "spot", "tv"] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = "base";

/** A theme name from content or settings; an unknown one warns and falls back to base (docs/product.md §8). */
export function resolveTheme(name: string | null | undefined): Theme {
  if (!name || name === "default") return DEFAULT_THEME;
  if ((THEMES as readonly string[]).includes(name)) return name as Theme;
  console.warn(`Unknown theme "${name}", using "${DEFAULT_THEME}"`);
  return DEFAULT_THEME;
}
