import { useState } from "react";
import { TableScroll } from "~/components/ui/table-scroll";
import { LocalizedLink } from "~/components/layout/localized-link";
import { useT } from "~/i18n/intl";
import { useAdminLoad } from "../admin-api";
import { EntryListSchema } from "../admin-answers.schema";
import { AdminSearch } from "./admin-search";
import { AdminLoadView } from "./admin-load-view";
import { ScheduleSummary } from "./entry-schedule";

/**
 * Page-builder entries: filter by model, search by name or path, open one in the editor or start a new one. The
 * state says which live pages have unpublished changes and what is scheduled.
 */
export function EntriesList() {
  const t = useT();
  const [model, setModel] = useState("");
  const [search, setSearch] = useState("");
  const query = new URLSearchParams({ ...(model ? { model } : {}), ...(search ? { search } : {}) }).toString();
  const { state, reload } = useAdminLoad(`/entries${query ? `?${query}` : ""}`, EntryListSchema);
  return (
    <section className="admin-section" aria-labelledby="admin-entries-title">
      <div className="admin-section__head">
        <h2 id="admin-entries-title">{t("admin.section.entries")}</h2>
        <LocalizedLink className="button" to="/admin/entries/new">
          {t("admin.entries.new")}
        </LocalizedLink>
      </div>
      <AdminSearch search={search} onSearch={setSearch}>
        <label>
          {t("admin.entries.model")}
          <select value={model} onChange={(event) => setModel(event.target.value)}>
            <option value="">{t("admin.entries.allModels")}</option>
            {(state.status === "ready" ? state.data.models : []).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </AdminSearch>
      <AdminLoadView load={{ state, reload }} empty={t("admin.empty")}>
        {(data) => (
          <TableScroll labelledBy="admin-entries-title">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t("admin.entries.name")}</th>
                  <th scope="col">{t("admin.entries.model")}</th>
                  <th scope="col">{t("admin.entries.path")}</th>
                  <th scope="col">{t("admin.entries.status")}</th>
                  <th scope="col">{t("admin.entries.updated")}</th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((entry) => (
                  <tr key={entry.id}>
                    <td>
                      <LocalizedLink to={`/admin/entries/${entry.id}`}>{entry.name}</LocalizedLink>
                    </td>
                    <td>{entry.model}</td>
                    <td>{entry.urlPath ?? "—"}</td>
                    <td>
                      {t(`admin.status.${entry.published}`)}
                      {entry.staged ? (
                        <>
                          {" "}
                          <strong className="admin-badge">{t("admin.entries.staged")}</strong>
                        </>
                      ) : null}
                      <ScheduleSummary entry={entry} />
                    </td>
                    <td>{entry.lastUpdated.slice(0, 16).replace("T", " ")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </AdminLoadView>
    </section>
  );
}
