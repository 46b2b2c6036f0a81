import type { Lang } from "~/i18n/locale";
import { wallClockAt, wallDate, wallMinute } from "./wall-clock";

const ZONE_TIME: Record<Lang, (city: string) => string> = {
  fr: (city) => `heure de ${city}`,
  en: (city) => `${city} time`,
  es: (city) => `hora de ${city}`,
};

/**
 * A time zone as people say it, from its IANA name's city: 'heure de Paris', 'New York time', 'hora de
 * Madrid' (the CSV's headers and the emails, docs/product.md §6). A zone without a city ("UTC") keeps its name.
 */
export function zoneName(timeZone: string, lang: Lang): string {
  const city = timeZone.includes("/") ? timeZone.slice(timeZone.lastIndexOf("/") + 1).replace(/_/g, " ") : null;
  return city ? ZONE_TIME[lang](city) : timeZone;
}

/** `iso` as a spreadsheet reads a date and time, in `timeZone`: "2026-12-01 19:04". */
export function zonedSpreadsheetTime(iso: string, timeZone: string): string {
  const wall = wallClockAt(new Date(iso), timeZone);
  return `${wallDate(wall)} ${wallMinute(wall)}`;
}
