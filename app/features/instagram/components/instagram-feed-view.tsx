import { useT } from "~/i18n/intl";
import type { FeedState } from "../instagram-feed-page";
import type { InstagramPost } from "../instagram.schema";

/** Rendered width of a tile: half the column on phones, a quarter from 768 px. */
const TILE_SIZES = "(max-width: 767px) 50vw, 275px";

function Post({ post }: { post: InstagramPost }) {
  const t = useT();
  const kind = post.media_type === "VIDEO" ? t("instagram.video") : post.media_type === "CAROUSEL_ALBUM" ? t("instagram.album") : null;
  return (
    <li className="instagram-post" data-media-type={post.media_type}>
      <a href={post.permalink} target="_blank" rel="noopener noreferrer">
        <img src={post.thumbnail_url ?? post.media_url} alt={post.caption} loading="lazy" decoding="async" sizes={TILE_SIZES} width={320} height={320} />
        {kind ? (
          <span className="instagram-post__kind">
            <span aria-hidden="true">{post.media_type === "VIDEO" ? "▶" : "❏"}</span> {kind}
          </span>
        ) : null}
        <span className="visually-hidden">{t("instagram.open")}</span>
      </a>
    </li>
  );
}

/** The feed in one of its states; the paging buttons only with `pagination` and a link to follow. */
export function InstagramFeedView({ state, pagination, onPage }: { state: FeedState; pagination: boolean; onPage: (url: string) => void }) {
  const t = useT();
  if (state.status === "loading")
    return (
      <p className="instagram-feed__status" role="status">
        {t("instagram.loading")}
      </p>
    );
  if (state.status === "error")
    return (
      <p className="instagram-feed__status" role="alert">
        {t("instagram.error")}
      </p>
    );
  const { data, paging } = state.page;
  return (
    <>
      <ul className="instagram-feed__grid">
        {data.map((post) => (
          <Post key={post.id} post={post} />
        ))}
      </ul>
      {pagination && (paging.previous || paging.next) ? (
        <div className="instagram-feed__paging">
          {paging.previous ? (
            <button type="button" className="button button--ghost" onClick={() => paging.previous && onPage(paging.previous)}>
              {t("instagram.previous")}
            </button>
          ) : null}
          {paging.next ? (
            <button type="button" className="button button--ghost" onClick={() => paging.next && onPage(paging.next)}>
              {t("instagram.next")}
            </button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
