import * as v from "valibot";
import { listInstagramPosts, type FeedPosition } from "./instagram.db.server";
import { GraphMediaSchema, type InstagramPage, type InstagramPost, type InstagramQuery, type InstagramRow } from "./instagram.schema";

/**
 * The Instagram feed (docs/architecture.md §3): the seeded `instagram_posts` by default, the Instagram Graph
 * API when INSTAGRAM_ACCESS_TOKEN is set. Either way the answer's paging links point to our own API with
 * opaque cursors: Instagram's own links carry the token, which never reaches the browser.
 */
const GRAPH_MEDIA_URL = "https://graph.instagram.com/me/media";
const GRAPH_FIELDS = "id,caption,media_type,media_url,permalink,thumbnail_url";
const GRAPH_TIMEOUT_MS = 3000;

export class InstagramUnavailable extends Error {
  override readonly name = "InstagramUnavailable";
}

function pageUrl(apiBase: string, count: number, cursor: { after: string } | { before: string }) {
  const params = new URLSearchParams({ count: String(count), ...cursor });
  return `${apiBase}/api/instagram?${params}`;
}

const encodeCursor = (row: InstagramRow) => btoa(`${row.posted_at}|${row.id}`).replaceAll("+", "-").replaceAll("/", "_");

function decodeCursor(cursor: string): FeedPosition | null {
  try {
    const [postedAt, id] = atob(cursor.replaceAll("-", "+").replaceAll("_", "/")).split("|");
    return postedAt && id && !Number.isNaN(Date.parse(postedAt)) ? { postedAt, id } : null;
  } catch {
    return null;
  }
}

const toPost = ({ id, permalink, media_type, media_url, caption }: InstagramRow): InstagramPost => ({ id, permalink, media_type, media_url, caption });

/** One page of the seeded posts; a cursor that does not decode starts from the top. */
async function localPage(db: D1Database, apiBase: string, { count, after, before }: InstagramQuery): Promise<InstagramPage> {
  const afterAt = after ? (decodeCursor(after) ?? undefined) : undefined;
  const beforeAt = before ? (decodeCursor(before) ?? undefined) : undefined;
  const rows = await listInstagramPosts(db, { limit: count + 1, after: afterAt, before: beforeAt });
  // One row more than asked says whether there is more in the direction read.
  const more = rows.length > count;
  const page = beforeAt ? rows.slice(rows.length - Math.min(rows.length, count)) : rows.slice(0, count);
  const first = page[0];
  const last = page.at(-1);
  const hasNewer = beforeAt ? more : afterAt !== undefined;
  const hasOlder = beforeAt ? true : more;
  return {
    data: page.map(toPost),
    paging: {
      next: last && hasOlder ? pageUrl(apiBase, count, { after: encodeCursor(last) }) : null,
      previous: first && hasNewer ? pageUrl(apiBase, count, { before: encodeCursor(first) }) : null,
    },
  };
}

/** One page from the Graph API; any failure is InstagramUnavailable (logged, never with the token). */
async function graphPage(token: string, apiBase: string, { count, after, before }: InstagramQuery, fetcher: typeof fetch): Promise<InstagramPage> {
  const url = new URL(GRAPH_MEDIA_URL);
  url.search = new URLSearchParams({
    fields: GRAPH_FIELDS,
    limit: String(count),
    ...(after ? { after } : {}),
    ...(before ? { before } : {}),
    access_token: token,
  }).toString();
  let body: unknown;
  try {
    const response = await fetcher(url, { signal: AbortSignal.timeout(GRAPH_TIMEOUT_MS) });
    if (!response.ok) throw new InstagramUnavailable(`Instagram answered ${response.status}`);
    body = await response.json();
  } catch (error) {
    throw error instanceof InstagramUnavailable ? error : new InstagramUnavailable("Instagram could not be reached");
  }
  const parsed = v.safeParse(GraphMediaSchema, body);
  if (!parsed.success) throw new InstagramUnavailable("Instagram answered an unexpected shape");
  const { data, paging } = parsed.output;
  return {
    data: data.flatMap(({ id, permalink, media_type, media_url, thumbnail_url, caption }) => {
      const image = media_url ?? thumbnail_url;
      return image ? [{ id, permalink, media_type, media_url: image, ...(thumbnail_url ? { thumbnail_url } : {}), caption }] : [];
    }),
    paging: {
      next: paging?.next && paging.cursors?.after ? pageUrl(apiBase, count, { after: paging.cursors.after }) : null,
      previous: paging?.previous && paging.cursors?.before ? pageUrl(apiBase, count, { before: paging.cursors.before }) : null,
    },
  };
}

/** A page of the feed from the configured source; throws InstagramUnavailable when Instagram fails. */
export function loadInstagramPage(
  source: { db: D1Database; token: string; apiBase: string; fetcher?: typeof fetch },
  query: InstagramQuery,
): Promise<InstagramPage> {
  if (source.token) return graphPage(source.token, source.apiBase, query, source.fetcher ?? fetch);
  return localPage(source.db, source.apiBase, query);
}
