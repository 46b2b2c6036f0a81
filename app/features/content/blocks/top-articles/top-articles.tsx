import { useId } from "react";
import { ArticleGrid } from "~/features/media/components/article-grid";
import { useT } from "~/i18n/intl";
import { useBlockResult } from "../../components/block-data-context";
import { BlockNotice } from "../block-notice";
import type { ARTICLE_VARIANTS } from "../shared-inputs";
import { topArticlesRequest } from "./request";

/** Top-articles (docs/product.md §9): the most read articles of all time, 6 by default. */
export function TopArticles({ title, count, variant = "square" }: { title?: string; count?: number; variant?: (typeof ARTICLE_VARIANTS)[number] }) {
  const t = useT();
  const id = useId();
  const articles = useBlockResult("top-articles", topArticlesRequest({ count }));
  if (!articles || articles.length === 0) return <BlockNotice block="Top-articles" />;
  return (
    <section className="block-articles" aria-labelledby={id}>
      <h2 id={id}>{title || t("blocks.topArticles.title")}</h2>
      <ArticleGrid articles={articles} variant={variant} />
    </section>
  );
}
