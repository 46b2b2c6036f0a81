import { DEFAULT_LANG, LANGS } from "~/i18n/locale";

/**
 * SQL: the attendee row `a` gets the emails written in the language bound to `param` ("?2"). Every attendee
 * gets one: a language the site does not speak (an old row, a hand-made one) counts as the default language,
 * so nobody is left out of an announcement nor left unmarked by the reminder job (docs/product.md §3 "Email").
 */
export function attendeeMailLanguageIs(param: string): string {
  const others = LANGS.filter((lang) => lang !== DEFAULT_LANG)
    .map((lang) => `'${lang}'`)
    .join(", ");
  return `(a.lang = ${param} OR (${param} = '${DEFAULT_LANG}' AND a.lang NOT IN (${others})))`;
}
