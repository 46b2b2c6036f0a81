import type { ArticleJson } from "../media.db.server";
import { ArticleCard, type ArticleCardVariant } from "./article-card";

/** A grid of article cards; the first card is fetched first when `priority`. */
export function ArticleGrid({ articles, priority = false, variant }: { articles: ArticleJson[]; priority?: boolean; variant?: ArticleCardVariant }) {
  return (
    <ul className="grid">
      {articles.map((article, index) => (
        <li key={article._id}>
          <ArticleCard article={article} priority={priority && index === 0} variant={variant} />
        </li>
      ))}
    </ul>
  );
}
