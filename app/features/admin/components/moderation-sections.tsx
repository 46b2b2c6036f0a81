import { useState } from "react";
import { TableScroll } from "~/components/ui/table-scroll";
import { useIntl, useT } from "~/i18n/intl";
import { localizePath } from "~/i18n/locale";
import { codeOf, useAdminApi, useAdminLoad } from "../admin-api";
import { AdminEventListSchema, AdminUserListSchema, AuditListSchema, type AdminEventItem, type AdminUserItem } from "../admin-answers.schema";
import { AdminSearch } from "./admin-search";
import { AdminFailed, AdminLoading } from "./admin-gate";

function EventRow({ event, onChanged }: { event: AdminEventItem; onChanged: () => void }) {
  const t = useT();
  const { lang } = useIntl();
  const call = useAdminApi();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const act = async (path: string, body?: unknown) => {
    const answer = await call("POST", `/events/${event.id}/${path}`, body);
    setConfirming(false);
    if (answer.ok) onChanged();
    else setError(t("admin.error.generic", { code: codeOf(answer) }));
  };
  return (
    <tr>
      <td>
        <a href={localizePath(`/events/e/${event.slug}`, lang)}>{event.title}</a>
      </td>
      <td>{event.startDate.slice(0, 10)}</td>
      <td>
        {t(event.status === "cancelled" ? "admin.events.cancelled" : "admin.events.active")}
        {event.private ? ` · ${t("admin.events.hidden")}` : ""}
      </td>
      <td className="admin-actions">
        <button type="button" className="button button--ghost button--small" onClick={() => void act("hide", { hidden: !event.private })}>
          {t(event.private ? "admin.events.show" : "admin.events.hide")}
        </button>
        {event.status !== "cancelled" ? (
          confirming ? (
            <>
              <button type="button" className="button button--small" onClick={() => void act("cancel")}>
                {t("admin.events.confirmCancel")}
              </button>
              <button type="button" className="button button--ghost button--small" onClick={() => setConfirming(false)}>
                {t("organize.manage.keep")}
              </button>
            </>
          ) : (
            <button type="button" className="button button--ghost button--small" onClick={() => setConfirming(true)}>
              {t("admin.events.cancel")}
            </button>
          )
        ) : null}
        {error ? (
          <span role="alert" className="field-error">
            {error}
          </span>
        ) : null}
      </td>
    </tr>
  );
}

