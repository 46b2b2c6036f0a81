import type { ReactNode } from "react";
import { useT } from "~/i18n/intl";

/**
 * The filters above an admin list or a picker's choices: a search form (its landmark) with the filters given
 * (selects), then the search field; the list follows each keystroke, so the form is never submitted.
 */
export function AdminSearch({ search, onSearch, children }: { search: string; onSearch: (search: string) => void; children?: ReactNode }) {
  const t = useT();
  return (
    <form className="admin-filters" role="search" onSubmit={(event) => event.preventDefault()}>
      {children}
      <label>
        {t("admin.search")}
        <input type="search" value={search} onChange={(event) => onSearch(event.target.value)} />
      </label>
    </form>
  );
}
