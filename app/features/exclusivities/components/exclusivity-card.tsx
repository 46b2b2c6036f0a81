import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useT } from "~/i18n/intl";
import { useRootData } from "~/lib/root-data";
import type { ExclusivityView } from "../exclusivity.schema";
import { exclusivityTracker } from "../exclusivity-tracking";

const ExclusivityModal = lazy(() => import("./exclusivity-modal").then((module) => ({ default: module.ExclusivityModal })));

/**
 * An exclusivity offer (docs/product.md §4 "Exclusivity card"): the matched offer, else `children`. A link
 * offer opens its page in a new tab; a form offer opens the 'exclusivity' modal. A view is tracked once
 * visible and a click as 'exclusivity:open', both after consent (exclusivity-tracking.ts).
 */
export function ExclusivityCard({ exclusivity, context, children }: { exclusivity: ExclusivityView | null; context: string; children?: ReactNode }) {
  if (!exclusivity) return <>{children}</>;
  return <OfferCard exclusivity={exclusivity} context={context} />;
}

function OfferCard({ exclusivity, context }: { exclusivity: ExclusivityView; context: string }) {
  const t = useT();
  const { config } = useRootData();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const { content } = exclusivity;
  const button = content.button || t("exclusivities.button");

  useEffect(() => {
    const card = ref.current;
    if (!card) return;
    const where = () => ({ id: exclusivity.id, context, url: location.href, referrer: document.referrer });
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      exclusivityTracker(config.apiBase).view(where());
      observer.disconnect();
    });
    observer.observe(card);
    return () => observer.disconnect();
  }, [exclusivity.id, context, config.apiBase]);

  const trackOpen = () => exclusivityTracker(config.apiBase).open({ id: exclusivity.id, context, url: location.href, referrer: document.referrer });

  return (
    <section ref={ref} className="exclusivity-card" aria-labelledby={titleId} data-context={context}>
      <p className="exclusivity-card__label">{t("exclusivities.label")}</p>
      <div className="exclusivity-card__head">
        {content.logotype ? (
          <img className="exclusivity-card__logo" src={content.logotype} alt="" width={56} height={56} loading="lazy" decoding="async" />
        ) : null}
        <div>
          <p className="exclusivity-card__company">{content.company}</p>
          <h2 id={titleId} className="exclusivity-card__title">
            {content.title}
          </h2>
        </div>
      </div>
      {content.bullets.length > 0 ? (
        <ul className="exclusivity-card__bullets">
          {content.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      ) : null}
      {exclusivity.actionType === "link" && exclusivity.url ? (
        <a className="button button--full" href={exclusivity.url} target="_blank" rel="noopener noreferrer" onClick={trackOpen}>
          {button}
          <span className="visually-hidden"> {t("exclusivities.newTab")}</span>
        </a>
      ) : (
        <button
          type="button"
          className="button button--full"
          aria-haspopup="dialog"
          onClick={() => {
            trackOpen();
            setOpen(true);
          }}
        >
          {button}
        </button>
      )}
      {open ? (
        <Suspense fallback={null}>
          <ExclusivityModal exclusivity={exclusivity} context={context} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
