import { createIntl, createIntlCache, type IntlShape } from "@formatjs/intl";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { INTL_LOCALE, type Lang } from "./locale";
import type { MessageId } from "./catalogues";

const cache = createIntlCache();
const IntlContext = createContext<{ intl: IntlShape<string>; lang: Lang } | null>(null);

export function makeIntl(lang: Lang, messages: Record<string, string>) {
  return createIntl({ locale: INTL_LOCALE[lang], defaultLocale: "fr-FR", messages, timeZone: "Europe/Paris" }, cache);
}

export function IntlProvider({ lang, messages, children }: { lang: Lang; messages: Record<string, string>; children: ReactNode }) {
  const value = useMemo(() => ({ intl: makeIntl(lang, messages), lang }), [lang, messages]);
  return <IntlContext.Provider value={value}>{children}</IntlContext.Provider>;
}

export function useIntl() {
  const value = useContext(IntlContext);
  if (!value) throw new Error("useIntl must be used inside <IntlProvider>");
  return value;
}

/** `t("events.participate")`, `t("events.count", {count: 3})`. */
export function useT() {
  const { intl } = useIntl();
  return (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
}
