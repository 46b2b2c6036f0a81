import { useIntl, useT } from "~/i18n/intl";
import { localizePath } from "~/i18n/locale";
import { SmartLink } from "../smart-link";

type Crumb = { label?: string; path?: string };

/** Breadcrumbs (docs/product.md §9): home, then the editor's items; the last one is the current page. */
export function Breadcrumbs({ items = [] }: { items?: Crumb[] }) {
  const t = useT();
  const { lang } = useIntl();
  const crumbs = [{ label: t("mks-vue.home"), path: localizePath("/", lang) }, ...items.filter((item) => item.label)];
  return (
    <nav className="block-breadcrumbs" aria-label={t("blocks.breadcrumbs.label")}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {index === crumbs.length - 1 || !crumb.path ? (
              <span aria-current={index === crumbs.length - 1 ? "page" : undefined}>{crumb.label}</span>
            ) : (
              <SmartLink href={crumb.path}>{crumb.label}</SmartLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
