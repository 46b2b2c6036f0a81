import { useState } from "react";
import { TableScroll } from "~/components/ui/table-scroll";
import { useIntl, useT } from "~/i18n/intl";
import { localizePath } from "~/i18n/locale";
import { codeOf, useAdminApi, useAdminLoad } from "../admin-api";
import { AdminCommentListSchema, type AdminComment } from "../admin-answers.schema";
import { useActionStatus } from "./action-status";
import { AdminSearch } from "./admin-search";
import { AdminLoadView } from "./admin-load-view";

type Kind = AdminComment["kind"];
type State = "visible" | "hidden" | "all";

function CommentRow({ comment, onChanged }: { comment: AdminComment; onChanged: (done: string) => void }) {
  const t = useT();
  const { intl, lang } = useIntl();
  const call = useAdminApi();
  const [error, setError] = useState<string | null>(null);
  const toggle = async () => {
    const answer = await call("POST", `/comments/${comment.kind}/${comment.id}/hide`, { hidden: !comment.hidden });
    if (answer.ok) onChanged(t(comment.hidden ? "admin.comments.restored" : "admin.comments.hidden"));
    else setError(t("admin.error.generic", { code: codeOf(answer) }));
  };
  return (
    <tr>
      <td>
        <q className="admin-comment">{comment.text}</q>
        {comment.rating !== null ? <span className="admin-muted"> · {t("admin.comments.rating", { rating: comment.rating })}</span> : null}
      </td>
      <td>{comment.author ?? t("admin.comments.noAccount")}</td>
      <td>
        {comment.eventSlug ? (
          <a href={localizePath(`/events/e/${comment.eventSlug}`, lang)}>{comment.eventTitle ?? comment.eventSlug}</a>
        ) : (
          t("admin.comments.gameDay", { day: comment.day ?? "" })
        )}
      </td>
      <td>
        <time dateTime={comment.createdAt}>{intl.formatDate(new Date(comment.createdAt), { dateStyle: "medium" })}</time>
      </td>
      <td>{t(comment.hidden ? "admin.comments.hiddenState" : "admin.comments.visibleState")}</td>
      <td className="admin-actions">
        <button type="button" className="button button--ghost button--small" onClick={() => void toggle()}>
          {t(comment.hidden ? "admin.comments.restore" : "admin.comments.hide")}
          <span className="visually-hidden"> : {comment.text}</span>
        </button>
        {error ? (
          <span role="alert" className="field-error">
            {error}
          </span>
        ) : null}
      </td>
    </tr>
  );
}

/**
 * Comment moderation (docs/product.md §2 "/admin"): the feedbacks with text and the winners' names on the word
 * game's board, newest first; hide one from those who read it, or restore it (both in the audit log).
 */
export function CommentsSection() {
  const t = useT();
  const [kind, setKind] = useState<Kind>("feedback");
  const [state, setState] = useState<State>("visible");
  const [search, setSearch] = useState("");
  const query = new URLSearchParams({ kind, state, search }).toString();
  const load = useAdminLoad(`/comments?${query}`, AdminCommentListSchema);
  const { status, announce } = useActionStatus(load.state);
  return (
    <section className="admin-section" aria-labelledby="admin-comments-title">
      <h2 id="admin-comments-title">{t("admin.section.comments")}</h2>
      <p className="admin-muted">{t("admin.comments.lead")}</p>
      <AdminSearch search={search} onSearch={setSearch}>
        <label>
          {t("admin.comments.kind")}
          <select value={kind} onChange={(event) => setKind(event.target.value === "winner" ? "winner" : "feedback")}>
            <option value="feedback">{t("admin.comments.kind.feedback")}</option>
            <option value="winner">{t("admin.comments.kind.winner")}</option>
          </select>
        </label>
        <label>
          {t("admin.comments.state")}
          <select value={state} onChange={(event) => setState(event.target.value === "hidden" ? "hidden" : event.target.value === "all" ? "all" : "visible")}>
            <option value="visible">{t("admin.comments.state.visible")}</option>
            <option value="hidden">{t("admin.comments.state.hidden")}</option>
            <option value="all">{t("admin.comments.state.all")}</option>
          </select>
        </label>
      </AdminSearch>
      {status}
      <AdminLoadView load={load} empty={t("admin.empty")}>
        {(data) => (
          <TableScroll labelledBy="admin-comments-title">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t("admin.comments.text")}</th>
                  <th scope="col">{t("admin.comments.author")}</th>
                  <th scope="col">{t("admin.comments.where")}</th>
                  <th scope="col">{t("admin.events.date")}</th>
                  <th scope="col">{t("admin.entries.status")}</th>
                  <th scope="col">{t("admin.versions.actions")}</th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((comment) => (
                  <CommentRow
                    key={`${comment.kind}:${comment.id}`}
                    comment={comment}
                    onChanged={(done) => {
                      announce(done);
                      load.reload();
                    }}
                  />
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </AdminLoadView>
    </section>
  );
}
