import { Link } from "react-router";
import { coverUrl } from "~/features/events/cover";
import { useIntl } from "~/i18n/intl";
import { localizePath } from "~/i18n/locale";
import type { ArticleJson } from "../media.db.server";

/** `priority`: the first card of a page, usually its largest paint, is fetched at once. */
export function ArticleCard({ article, priority = false }: { article: ArticleJson; priority?: boolean }) {
  const { intl, lang } = useIntl();
  return (
    <article className="card">
      <img
        className="card__media"
        src={coverUrl(article.image)}
        alt=""
        width={640}
        height={400}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
      />
      <div className="card__body">
        <p className="card__meta">
          <time dateTime={article.firstPublished}>{intl.formatDate(article.firstPublished, { dateStyle: "long" })}</time>
        </p>
        <h3 className="card__title">
          <Link to={localizePath(`/media/${article.category}/${article.slug}`, lang)} prefetch="intent">
            {article.title}
          </Link>
        </h3>
        <p className="card__text">{article.descriptionCourte}</p>
      </div>
    </article>
  );
}
