import { useT } from "~/i18n/intl";

/** What every preview shows around the content: that it is a preview, or why there is nothing to see. */
export function PreviewFrame({ state, children }: { state: "shown" | "empty" | "not-found"; children: React.ReactNode }) {
  const t = useT();
  return (
    <div className="container">
      <p className="preview-notice" role="status">
        {t("preview.notice")}
      </p>
      {state === "shown" ? children : <p className="page-head">{t(state === "empty" ? "preview.empty" : "preview.notFound")}</p>}
    </div>
  );
}
