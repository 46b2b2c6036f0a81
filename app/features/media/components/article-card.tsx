import { Link } from "react-router";
import { coverUrl } from "~/features/events/cover";
import { useIntl, useT } from "~/i18n/intl";
import { localizePath } from "~/i18n/locale";
import { isNewerArticle } from "../article-style";
import { kindMessageId } from "../categories";
import type { ArticleJson } from "../media.db.server";

/** The looks of an article card (docs/product.md §9, the Article block's variants); "card" is the listing's. */
export type ArticleCardVariant = "card" | "text" | "flat" | "square" | "spotlight" | "line";

/**
 * An article's card. `priority`: the first card of a page, usually its largest paint, is fetched at once.
 * Articles written in another language than the page's are marked with their own `lang` (docs/architecture.md §6).
 */
export function ArticleCard({ article, priority = false, variant = "card" }: { article: ArticleJson; priority?: boolean; variant?: ArticleCardVariant }) {
  const { intl, lang } = useIntl();
  const t = useT();
  const textLang = article.lang !== lang ? article.lang : undefined;
  const showImage = variant !== "text";
  const size = variant === "square" ? { width: 400, height: 400 } : variant === "line" ? { width: 160, height: 100 } : { width: 640, height: 400 };
  return (
    <article className={`card article-card article-card--${variant}`} data-media={article.media} data-newer={isNewerArticle(article) ? "" : undefined}>
      {showImage ? (
        <img
          className="card__media"
          src={coverUrl(article.image)}
          alt=""
          {...size}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
        />
      ) : null}
      <div className="card__body">
        <p className="card__meta">
          {article.media !== "article" ? <span className="badge article-card__kind">{t(kindMessageId(article.media))}</span> : null}{" "}
          <time dateTime={article.firstPublished}>{intl.formatDate(article.firstPublished, { dateStyle: "long" })}</time>
        </p>
        <h3 className="card__title" lang={textLang}>
          <Link to={localizePath(`/media/${article.category}/${article.slug}`, lang)} prefetch="intent">
            {article.title}
          </Link>
        </h3>
        {variant === "line" ? null : (
          <p className="card__text" lang={textLang}>
            {article.descriptionCourte}
          </p>
        )}
      </div>
    </article>
  );
}
