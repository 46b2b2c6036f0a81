import { createFormatters, createIntlCache, DEFAULT_INTL_CONFIG, formatMessage, type FormatNumberOptions } from "@formatjs/intl";
import { TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { INTL_LOCALE, type Lang } from "./locale";
import type { CompiledMessages, MessageId } from "./catalogues";

type DateValue = Date | number | string;

/** The formatters the interface uses, from @formatjs/intl. */
export type AppIntl = {
  locale: string;
  formatMessage(descriptor: { id: string }, values?: Record<string, string | number>): string;
  formatDate(value: DateValue, options?: Intl.DateTimeFormatOptions): string;
  formatTime(value: DateValue, options?: Intl.DateTimeFormatOptions): string;
  formatNumber(value: number, options?: FormatNumberOptions): string;
};

// One set of memoised Intl formatters per isolate or page. @formatjs/intl's message function is bound by
// hand rather than through createIntl, which binds every formatter it has (lists, durations, relative
// times…) into the browser bundle; dates and numbers go to those memoised Intl formatters directly, as
// @formatjs/intl's own functions would, without their option filters and error classes in every page's
// first load (docs/architecture.md §7 "Small first load").
const formatters = createFormatters(createIntlCache());
const TIME_FIELDS = ["hour", "minute", "second", "timeStyle", "dateStyle"] as const;
const IntlContext = createContext<{ intl: AppIntl; lang: Lang; messages: CompiledMessages } | null>(null);

// By messages object: the root data's stays the same from render to render and for every `meta`.
const elementsOf = new WeakMap<CompiledMessages, Record<string, MessageFormatElement[]>>();

/** Plain-text messages become one literal element: formatting them needs no parser. */
function asElements(messages: CompiledMessages): Record<string, MessageFormatElement[]> {
  let elements = elementsOf.get(messages);
  if (elements) return elements;
  elements = {};
  for (const [id, message] of Object.entries(messages)) {
    elements[id] = typeof message === "string" ? [{ type: TYPE.literal, value: message }] : message;
  }
  elementsOf.set(messages, elements);
  return elements;
}

/** An intl for compiled messages (the root loader's `messages`). */
export function makeIntl(lang: Lang, messages: CompiledMessages): AppIntl {
  const config = { ...DEFAULT_INTL_CONFIG, locale: INTL_LOCALE[lang], defaultLocale: "fr-FR", messages: asElements(messages), timeZone: "Europe/Paris" };
  // Text is an ISO 8601 date ("" the epoch); options may name another time zone; a failure gives the date as text.
  const dateTime = (value: DateValue, options: Intl.DateTimeFormatOptions) => {
    const date = typeof value === "string" ? new Date(value || 0) : value;
    try {
      return formatters.getDateTimeFormat(config.locale, { timeZone: config.timeZone, ...options }).format(date);
    } catch {
      return String(date);
    }
  };
  return {
    locale: config.locale,
    formatMessage: (descriptor, values) => String(formatMessage(config, formatters, descriptor, values)),
    formatDate: (value, options = {}) => dateTime(value, options),
    // A time without fields or styles shows hours and minutes.
    formatTime: (value, options = {}) =>
      dateTime(value, TIME_FIELDS.some((field) => options[field]) ? options : { ...options, hour: "numeric", minute: "numeric" }),
    formatNumber: (value, options) => {
      try {
        return formatters.getNumberFormat(config.locale, options).format(value);
      } catch {
        return String(value);
      }
    },
  };
}

export function IntlProvider({ lang, messages, children }: { lang: Lang; messages: CompiledMessages; children: ReactNode }) {
  const value = useMemo(() => ({ intl: makeIntl(lang, messages), lang, messages }), [lang, messages]);
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

/**
 * A check for ids made at run time (a route's name, an id a machine carries): true when the catalogue has
 * it. Ids written in the code need no check: the compiler knows them.
 */
export function useIsMessageId() {
  const { messages } = useIntl();
  return (id: string): id is MessageId => Object.hasOwn(messages, id);
}

/** The text of a plain message (titles in `meta`); a message with arguments gives its id. */
export function messageText(messages: CompiledMessages, id: MessageId): string {
  const message = messages[id];
  return typeof message === "string" ? message : id;
}