/** Events moderation: hide (private) or show again, cancel (the attendees are emailed). */
export function EventsSection() {
  const t = useT();
  const [search, setSearch] = useState("");
  const { state, reload } = useAdminLoad(`/events?search=${encodeURIComponent(search)}`, AdminEventListSchema);
  return (
    <section className="admin-section" aria-labelledby="admin-events-title">
      <h2 id="admin-events-title">{t("admin.section.events")}</h2>
      <p className="admin-muted">{t("admin.events.lead")}</p>
      <AdminSearch search={search} onSearch={setSearch} />
      {state.status === "loading" ? <AdminLoading /> : null}
      {state.status === "failed" ? <AdminFailed code={state.code} retry={reload} /> : null}
      {state.status === "ready" ? (
        <TableScroll labelledBy="admin-events-title">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t("admin.events.title")}</th>
                <th scope="col">{t("admin.events.date")}</th>
                <th scope="col">{t("admin.entries.status")}</th>
                <th scope="col">{t("admin.versions.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {state.data.data.map((event) => (
                <EventRow key={event.id} event={event} onChanged={reload} />
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </section>
  );
}

function UserRow({ user, self, onChanged }: { user: AdminUserItem; self: boolean; onChanged: () => void }) {
  const t = useT();
  const call = useAdminApi();
  const [role, setRole] = useState(user.role);
  const [error, setError] = useState<string | null>(null);
  const put = async (path: string, body: unknown) => {
    const answer = await call("PUT", `/users/${user.id}/${path}`, body);
    if (answer.ok) onChanged();
    else setError(t("admin.error.generic", { code: codeOf(answer) }));
  };
  return (
    <tr>
      <td>
        {user.email}
        {user.displayName ? <span className="admin-muted"> · {user.displayName}</span> : null}
      </td>
      <td>
        <form
          className="admin-inline"
          onSubmit={(event) => {
            event.preventDefault();
            void put("role", { role });
          }}
        >
          <label>
            <span className="visually-hidden">{t("admin.users.roleOf", { email: user.email })}</span>
            <select
              value={role}
              disabled={self}
              onChange={(event) => setRole(event.target.value === "admin" ? "admin" : event.target.value === "organizer" ? "organizer" : "user")}
            >
              <option value="user">{t("admin.users.role.user")}</option>
              <option value="organizer">{t("admin.users.role.organizer")}</option>
              <option value="admin">{t("admin.users.role.admin")}</option>
            </select>
          </label>
          <button type="submit" className="button button--ghost button--small" disabled={self || role === user.role}>
            {t("admin.users.changeRole")}
          </button>
        </form>
      </td>
      <td>{user.blocked ? t("admin.users.blocked") : user.active ? t("admin.users.active") : t("admin.users.unconfirmed")}</td>
      <td>
        {self ? null : (
          <button type="button" className="button button--ghost button--small" onClick={() => void put("blocked", { blocked: !user.blocked })}>
            {t(user.blocked ? "admin.users.unblock" : "admin.users.block")}
          </button>
        )}
        {error ? (
          <span role="alert" className="field-error">
            {error}
          </span>
        ) : null}
      </td>
    </tr>
  );
}

/** Users: their role (user, organizer, admin) and blocking (no login, sessions ended). */
export function UsersSection({ selfId }: { selfId: string }) {
  const t = useT();
  const [search, setSearch] = useState("");
  const { state, reload } = useAdminLoad(`/users?search=${encodeURIComponent(search)}`, AdminUserListSchema);
  return (
    <section className="admin-section" aria-labelledby="admin-users-title">
      <h2 id="admin-users-title">{t("admin.section.users")}</h2>
      <AdminSearch search={search} onSearch={setSearch} />
      {state.status === "loading" ? <AdminLoading /> : null}
      {state.status === "failed" ? <AdminFailed code={state.code} retry={reload} /> : null}
      {state.status === "ready" ? (
        <TableScroll labelledBy="admin-users-title">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t("admin.users.email")}</th>
                <th scope="col">{t("admin.users.role")}</th>
                <th scope="col">{t("admin.entries.status")}</th>
                <th scope="col">{t("admin.versions.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {state.data.data.map((user) => (
                <UserRow key={`${user.id}-${user.role}-${String(user.blocked)}`} user={user} self={user.id === selfId} onChanged={reload} />
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </section>
  );
}

/** The audit log: who did what, when, newest first. */
export function AuditSection() {
  const t = useT();
  const { state, reload } = useAdminLoad("/audit?limit=100", AuditListSchema);
  return (
    <section className="admin-section" aria-labelledby="admin-audit-title">
      <h2 id="admin-audit-title">{t("admin.section.audit")}</h2>
      {state.status === "loading" ? <AdminLoading /> : null}
      {state.status === "failed" ? <AdminFailed code={state.code} retry={reload} /> : null}
      {state.status === "ready" ? (
        <TableScroll labelledBy="admin-audit-title">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t("admin.versions.when")}</th>
                <th scope="col">{t("admin.versions.who")}</th>
                <th scope="col">{t("admin.audit.action")}</th>
                <th scope="col">{t("admin.audit.target")}</th>
                <th scope="col">{t("admin.audit.summary")}</th>
              </tr>
            </thead>
            <tbody>
              {state.data.data.map((row) => (
                <tr key={row.id}>
                  <td>{row.createdAt.slice(0, 19).replace("T", " ")}</td>
                  <td>{row.scheduled ? t("admin.audit.scheduler") : row.actor}</td>
                  <td>{row.action}</td>
                  <td>
                    <code>{row.target}</code>
                  </td>
                  <td>{row.summary}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </section>
  );
}
