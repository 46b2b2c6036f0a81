import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { CATALOGUES } from "~/i18n/catalogues";
import { IntlProvider } from "~/i18n/intl";
import { loadFeedPage, type FeedState } from "../instagram-feed-page";
import type { InstagramPage } from "../instagram.schema";
import { InstagramFeedView } from "./instagram-feed-view";

function render(state: FeedState, pagination = true): string {
  const view = createElement(InstagramFeedView, { state, pagination, onPage: () => {} });
  return renderToStaticMarkup(createElement(IntlProvider, { lang: "fr", messages: CATALOGUES.fr, children: view }));
}

const PAGE: InstagramPage = {
  data: [
    { id: "1", permalink: "https://www.instagram.com/p/a/", media_type: "IMAGE", media_url: "/covers/climat.png", caption: "Fresque" },
    { id: "2", permalink: "https://www.instagram.com/p/b/", media_type: "CAROUSEL_ALBUM", media_url: "/covers/zero-dechet.png", caption: "Astuces" },
    { id: "3", permalink: "https://www.instagram.com/p/c/", media_type: "VIDEO", media_url: "/covers/biodiversite.png", caption: "Haies" },
  ],
  paging: { next: "/api/v1/api/instagram?count=3&after=abc", previous: null },
};

/** A fetch that answers `body` with `status`, recording the addresses asked. */
function fakeFetch(status: number, body: unknown) {
  const asked: string[] = [];
  const fetcher = async (url: string) => {
    asked.push(url);
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  };
  return { fetcher, asked };
}

test("the feed says LOADING... first, and the product's text on error", () => {
  expect(render({ status: "loading" })).toContain("LOADING...");
  expect(render({ status: "error" })).toContain("Ooops, something went wrong.");
});

test("a loaded feed shows lazy images with sizes, albums and videos named as such", () => {
  const html = render({ status: "loaded", page: PAGE });
  expect(html.match(/loading="lazy"/g)).toHaveLength(3);
  expect(html).toContain('sizes="');
  expect(html).toContain('data-media-type="CAROUSEL_ALBUM"');
  expect(html).toContain("Album");
  expect(html).toContain("Vidéo");
  expect(html).toContain('href="https://www.instagram.com/p/c/"');
});

test("paging buttons show only with pagination on and the link present", () => {
  const withPaging = render({ status: "loaded", page: PAGE });
  expect(withPaging).toContain("Publications plus anciennes");
  expect(withPaging).not.toContain("Publications plus récentes");
  expect(render({ status: "loaded", page: PAGE }, false)).not.toContain("Publications plus anciennes");
});

test("loading a page reads the answer; a failure, an error field or a foreign address is an error", async () => {
  const ok = fakeFetch(200, PAGE);
  expect(await loadFeedPage(ok.fetcher, "/api/v1/api/instagram?count=3")).toEqual({ status: "loaded", page: PAGE });
  expect(ok.asked).toEqual(["/api/v1/api/instagram?count=3"]);
  expect(await loadFeedPage(fakeFetch(502, { error: { code: "instagram_unavailable" } }).fetcher, "/api/v1/api/instagram")).toEqual({ status: "error" });
  expect(await loadFeedPage(fakeFetch(200, { error: "x" }).fetcher, "/api/v1/api/instagram")).toEqual({ status: "error" });
  expect(await loadFeedPage(fakeFetch(200, { data: "nope" }).fetcher, "/api/v1/api/instagram")).toEqual({ status: "error" });
  const foreign = fakeFetch(200, PAGE);
  expect(await loadFeedPage(foreign.fetcher, "https://graph.instagram.com/me/media")).toEqual({ status: "error" });
  expect(foreign.asked).toEqual([]);
  const broken = async () => {
    throw new TypeError("offline");
  };
  expect(await loadFeedPage(broken, "/api/v1/api/instagram")).toEqual({ status: "error" });
});
