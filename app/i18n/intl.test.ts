import { createIntl, type FormatNumberOptions } from "@formatjs/intl";
import { expect, test } from "vitest";
import { makeIntl } from "./intl";
import { INTL_LOCALE, LANGS } from "./locale";

// makeIntl formats dates and numbers without @formatjs/intl's functions (app/i18n/intl.tsx): the same
// text as @formatjs/intl's, for the site's time zone and its fallbacks.
const formatjs = (lang: (typeof LANGS)[number]) => createIntl({ locale: INTL_LOCALE[lang], timeZone: "Europe/Paris", onError: () => {} });
const instant = "2026-03-29T00:30:00.000Z";

test("dates and times read as @formatjs/intl writes them, in the site's time zone unless told another", () => {
  const dateOptions: Intl.DateTimeFormatOptions[] = [
    {},
    { dateStyle: "full", timeStyle: "short" },
    { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" },
    { dateStyle: "medium", timeZone: "America/Montreal" },
    { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" },
  ];
  const timeOptions: Intl.DateTimeFormatOptions[] = [
    {},
    { hour: "numeric", minute: "2-digit", timeZoneName: "short" },
    { timeZone: "Asia/Tokyo" },
    { second: "2-digit" },
  ];
  for (const lang of LANGS) {
    const ours = makeIntl(lang, {});
    const theirs = formatjs(lang);
    for (const value of [instant, new Date(instant), Date.parse(instant)]) {
      for (const options of dateOptions) expect(ours.formatDate(value, options)).toBe(theirs.formatDate(value, options));
      for (const options of timeOptions) expect(ours.formatTime(value, options)).toBe(theirs.formatTime(value, options));
    }
    expect(ours.formatDate("")).toBe(theirs.formatDate(""));
  }
});

test("a date or a number that cannot be formatted comes back as text", () => {
  const intl = makeIntl("fr", {});
  const date = new Date(instant);
  expect(intl.formatDate(date, { timeZone: "Nowhere/Else" })).toBe(String(date));
  expect(intl.formatTime("not a date")).toBe(formatjs("fr").formatTime("not a date"));
  expect(intl.formatNumber(3, { style: "unit" })).toBe("3");
});

test("numbers read as @formatjs/intl writes them", () => {
  const options: FormatNumberOptions[] = [
    {},
    { maximumFractionDigits: 1 },
    { style: "unit", unit: "minute", unitDisplay: "short" },
    { style: "unit", unit: "day", unitDisplay: "long" },
  ];
  for (const lang of LANGS) {
    const ours = makeIntl(lang, {});
    const theirs = formatjs(lang);
    for (const value of [0, 1, 2.45, 12345.678]) {
      for (const option of options) expect(ours.formatNumber(value, option)).toBe(theirs.formatNumber(value, option));
    }
  }
});
