import { Link, useLocation } from "react-router";
import { useT } from "~/i18n/intl";
import { paginationItems } from "./pagination-items";

/**
 * Pager for zero-based `?page=` listings; keeps every other query parameter. With `onSelect`, a click
 * goes through it (the listing's filter machine) instead of following the link.
 */
export function Pagination({ page, total, onSelect }: { page: number; total: number; onSelect?: (page: number) => void }) {
  const t = useT();
  const location = useLocation();
  if (total <= 1) return null;
  const href = (zeroBased: number) => {
    const params = new URLSearchParams(location.search);
    if (zeroBased === 0) params.delete("page");
    else params.set("page", String(zeroBased));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  const link = (zeroBased: number) => ({
    to: href(zeroBased),
    onClick: onSelect
      ? (event: React.MouseEvent) => {
          event.preventDefault();
          onSelect(zeroBased);
        }
      : undefined,
  });
  return (
    <nav className="pagination" aria-label={t("mks-vue.secondaryNav")}>
      <ul>
        {page > 0 ? (
          <li>
            <Link {...link(page - 1)} aria-label={t("mks-vue.previousPage")} rel="prev">
              ‹
            </Link>
          </li>
        ) : null}
        {paginationItems(page + 1, total).map((item) =>
          item.kind === "gap" ? (
            <li key={item.key} aria-hidden="true">
              <span>…</span>
            </li>
          ) : (
            <li key={item.page}>
              <Link
                {...link(item.page - 1)}
                aria-current={item.current ? "page" : undefined}
                aria-label={t(item.current ? "mks-vue.currentPage" : "mks-vue.goToPage", { page: item.page })}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        {page < total - 1 ? (
          <li>
            <Link {...link(page + 1)} aria-label={t("mks-vue.nextPage")} rel="next">
              ›
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
