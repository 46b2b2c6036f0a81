import type { AppIntl } from "~/i18n/intl";

/** A puzzle's day ('YYYY-MM-DD', Paris) as a long date in the visitor's language. */
export function formatPuzzleDate(intl: AppIntl, day: string): string {
  return intl.formatDate(new Date(`${day}T12:00:00Z`), { dateStyle: "long", timeZone: "Europe/Paris" });
}
