import * as v from "valibot";
import { EventListQuerySchema, type EventListQuery } from "~/features/events/events.schema";
import { findIframe } from "./iframes.db.server";
import type { Iframe } from "./iframes.schema";

/**
 * The GET /events query of an iframe: its saved filters read as URL parameters (the same schema
 * validates them), with the visitor's page and page size. Saved filters that no longer validate throw.
 */
export function iframeEventQuery(iframe: Iframe, { page, limit }: Pick<EventListQuery, "page" | "limit">): EventListQuery {
  const params = Object.fromEntries(Object.entries(iframe.filters).map(([name, value]) => [name, String(value)]));
  return v.parse(EventListQuerySchema, { ...params, page: String(page), limit: String(limit) });
}

/** A partner's saved widget (GET /iframes/{id}); null for an unknown id. */
export function getIframe(db: D1Database, id: string) {
  return findIframe(db, id);
}
