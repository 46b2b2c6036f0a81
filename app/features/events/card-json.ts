import type { AppIntl } from "~/i18n/intl";
import { cardDateLabels, type CardDateLabels } from "./event-date-labels";
import { type EventJson, inPageLanguage } from "./event-json";
import type { Lang } from "./events.schema";
import type { Place } from "~/features/places/places.schema";

/** Cards clamp their text to three lines: this many characters always fill them. */
export const CARD_TEXT_LENGTH = 240;

/** What an event card shows; a whole EventJson is one too. */
export type EventCardJson = Pick<
  EventJson,
  | "_id"
  | "slug"
  | "lang"
  | "title"
  | "descriptionText"
  | "cover"
  | "visio"
  | "startDate"
  | "endDate"
  | "timezone"
  | "status"
  | "attendeesCount"
  | "feedbacksCount"
> & {
  address: Record<string, Pick<Place, "city" | "formattedAddress">>;
  /** Written by the server in the page's language (event-date-labels.ts); absent in API answers. */
  dates?: CardDateLabels;
};

function clip(text: string): string {
  if (text.length <= CARD_TEXT_LENGTH) return text;
  const cut = text.slice(0, CARD_TEXT_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), CARD_TEXT_LENGTH / 2)).trimEnd()}…`;
}

const mapValues = <T, U>(record: Record<string, T>, map: (value: T) => U): Record<string, U> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));

/** A page's language, and the formatters of its date texts when its cards show them (event-date-labels.ts). */
export type CardPage = { lang: Lang; intl?: AppIntl };

/**
 * An event as a card shows it: no description HTML, the start of the text, the city of the address. For a
 * `page`, of each translated field only the language the page shows (`inPageLanguage`), and with its formatters
 * the date texts; API answers keep every language.
 */
export function toCardJson(whole: EventJson, page?: CardPage): EventCardJson {
  const event = page ? inPageLanguage(whole, page.lang) : whole;
  return {
    ...(page?.intl ? { dates: cardDateLabels(event, page.intl) } : {}),
    _id: event._id,
    slug: event.slug,
    lang: event.lang,
    title: event.title,
    descriptionText: mapValues(event.descriptionText, clip),
    cover: event.cover,
    address: mapValues(event.address, ({ city, formattedAddress }) => ({ city, formattedAddress })),
    visio: event.visio,
    startDate: event.startDate,
    endDate: event.endDate,
    timezone: event.timezone,
    status: event.status,
    attendeesCount: event.attendeesCount,
    feedbacksCount: event.feedbacksCount,
  };
}
