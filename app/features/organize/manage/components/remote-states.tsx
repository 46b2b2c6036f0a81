import { useT } from "~/i18n/intl";

export function Loading() {
  const t = useT();
  return (
    <p role="status" className="organize-loading">
      {t("account.loading")}
    </p>
  );
}

/** A load that failed: why (refused, not found, or anything else) and, for the last, a retry button. */
export function LoadFailed({ code, retry }: { code: string; retry: () => void }) {
  const t = useT();
  if (code === "forbidden" || code === "event_not_found") {
    return (
      <p role="alert" className="notice notice--error">
        {t(code === "forbidden" ? "organize.manage.forbidden" : "organize.manage.notFound")}
      </p>
    );
  }
  return (
    <div role="alert" className="notice notice--error">
      <p>{t("account.loadFailed")}</p>
      <button type="button" className="button button--ghost" onClick={retry}>
        {t("account.retry")}
      </button>
    </div>
  );
}
