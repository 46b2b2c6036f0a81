import { useEffect, useId, useState } from "react";
import { useT } from "~/i18n/intl";
import { useRootData } from "~/lib/root-data";
import { firstPageUrl, loadFeedPage, type FeedState } from "../instagram-feed-page";
import { InstagramFeedView } from "./instagram-feed-view";

/**
 * The Instagram feed (docs/product.md §4): `count` posts from GET /api/instagram, fetched after hydration
 * (the page stays cacheable and never waits on Instagram); LOADING..., an error, or the posts with
 * older/newer buttons when `pagination` is on and the answer has the link.
 */
export function InstagramFeed({ count, pagination }: { count: number; pagination: boolean }) {
  const t = useT();
  const { config } = useRootData();
  const headingId = useId();
  // The page asked for (the first, or a paging link) and the state of the last answer, for that page.
  const [url, setUrl] = useState(() => firstPageUrl(config.apiBase, count));
  const [answer, setAnswer] = useState<{ url: string; state: FeedState } | null>(null);
  useEffect(() => {
    let current = true;
    void loadFeedPage((address) => fetch(address, { headers: { Accept: "application/json" } }), url).then((state) => current && setAnswer({ url, state }));
    return () => void (current = false);
  }, [url]);
  const state: FeedState = answer?.url === url ? answer.state : { status: "loading" };
  return (
    <section className="instagram-feed" aria-labelledby={headingId} aria-busy={state.status === "loading"}>
      <h2 id={headingId}>{t("instagram.title")}</h2>
      <InstagramFeedView state={state} pagination={pagination} onPage={setUrl} />
    </section>
  );
}
