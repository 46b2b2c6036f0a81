import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import * as v from "valibot";
import { errorOf } from "../support/api-answers";
import { apiCall, getJson } from "../support/api-call";
import { createInstagramPosts } from "../factories/site-offers";

const Page = v.object({
  data: v.array(v.object({ id: v.string(), permalink: v.string(), media_type: v.string(), media_url: v.string(), caption: v.string() })),
  paging: v.object({ next: v.nullable(v.string()), previous: v.nullable(v.string()) }),
});

/** A page of the feed at `path` (under /api/v1, or a paging link as answered). */
async function feed(path: string) {
  const { status, headers, body } = await getJson(path.replace(/^\/api\/v1/, ""));
  expect(status).toBe(200);
  return { headers, page: v.parse(Page, body) };
}

test("the local feed pages through the posts, newest first, with next and previous links of our own API", async () => {
  const ids = await createInstagramPosts(7);
  const first = await feed("/api/instagram?count=3");
  expect(first.headers.get("cache-control")).toContain("s-maxage=300");
  expect(first.page.data.map((post) => post.id)).toEqual(ids.slice(0, 3));
  expect(first.page.data[1]).toEqual({
    id: ids[1],
    permalink: `https://www.instagram.com/p/${ids[1]}/`,
    media_type: "CAROUSEL_ALBUM",
    media_url: "/covers/climat.png",
    caption: "Publication 1",
  });
  expect(first.page.paging.previous).toBeNull();
  expect(first.page.paging.next).toMatch(/^\/api\/v1\/api\/instagram\?count=3&after=/);

  const second = await feed(first.page.paging.next ?? "");
  expect(second.page.data.map((post) => post.id)).toEqual(ids.slice(3, 6));
  const third = await feed(second.page.paging.next ?? "");
  expect(third.page.data.map((post) => post.id)).toEqual(ids.slice(6));
  expect(third.page.paging.next).toBeNull();

  const back = await feed(third.page.paging.previous ?? "");
  expect(back.page.data.map((post) => post.id)).toEqual(ids.slice(3, 6));
  const top = await feed(back.page.paging.previous ?? "");
  expect(top.page.data.map((post) => post.id)).toEqual(ids.slice(0, 3));
  expect(top.page.paging.previous).toBeNull();
});

test("bad parameters answer 400; a token in the query is ignored, never used", async () => {
  for (const query of ["count=0", "count=26", "count=abc", "after=a&before=b", "after=%3Cscript%3E"]) {
    const response = await apiCall("GET", `/api/instagram?${query}`);
    expect([query, response.status, errorOf(await response.json()).code]).toEqual([query, 400, "invalid_parameter"]);
  }
  const withToken = await apiCall("GET", "/api/instagram?count=2&accessToken=volé");
  expect(withToken.status).toBe(200);
  expect(JSON.stringify(await withToken.json())).not.toContain("volé");
});

test("a cursor that does not decode starts from the top", async () => {
  await createInstagramPosts(3, "top");
  const { page } = await feed("/api/instagram?count=2&after=bm9wZQ");
  expect(page.data).toHaveLength(2);
});

test("with a token the Graph API answers, through our own paging links: the token never leaves the server", async () => {
  const { loadInstagramPage } = await import("~/features/instagram/instagram.server");
  const asked: URL[] = [];
  const graph = {
    data: [
      {
        id: "g1",
        permalink: "https://www.instagram.com/p/g1/",
        media_type: "VIDEO",
        media_url: "https://cdn.example/v.mp4",
        thumbnail_url: "https://cdn.example/v.jpg",
        caption: "Vidéo",
      },
      { id: "g2", permalink: "https://www.instagram.com/p/g2/", media_type: "IMAGE", media_url: "https://cdn.example/i.jpg" },
    ],
    paging: { cursors: { before: "QkVGT1JF", after: "QUZURVI" }, next: "https://graph.instagram.com/me/media?access_token=SECRET&after=QUZURVI" },
  };
  const fetcher = async (url: RequestInfo | URL) => {
    asked.push(new URL(String(url)));
    return Response.json(graph);
  };
  const page = await loadInstagramPage({ db: env.DB, token: "SECRET", apiBase: "/api/v1", fetcher }, { count: 2, after: "QUZURVI" });
  const [request] = asked;
  expect(request && `${request.origin}${request.pathname}`).toBe("https://graph.instagram.com/me/media");
  expect(request?.searchParams.get("access_token")).toBe("SECRET");
  expect(request?.searchParams.get("after")).toBe("QUZURVI");
  expect(page.paging).toEqual({ next: "/api/v1/api/instagram?count=2&after=QUZURVI", previous: null });
  expect(page.data.map((post) => [post.id, post.media_type, post.caption])).toEqual([
    ["g1", "VIDEO", "Vidéo"],
    ["g2", "IMAGE", ""],
  ]);
  expect(JSON.stringify(page)).not.toContain("SECRET");

  const failing = async () => new Response("{}", { status: 500 });
  await expect(loadInstagramPage({ db: env.DB, token: "SECRET", apiBase: "/api/v1", fetcher: failing }, { count: 2 })).rejects.toThrow(
    "Instagram answered 500",
  );
});

test("feed pages are read through instagram_posts_by_position, without a sort", async () => {
  const plan = async (sql: string) =>
    (await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind("2026-01-01", "x", 9).all()).results.map((row) => String(row.detail)).join(" | ");
  for (const where of ["(posted_at, id) < (?1, ?2) ORDER BY posted_at DESC, id DESC", "(posted_at, id) > (?1, ?2) ORDER BY posted_at ASC, id ASC"]) {
    const detail = await plan(`SELECT id FROM instagram_posts WHERE ${where} LIMIT ?3`);
    expect(detail).toContain("instagram_posts_by_position");
    expect(detail).not.toContain("TEMP B-TREE");
  }
});
