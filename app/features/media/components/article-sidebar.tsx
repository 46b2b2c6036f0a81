import type { ReactNode } from "react";
import { useT } from "~/i18n/intl";
import type { ArticleJson } from "../media.db.server";
import { ArticleCard } from "./article-card";

/** The article page's aside: 'Ça buzze' (docs/product.md §9, 3 most read within 12 weeks) and what follows it. */
export function ArticleSidebar({ buzzing, children }: { buzzing: ArticleJson[]; children?: ReactNode }) {
  const t = useT();
  return (
    <aside className="article-layout__aside">
      {buzzing.length > 0 ? (
        <section aria-labelledby="buzzing-sidebar">
          <h2 id="buzzing-sidebar" className="aside-heading">
            {t("media.buzzing")}
          </h2>
          <ul className="article-sidebar__list">
            {buzzing.map((article) => (
              <li key={article._id}>
                <ArticleCard article={article} variant="line" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {children}
    </aside>
  );
}
