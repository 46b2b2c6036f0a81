import type { Lang } from "~/i18n/locale";
import { en } from "~/i18n/messages/en";
import { es } from "~/i18n/messages/es";
import { fr } from "~/i18n/messages/fr";

const CATALOGUES = { fr, en, es };

/** A bundled interface label for feeds, which have no React tree to read messages from. */
export function label(lang: Lang, id: "site.name" | "events.title" | "events.lead" | "events.online" | "events.cancelled"): string {
  return CATALOGUES[lang][id];
}
