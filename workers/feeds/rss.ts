import { localize, type EventJson } from "~/features/events/event-json";
import { INTL_LOCALE, type Lang } from "~/i18n/locale";
import { escapeHtml } from "~/lib/escape-html";
import { DESCRIPTION_MAX, truncate } from "~/lib/seo";

type Channel = { title: string; link: string; self: string; description: string; lang: Lang };
type Labels = { online: string; cancelled: string };
/** Each event's page URL, and when it was published (null: no pubDate). */
type ItemSources = { urlOf: (event: EventJson) => string; publishedOf: (event: EventJson) => string | null };

function element(name: string, text: string): string {
  return `<${name}>${escapeHtml(text)}</${name}>`;
}

/** An item's summary: when (in the event's time zone), where, and the start of its description. */
function summary(event: EventJson, lang: Lang, labels: Labels): string {
  const when = new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: "full", timeStyle: "short", timeZone: event.timezone }).format(
    new Date(event.startDate),
  );
  const address = localize(event.address, lang, event.lang);
  const where = event.visio ? labels.online : (address?.formattedAddress ?? address?.city ?? "");
  const text = truncate(localize(event.descriptionText, lang, event.lang) ?? "", DESCRIPTION_MAX);
  return [where ? `${when} · ${where}` : when, text].filter(Boolean).join("\n");
}

/** The name the event page shows for its organizer: the display name, else the first name. */
function organizerName(event: EventJson): string | null {
  const [owner] = event.user;
  return owner?.displayname ?? owner?.firstName ?? null;
}

function item(event: EventJson, lang: Lang, { urlOf, publishedOf }: ItemSources, labels: Labels): string {
  const url = urlOf(event);
  const title = localize(event.title, lang, event.lang) ?? event.slug;
  const categories = [event.type, event.topic].flatMap((tax) => (tax ? [localize(tax.name, lang, "fr") ?? tax.slug] : []));
  const published = publishedOf(event);
  const organizer = organizerName(event);
  return [
    "<item>",
    element("title", event.status === "cancelled" ? `[${labels.cancelled}] ${title}` : title),
    element("link", url),
    `<guid isPermaLink="true">${escapeHtml(url)}</guid>`,
    element("description", summary(event, lang, labels)),
    // RFC 822 dates, as RSS 2.0 asks (toUTCString writes "Sat, 28 Nov 2026 09:00:00 GMT").
    ...(published ? [element("pubDate", new Date(published).toUTCString())] : []),
    ...(organizer ? [element("dc:creator", organizer)] : []),
    ...categories.map((name) => element("category", name)),
    "</item>",
  ].join("");
}

/** An RSS 2.0 document of events, each with its page URL, publication date and organizer. */
export function rssDocument(channel: Channel, events: EventJson[], sources: ItemSources, labels: Labels): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel>',
    element("title", channel.title),
    element("link", channel.link),
    element("description", channel.description),
    element("language", INTL_LOCALE[channel.lang]),
    `<atom:link href="${escapeHtml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...events.map((event) => item(event, channel.lang, sources, labels)),
    "</channel></rss>",
  ].join("\n");
}
