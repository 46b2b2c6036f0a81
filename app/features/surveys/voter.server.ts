import { cookie, hostCookieName, readCookie } from "~/features/accounts/auth/session.server";
import { createSecretToken, hashSecretToken } from "~/features/accounts/auth/secret-token.server";

/**
 * Who votes (docs/product.md §4 "Survey"): a member by their user id; an anonymous visitor by a random id
 * kept in an HttpOnly `voter` cookie, of which `survey_votes` stores only the SHA-256 (hex).
 */
const VOTER_SECONDS = 400 * 86_400;

/** The voter key of a request and, for a visitor without a voter cookie yet, the cookie to set. */
export async function voterOf(request: Request, userId: string | null): Promise<{ voterKey: string; setCookie: string | null }> {
  if (userId) return { voterKey: userId, setCookie: null };
  const name = hostCookieName(request.url, "voter");
  const existing = readCookie(request, name);
  if (existing && /^[A-Za-z0-9_-]{43}$/.test(existing)) return { voterKey: await hashSecretToken(existing), setCookie: null };
  const token = createSecretToken();
  return { voterKey: await hashSecretToken(token), setCookie: cookie(request.url, name, token, `Max-Age=${VOTER_SECONDS}`) };
}
