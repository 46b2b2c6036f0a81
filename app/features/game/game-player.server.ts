import { cookie, hostCookieName, readCookie } from "~/features/accounts/auth/session.server";

/**
 * Who plays (docs/product.md §7 "Game"): a logged-in player is their account ('u:<user id>'), so one score a
 * day holds across their devices; anyone else is the random id of the `game_player` cookie ('a:<id>'),
 * HttpOnly and set by their first checked guess. Clearing cookies makes a new anonymous player, as it
 * would on any site without an account; the guess rate limit per address bounds what that buys.
 */
export type Player = { key: string; userId: string | null; newCookie: string | null };

const COOKIE = "game_player";
const COOKIE_SECONDS = 400 * 86_400;
const ANONYMOUS_ID = /^[0-9a-f]{32}$/;

function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The player of a request, or null for an anonymous visitor who has not played yet. */
export function playerOf(request: Request, userId: string | null): Player | null {
  if (userId !== null) return { key: `u:${userId}`, userId, newCookie: null };
  const id = readCookie(request, hostCookieName(request.url, COOKIE));
  return id !== null && ANONYMOUS_ID.test(id) ? { key: `a:${id}`, userId: null, newCookie: null } : null;
}

/** The player of a request; an anonymous visitor who has not played yet gets a new id, and its cookie. */
export function playerOrNew(request: Request, userId: string | null): Player {
  const known = playerOf(request, userId);
  if (known) return known;
  const fresh = randomId();
  return { key: `a:${fresh}`, userId: null, newCookie: cookie(request.url, hostCookieName(request.url, COOKIE), fresh, `Max-Age=${COOKIE_SECONDS}`) };
}
