import * as v from "valibot";
import { EventListQuerySchema, type EventListQuery } from "~/features/events/events.schema";
import { findIframe } from "./iframes.db.server";
import { toIframeJson, type Iframe, type IframeRow } from "./iframes.schema";

/**
 * The GET /events query of a widget: the caller's filters, then the partner's saved filters over them (a
 * partner's choice is not widened by the URL), the page and page size. Only upcoming events unless the
 * partner chose to show past ones: `from` is then at least now. Saved filters that no longer validate throw.
 */
export function iframeEventQuery(iframe: Iframe, params: Record<string, string>, now: Date): EventListQuery {
  const saved = Object.fromEntries(Object.entries(iframe.filters).map(([name, value]) => [name, String(value)]));
  const query = v.parse(EventListQuerySchema, { lang: iframe.lang, limit: String(iframe.pageSize), ...params, ...saved });
  if (iframe.showPast) return query;
  const from = query.from && query.from > now.toISOString() ? query.from : now.toISOString();
  return { ...query, from };
}

/** A partner's saved widget by id or name (GET /iframes/{id}); null for an unknown one. */
export async function getIframe(db: D1Database, idOrSlug: string): Promise<Iframe | null> {
  const row = await findIframe(db, idOrSlug);
  return row ? toIframeJson(row) : null;
}

/** The widget with the origins allowed to frame it, for the widget page (never sent to the browser). */
export async function getIframeForFrame(db: D1Database, idOrSlug: string): Promise<{ iframe: Iframe; allowedOrigins: string[] } | null> {
  const row: IframeRow | null = await findIframe(db, idOrSlug);
  return row ? { iframe: toIframeJson(row), allowedOrigins: row.allowed_origins } : null;
}
