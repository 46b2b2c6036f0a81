import { useId } from "react";
import { ArticleCard } from "~/features/media/components/article-card";
import { ArticleGrid } from "~/features/media/components/article-grid";
import { useT } from "~/i18n/intl";
import { blockRequest } from "../../block-requests";
import type { ARTICLE_VARIANTS } from "../../block-definitions";
import { useBlockResult } from "../block-data-context";
import { BlockNotice } from "./block-notice";

type Variant = (typeof ARTICLE_VARIANTS)[number];

/** Article (docs/product.md §9): one article named by a content reference, in one of five looks. */
export function ArticleBlock({ article, variant = "flat" }: { article?: unknown; variant?: Variant }) {
  const found = useBlockResult("article", blockRequest("Article", { article }));
  if (!found) return <BlockNotice block="Article" />;
  return (
    <div className="block-article">
      <ArticleCard article={found} variant={variant} />
    </div>
  );
}

/** Top-articles (docs/product.md §9): the most read articles of all time, 6 by default. */
export function TopArticles({ title, count, variant = "square" }: { title?: string; count?: number; variant?: Variant }) {
  const t = useT();
  const id = useId();
  const articles = useBlockResult("top-articles", blockRequest("Top-articles", { count }));
  if (!articles || articles.length === 0) return <BlockNotice block="Top-articles" />;
  return (
    <section className="block-articles" aria-labelledby={id}>
      <h2 id={id}>{title || t("blocks.topArticles.title")}</h2>
      <ArticleGrid articles={articles} variant={variant} />
    </section>
  );
}

/** Buzzing Sidebar Articles (docs/product.md §9): 'Ça buzze', the 3 most read of the last 12 weeks. */
export function BuzzingArticles({ title, count, weeks }: { title?: string; count?: number; weeks?: number }) {
  const t = useT();
  const id = useId();
  const articles = useBlockResult("buzzing", blockRequest("Buzzing Sidebar Articles", { count, weeks }));
  if (!articles || articles.length === 0) return <BlockNotice block="Buzzing Sidebar Articles" />;
  return (
    <section className="block-buzzing" aria-labelledby={id}>
      <h2 id={id} className="aside-heading">
        {title || t("media.buzzing")}
      </h2>
      <ul className="article-sidebar__list">
        {articles.map((article) => (
          <li key={article._id}>
            <ArticleCard article={article} variant="line" />
          </li>
        ))}
      </ul>
    </section>
  );
}
