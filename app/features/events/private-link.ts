import type { Lang } from "~/i18n/locale";
import { eventPageUrl } from "./share";

/**
 * The share link of a private event (docs/product.md §6 "Who sees an event"): its page's URL with the event's
 * secret in `k`. Whoever follows it may see the event and register; the page then remembers the secret in a
 * cookie (private-link.server.ts), so the event's calls and a later visit without `k` work as well.
 */
export const PRIVATE_LINK_PARAM = "k";

/** The secret as events.share_key holds it (migrations/0022_private_event_links.sql): 128 bits in lowercase hex. */
const PRIVATE_LINK_KEY = /^[0-9a-f]{32}$/;

export function isPrivateLinkKey(value: string): boolean {
  return PRIVATE_LINK_KEY.test(value);
}

/** The share link of event `slug` in `lang` with secret `key`. */
export function privateEventUrl(siteUrl: string, slug: string, lang: Lang, key: string): string {
  const url = new URL(eventPageUrl(siteUrl, slug, lang));
  url.searchParams.set(PRIVATE_LINK_PARAM, key);
  return url.href;
}
