import { useId } from "react";
import { ArticleCard } from "~/features/media/components/article-card";
import { useT } from "~/i18n/intl";
import { useBlockResult } from "../../components/block-data-context";
import { BlockNotice } from "../block-notice";
import { buzzingSidebarRequest } from "./request";

/** Buzzing Sidebar Articles (docs/product.md §9): 'Ça buzze', the 3 most read of the last 12 weeks. */
export function BuzzingSidebarArticles({ title, count, weeks }: { title?: string; count?: number; weeks?: number }) {
  const t = useT();
  const id = useId();
  const articles = useBlockResult("buzzing", buzzingSidebarRequest({ count, weeks }));
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
