import { hasSessionCookie } from "~/features/accounts/auth/session.server";
import { resolveRequestSession } from "~/features/accounts/auth/request-session.server";
import { readEventPage, type EventPageRead } from "./event-page-data.server";
import { linkKeyOfUrl, privateLinkKeys, rememberLinkCookie } from "./private-link.server";

/** The event page's read, and the Set-Cookie values its answer carries (a renewed session, a remembered link). */
export type EventPageAccess = { page: EventPageRead; cookies: string[] };

/**
 * Whether `key` opens the private event `slug` now: its share link's secret (it may have been replaced since the
 * link was sent) or the key of one of its invitations.
 */
async function isLinkOf(db: D1Database, slug: string, key: string): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT 1 FROM events e WHERE e.slug = ?1 AND e.private = 1
         AND (e.share_key = ?2 OR EXISTS (SELECT 1 FROM invitations i WHERE i.key = ?2 AND i.event_no = e.no))`,
    )
    .bind(slug, key)
    .first();
  return row !== null;
}

/**
 * The event page as this request may see it (docs/product.md §6 "Who sees an event"). A public event reads as
 * for an anonymous visitor, so its page is the same for everyone and shared by the page cache. A private one
 * opens to whoever holds its link (`k`, or the cookie that remembers the links followed), then, with a
 * session, to its organizers, the people registered or waiting, and the admins: the session is read only
 * when the event is not public. A link followed is remembered, so the event's calls need no `k`. Null: the
 * request may not see it, answered as if it did not exist.
 */
export async function readEventPageFor(request: Request, env: Env, slug: string, now: Date): Promise<EventPageAccess | null> {
  const linkKeys = privateLinkKeys(request);
  const asVisitor = await readEventPage(env.DB, slug, now, { userId: null, linkKeys });
  if (asVisitor && !asVisitor.event.private) return { page: asVisitor, cookies: [] };
  const cookies: string[] = [];
  let page = asVisitor;
  if (!page && (hasSessionCookie(request) || request.headers.has("Authorization"))) {
    const session = await resolveRequestSession(request, env);
    cookies.push(...session.cookies);
    if (session.user) page = await readEventPage(env.DB, slug, now, { userId: session.user.id, linkKeys });
  }
  if (!page) return null;
  const key = linkKeyOfUrl(request);
  const remember = key && (await isLinkOf(env.DB, slug, key)) ? rememberLinkCookie(request, key) : null;
  if (remember) cookies.push(remember);
  return { page, cookies };
}
