export const LANGS = ["fr", "en", "es"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "fr";

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGS as readonly string[]).includes(value);
}

/** French lives at the root; English and Spanish under /en and /es. */
export function langFromPath(pathname: string): Lang {
  const first = pathname.split("/")[1];
  return first === "en" || first === "es" ? first : DEFAULT_LANG;
}

/** The path without its language prefix: "/en/events" → "/events", "/en" → "/". */
export function stripLang(pathname: string): string {
  const lang = langFromPath(pathname);
  if (lang === DEFAULT_LANG) return pathname || "/";
  const rest = pathname.slice(lang.length + 1);
  return rest === "" ? "/" : rest;
}

/** The same page in another language: localizePath("/events", "en") → "/en/events". */
export function localizePath(path: string, lang: Lang): string {
  const bare = path.startsWith("/") ? path : `/${path}`;
  if (lang === DEFAULT_LANG) return bare;
  return bare === "/" ? `/${lang}` : `/${lang}${bare}`;
}

/** BCP 47 tags for Intl and hreflang. */
export const INTL_LOCALE: Record<Lang, string> = { fr: "fr-FR", en: "en-GB", es: "es-ES" };
