import { useSyncExternalStore } from "react";
import { useT } from "~/i18n/intl";
import { analytics, CONSENT_KEY } from "~/lib/analytics";

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
/**
 * Whether the banner stays away: the visitor answered, or the page is in a frame. Site pages refuse every frame
 * but their own origin's (docs/architecture.md §5), so a framed page is an editor's preview in /admin, where the
 * banner would cover the page being edited (docs/product.md §2 "/admin").
 */
const settled = () => window.localStorage.getItem(CONSENT_KEY) !== null || window.self !== window.top;

/** Asks once for audience-measurement consent; events wait in a buffer until the answer (docs/product.md §4). */
export function ConsentBanner() {
  const t = useT();
  // On the server and during hydration the banner is hidden; the browser then reads local storage.
  const open = !useSyncExternalStore(subscribe, settled, () => true);
  if (!open) return null;
  const answer = (accept: boolean) => {
    if (accept) analytics().accept();
    else analytics().refuse();
    listeners.forEach((listener) => listener());
  };
  return (
    <section className="consent-banner" aria-labelledby="consent-title">
      <h2 id="consent-title">{t("consent.title")}</h2>
      <p>{t("consent.text")}</p>
      <div className="consent-banner__actions">
        <button type="button" className="button button--small" onClick={() => answer(true)}>
          {t("consent.accept")}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={() => answer(false)}>
          {t("consent.refuse")}
        </button>
      </div>
    </section>
  );
}
