import { useT } from "~/i18n/intl";
import { TableScroll } from "~/components/ui/table-scroll";
import type { AdminLoad } from "../admin-api";
import type { EntryVersionItem } from "../admin-answers.schema";
import { AdminLoadView } from "./admin-load-view";
import { VersionCompare } from "./version-compare";

/**
 * The saved versions of an entry, newest first: each can be seen in the preview, any but the current one
 * restored (a new version), and two compared.
 */
export function EntryVersions({
  state,
  busy,
  viewing,
  onView,
  onRestore,
}: {
  state: AdminLoad<{ data: EntryVersionItem[] }>;
  busy: boolean;
  viewing: number | null;
  onView: (version: EntryVersionItem) => void;
  onRestore: (version: number) => void;
}) {
  const t = useT();
  return (
    <section className="admin-versions" aria-labelledby="admin-versions-title">
      <h3 id="admin-versions-title">{t("admin.versions.title")}</h3>
      <AdminLoadView load={{ state }} empty={t("admin.versions.none")}>
        {(data) => (
          <TableScroll labelledBy="admin-versions-title">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t("admin.versions.number")}</th>
                  <th scope="col">{t("admin.versions.when")}</th>
                  <th scope="col">{t("admin.versions.who")}</th>
                  <th scope="col">{t("admin.versions.what")}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t("admin.versions.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((version, index) => (
                  <tr key={version.version}>
                    <td>{version.version}</td>
                    <td>{version.createdAt.slice(0, 19).replace("T", " ")}</td>
                    <td>{version.author ?? "—"}</td>
                    <td>{version.note}</td>
                    <td className="admin-actions">
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        aria-pressed={viewing === version.version}
                        onClick={() => onView(version)}
                        aria-label={t("admin.versions.viewN", { version: version.version })}
                      >
                        {t("admin.versions.view")}
                      </button>
                      {index === 0 ? (
                        <span className="admin-muted">{t("admin.versions.current")}</span>
                      ) : (
                        <button
                          type="button"
                          className="button button--ghost button--small"
                          disabled={busy}
                          onClick={() => onRestore(version.version)}
                          aria-label={t("admin.versions.restoreN", { version: version.version })}
                        >
                          {t("admin.versions.restore")}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </AdminLoadView>
      {state.status === "ready" && state.data.data.length > 1 ? <VersionCompare key={state.data.data[0]?.version} versions={state.data.data} /> : null}
    </section>
  );
}
