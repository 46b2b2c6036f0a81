import { LocalizedLink } from "~/components/layout/localized-link";
import { useT } from "~/i18n/intl";
import { categoryMessageId, MEDIA_CATEGORIES } from "../categories";

/** The media's sections: all articles, each category, and the tags (docs/product.md §2 "/media"). */
export function MediaNav() {
  const t = useT();
  return (
    <nav className="subnav" aria-label={t("media.categories")}>
      <ul>
        <li>
          <LocalizedLink to="/media" end>
            {t("media.allCategories")}
          </LocalizedLink>
        </li>
        {MEDIA_CATEGORIES.map((category) => (
          <li key={category}>
            <LocalizedLink to={`/media/${category}`}>{t(categoryMessageId(category))}</LocalizedLink>
          </li>
        ))}
        <li>
          <LocalizedLink to="/media/tag">{t("media.tags")}</LocalizedLink>
        </li>
      </ul>
    </nav>
  );
}
