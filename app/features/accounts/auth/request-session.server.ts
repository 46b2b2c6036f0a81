import type { SessionUser } from "./auth.schema";
import { refreshSession } from "./auth.server";
import { clearedSessionCookies, readBearerToken, readCookie, sessionCookieNames, sessionCookies, userOfAccessToken } from "./session.server";

/** Who a request is, and the Set-Cookie values its response must carry when the session was renewed or ended. */
export type RequestSession = { user: SessionUser | null; cookies: string[] };

/**
 * The session of a request (docs/product.md §4 "Session"). `Authorization: Bearer` is the API client's own business:
 * it is checked and nothing else. In the browser the tokens are HttpOnly cookies the page cannot read, so
 * the server refreshes for it: an access cookie that is missing (expired after its day), invalid or of an
 * ended session, next to a refresh cookie, rotates the refresh token and the response sets the new pair.
 * A refresh cookie that no longer works clears both cookies (docs/decisions/010).
 */
export async function resolveRequestSession(request: Request, env: Env): Promise<RequestSession> {
  const bearer = readBearerToken(request);
  if (bearer !== undefined) return { user: bearer ? await userOfAccessToken(env, bearer) : null, cookies: [] };
  const names = sessionCookieNames(request.url);
  const access = readCookie(request, names.token);
  const user = access ? await userOfAccessToken(env, access) : null;
  if (user) return { user, cookies: [] };
  const refresh = readCookie(request, names.refresh);
  const tokens = refresh ? await refreshSession(env, refresh) : null;
  if (!tokens) return { user: null, cookies: access || refresh ? clearedSessionCookies(request.url) : [] };
  return { user: await userOfAccessToken(env, tokens.token), cookies: sessionCookies(request.url, tokens) };
}
