import { data } from "react-router";
import type { SessionUser } from "./auth.schema";
import { resolveRequestSession } from "./request-session.server";

/**
 * The HTTP status of a gated page (the account, organizer and admin pages, docs/architecture.md §5): the
 * page itself is still the shell that asks in the browser and shows the login prompt or the refusal in the
 * visitor's language, but its status says it at once, to browsers, crawlers and tools: 401 for an anonymous
 * visitor, 403 or 404 as `decide` says for a member, 200 when allowed. Never stored by the page cache; a
 * renewed session's cookies go with it.
 */
export async function gatedPage(request: Request, env: Env, decide: (user: SessionUser) => number | Promise<number>) {
  const session = await resolveRequestSession(request, env);
  const status = session.user ? await decide(session.user) : 401;
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  for (const cookie of session.cookies) headers.append("Set-Cookie", cookie);
  return data(null, { status, headers });
}
