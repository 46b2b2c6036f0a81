import { LocalizedLink } from "~/components/layout/localized-link";
import { useT } from "~/i18n/intl";

/** No event matches: say so kindly, offer to create one or to start over. */
export function EmptyState({ onReset }: { onReset: () => void }) {
  const t = useT();
  return (
    <section className="empty-state" aria-labelledby="empty-title">
      <h2 id="empty-title">{t("events.empty")}</h2>
      <p>{t("listing.emptyText")}</p>
      <div className="empty-state__actions">
        <LocalizedLink className="button" to="/organize/create/event">
          {t("listing.emptyCreate")}
        </LocalizedLink>
        <button type="button" className="button button--ghost" onClick={onReset}>
          {t("filters.reset")}
        </button>
      </div>
    </section>
  );
}
