import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { LocalizedLink } from "~/components/layout/localized-link";
import { useSession } from "~/features/accounts/sessions/session-context";
import { useT } from "~/i18n/intl";
import { useAdminLoad } from "../admin-api";
import { AdminMeSchema, type AdminMe } from "../admin-answers.schema";

export function AdminLoading() {
  const t = useT();
  return (
    <p role="status" className="admin-muted">
      {t("account.loading")}
    </p>
  );
}

/** A load or write that failed, said plainly, with a retry when one may help. */
export function AdminFailed({ code, retry }: { code: string; retry?: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="notice notice--error">
      <p>{code === "rate_limited" ? t("admin.error.rateLimited") : t("admin.error.generic", { code })}</p>
      {retry ? (
        <button type="button" className="button button--ghost" onClick={retry}>
          {t("account.retry")}
        </button>
      ) : null}
    </div>
  );
}

/**
 * /admin for admins only. The server renders the loading line for everyone (the page never reads the
 * session, docs/architecture.md §5); once hydrated, GET /api/v1/admin/me decides: anonymous visitors get a
 * login that comes back here (401), other members a clear refusal (403).
 */
export function AdminGate({ children }: { children: (me: AdminMe) => ReactNode }) {
  const t = useT();
  const { user, status } = useSession();
  const { pathname } = useLocation();
  const { state, reload } = useAdminLoad(status === "unknown" || !user ? null : "/me", AdminMeSchema);
  if (status === "unknown") return <AdminLoading />;
  if (!user || (state.status === "failed" && state.code === "unauthorized")) {
    return (
      <div className="banner admin-refusal">
        <p>{t("admin.refusal.anonymous")}</p>
        <LocalizedLink className="button" to={`/login/start?redirect=${encodeURIComponent(pathname)}`}>
          {t("account.login")}
        </LocalizedLink>
      </div>
    );
  }
  if (state.status === "loading") return <AdminLoading />;
  if (state.status === "failed") {
    if (state.code === "forbidden" || state.code === "email_not_confirmed") {
      return (
        <div role="alert" className="banner admin-refusal">
          <h2>{t("admin.refusal.title")}</h2>
          <p>{t("admin.refusal.forbidden")}</p>
          <LocalizedLink className="button button--ghost" to="/">
            {t("admin.refusal.home")}
          </LocalizedLink>
        </div>
      );
    }
    return <AdminFailed code={state.code} retry={reload} />;
  }
  return children(state.data);
}
