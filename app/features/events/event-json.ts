import type { AccessibilityFeature } from "./accessibility";
import type { Question } from "~/features/questions/registration-questions";
import type { EventRow, Lang, TaxonomyRef } from "./events.schema";
import type { Place } from "~/features/places/places.schema";

export type Localized<T> = Record<string, T>;

/** The public JSON of an event (docs/product.md §3): translatable fields are per-language maps. */
export type EventJson = {
  _id: string;
  slug: string;
  lang: string;
  title: Localized<string>;
  description: Localized<string>;
  descriptionText: Localized<string>;
  cover: Localized<{ url: string }>;
  coverDisplay: { url: string } | null;
  coverAltText: string | null;
  address: Localized<Place>;
  color: string | null;
  type: TaxonomyRef | null;
  topic: TaxonomyRef | null;
  pillar: TaxonomyRef | null;
  date: string;
  startDate: string;
  endDate: string | null;
  timezone: string;
  status: EventRow["status"];
  private: boolean;
  visio: boolean;
  makesense: boolean;
  registerExternal: boolean;
  maxAttendees: number;
  attendeesCount: number;
  feedbacksCount: number;
  user: EventRow["organizers"];
  /** What it offers people with disabilities (docs/product.md §5 "Accessibility"), and the organizer's note. */
  accessibility: AccessibilityFeature[];
  accessibilityNote: string | null;
  /** What people are asked when they register (docs/product.md §5 "Registration questions"). */
  questions: Question[];
  /** Each registration waits for the organizer's approval (docs/product.md §5 "Approval"). */
  requiresApproval: boolean;
};

/** The text of a translatable field in the visitor's language, falling back to the event's own. */
export function localize<T>(field: Localized<T>, lang: Lang, eventLang: string): T | undefined {
  const key = localizedKey(field, lang, eventLang);
  return key === undefined ? undefined : field[key];
}

/** The language `localize` reads: the visitor's, else the event's, else the first the field has. */
function localizedKey(field: Localized<unknown>, lang: Lang, eventLang: string): string | undefined {
  if (field[lang] != null) return lang;
  if (field[eventLang] != null) return eventLang;
  return Object.keys(field).find((key) => field[key] != null);
}

/**
 * A translatable field with only the entry `localize` reads for `lang`, under its own language: what a page
 * in `lang` needs of it, read the same way there (`localize`, `fallbackLang`).
 */
function localizedOnly<T>(field: Localized<T>, lang: Lang, eventLang: string): Localized<T> {
  const key = localizedKey(field, lang, eventLang);
  return key === undefined ? {} : { [key]: field[key] as T };
}

/**
 * An event as a page in `lang` shows it: each translated field with only the entry `localize` reads there. A
 * page's data travels in its HTML, and the other languages would be read by nobody (a language's pages have
 * routes of their own, so changing language loads the page's data again).
 */
export function inPageLanguage(event: EventJson, lang: Lang): EventJson {
  const shown = <T>(field: Localized<T>) => localizedOnly(field, lang, event.lang);
  return {
    ...event,
    title: shown(event.title),
    description: shown(event.description),
    descriptionText: shown(event.descriptionText),
    cover: shown(event.cover),
    address: shown(event.address),
  };
}

/**
 * The language of the text `localize` picks when it is not the page's (a French event on /en), for the
 * element's `lang` attribute, so screen readers and translators read it right; undefined when it is.
 */
export function fallbackLang(field: Localized<unknown>, lang: Lang, eventLang: string): string | undefined {
  const key = localizedKey(field, lang, eventLang);
  return key === lang ? undefined : key;
}
