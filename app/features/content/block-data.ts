import type { EventCardJson } from "~/features/events/card-json";
import type { ExclusivityView } from "~/features/exclusivities/exclusivity.schema";
import type { ArticleJson } from "~/features/media/media.db.server";
import type { SurveyView } from "~/features/surveys/survey.schema";

/**
 * What page-builder blocks need from the Worker (docs/architecture.md §4): the loader collects these requests
 * from an entry's blocks, loads them on the server (block-data.server.ts) and hands the results to the blocks
 * through React context, keyed by `requestKey`, so no block fetches after hydration.
 */

/** Upcoming public events: `to` an ISO day, `visio` true for online only, false for in-person only. */
export type EventsRequest = {
  kind: "events";
  limit: number;
  makesense?: boolean;
  to?: string;
  visio?: boolean;
  city?: string;
  momentum?: string;
  topic?: string;
};

export type BlockRequest =
  | EventsRequest
  | { kind: "event"; key: string }
  | { kind: "article"; id: string }
  | { kind: "top-articles"; limit: number }
  | { kind: "buzzing"; limit: number; weeks: number }
  | { kind: "survey" }
  | { kind: "exclusivity"; context: string; region?: string; exclusivity?: string };

/** What each request kind loads. */
export type BlockResults = {
  events: EventCardJson[];
  event: EventCardJson;
  article: ArticleJson;
  "top-articles": ArticleJson[];
  buzzing: ArticleJson[];
  survey: SurveyView;
  exclusivity: ExclusivityView;
};

/**
 * The blocks' data as the page carries it: results by request key (a request that found nothing or failed has
 * none), the server's clock (so dates render the same on both sides), whether this is a preview (blocks then
 * explain what is missing to editors) and the media library's text alternatives of the uploaded images the
 * blocks show, by URL.
 */
export type BlockData = { preview: boolean; now: string; results: Record<string, unknown>; alts: Record<string, string> };

export const EMPTY_BLOCK_DATA: BlockData = { preview: false, now: new Date(0).toISOString(), results: {}, alts: {} };

/** A stable key for a request: its fields in sorted order, undefined ones left out. */
export function requestKey(request: BlockRequest): string {
  const fields = Object.entries(request)
    .filter(([, value]) => value !== undefined && value !== "")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(fields);
}
