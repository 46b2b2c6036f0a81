import { isLang, type Lang } from "~/i18n/locale";

/** The first of our languages an `Accept-Language` header asks for, by quality; null when none. */
export function preferredLang(acceptLanguage: string | null | undefined): Lang | null {
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((q) => q !== undefined);
      return { lang: tag.trim().split("-")[0]?.toLowerCase(), q: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const match = ranked.find((entry) => isLang(entry.lang));
  return match && isLang(match.lang) ? match.lang : null;
}
