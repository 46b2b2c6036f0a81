import { cookie, hostCookieName, readCookie } from "~/features/accounts/auth/session.server";
import { isPrivateLinkKey, PRIVATE_LINK_PARAM } from "./private-link";

/**
 * The private events a browser was given links to: their secrets, in one cookie (newest first), so the event's
 * page, its `.ics` and the registration calls let the holder in without `k` in each URL. Bounded: the oldest
 * secrets leave when there are more.
 */
const COOKIE = "event_links";
export const REMEMBERED_LINKS_MAX = 20;
const LIFETIME_SECONDS = 90 * 24 * 3600;

function rememberedKeys(request: Request): string[] {
  const value = readCookie(request, hostCookieName(request.url, COOKIE)) ?? "";
  return value.split(".").filter(isPrivateLinkKey).slice(0, REMEMBERED_LINKS_MAX);
}

/** The secret in the request's `k`, when it has the secret's shape. */
export function linkKeyOfUrl(request: Request): string | null {
  const key = new URL(request.url).searchParams.get(PRIVATE_LINK_PARAM);
  return key !== null && isPrivateLinkKey(key) ? key : null;
}

/** Every private-event secret the request holds (its `k`, then its cookie), as the JSON array the SQL terms bind. */
export function privateLinkKeys(request: Request): string {
  const fromUrl = linkKeyOfUrl(request);
  return JSON.stringify([...new Set([...(fromUrl ? [fromUrl] : []), ...rememberedKeys(request)])]);
}

/** The Set-Cookie that adds `key` to the remembered secrets; null when it is already the newest. */
export function rememberLinkCookie(request: Request, key: string): string | null {
  const keys = rememberedKeys(request);
  if (keys[0] === key) return null;
  const kept = [key, ...keys.filter((known) => known !== key)].slice(0, REMEMBERED_LINKS_MAX);
  return cookie(request.url, hostCookieName(request.url, COOKIE), kept.join("."), `Max-Age=${LIFETIME_SECONDS}`);
}
