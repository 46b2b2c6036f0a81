import { DEFAULT_LANG, LANGS } from "~/i18n/locale";

/**
 * SQL: the attendee row `a` (or the row named `alias`: a waitlist entry) gets the emails written in the language
 * bound to `param` ("?2"). Every attendee gets one: a language the site does not speak (an old row, a hand-made
 * one) counts as the default language, so nobody is left out of an announcement nor left unmarked by the reminder
 * job (docs/product.md §3 "Email").
 */
export function attendeeMailLanguageIs(param: string, alias = "a"): string {
  const others = LANGS.filter((lang) => lang !== DEFAULT_LANG)
    .map((lang) => `'${lang}'`)
    .join(", ");
  return `(${alias}.lang = ${param} OR (${param} = '${DEFAULT_LANG}' AND ${alias}.lang NOT IN (${others})))`;
}
