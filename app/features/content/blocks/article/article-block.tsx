import { ArticleCard } from "~/features/media/components/article-card";
import { useBlockResult } from "../../components/block-data-context";
import { BlockNotice } from "../block-notice";
import type { ARTICLE_VARIANTS } from "../shared-inputs";
import { articleRequest } from "./request";

/** Article (docs/product.md §9): one article named by a content reference, in one of five looks. */
export function ArticleBlock({ article, variant = "flat" }: { article?: unknown; variant?: (typeof ARTICLE_VARIANTS)[number] }) {
  const found = useBlockResult("article", articleRequest({ article }));
  if (!found) return <BlockNotice block="Article" />;
  return (
    <div className="block-article">
      <ArticleCard article={found} variant={variant} />
    </div>
  );
}
