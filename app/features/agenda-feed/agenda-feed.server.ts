import { createSecretToken, hashSecretToken } from "~/features/accounts/auth/secret-token.server";
import { toEventJson } from "~/features/events/to-event-json";
import { icsCalendar, toIcsEvent } from "~/features/events/ics";
import { eventPageUrl } from "~/features/events/share";
import { CATALOGUES } from "~/i18n/catalogues";
import { isLang, type Lang } from "~/i18n/locale";
import { findAgendaBySecretHash, setCalendarSecretHash } from "./agenda-feed.db.server";

const FEED_NAME: Record<Lang, string> = { fr: "Mon agenda", en: "My agenda", es: "Mi agenda" };

/** A secret as it appears in a feed URL: 256 bits in base64url. */
const AGENDA_SECRET = /^[A-Za-z0-9_-]{43}$/;

/**
 * Creates or rotates the user's private feed and answers its URL. Only the SHA-256 of the secret is
 * stored (like refresh tokens), so the URL is shown once; asking again gives a new one and kills the old.
 */
export async function enableAgendaFeed(db: D1Database, userId: string, siteUrl: string) {
  const secret = createSecretToken();
  await setCalendarSecretHash(db, userId, await hashSecretToken(secret));
  return { url: `${siteUrl}/api/v1/calendar/${secret}.ics` };
}

/** Revokes the user's feed: its URL answers 404 from now on. */
export async function revokeAgendaFeed(db: D1Database, userId: string) {
  await setCalendarSecretHash(db, userId, null);
}

/**
 * The iCalendar of the events the secret's owner attends and that are not over, each in the language
 * they registered in; null when the secret is unknown or revoked.
 */
export async function agendaFeed(db: D1Database, secret: string, siteUrl: string, now = new Date()): Promise<string | null> {
  if (!AGENDA_SECRET.test(secret)) return null;
  const agenda = await findAgendaBySecretHash(db, await hashSecretToken(secret), now.toISOString());
  if (!agenda) return null;
  const feedLang = isLang(agenda.lang) ? agenda.lang : "fr";
  const entries = agenda.events.map((row) => {
    const lang = isLang(row.attendee_lang) ? row.attendee_lang : feedLang;
    const event = toEventJson(row);
    return toIcsEvent(event, { lang, url: eventPageUrl(siteUrl, event.slug, lang), onlineLabel: CATALOGUES[lang]["events.online"] });
  });
  const name = `${CATALOGUES[feedLang]["site.name"]} – ${FEED_NAME[feedLang]}`;
  return icsCalendar(entries, { name, stamp: now.toISOString(), refresh: "PT1H" });
}
