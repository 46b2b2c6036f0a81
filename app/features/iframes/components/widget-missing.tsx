import { useT } from "~/i18n/intl";

/** An unknown widget id: a bare page in the partner's frame (no header, no link into our site), answered 404. */
export function WidgetMissing() {
  const t = useT();
  return (
    <div className="widget">
      <h1 className="widget__title">{t("widget.missing")}</h1>
      <p className="widget__empty">{t("widget.missingText")}</p>
    </div>
  );
}
