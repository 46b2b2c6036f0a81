import { useEffect, useRef } from "react";
import type { SavedEvent } from "#machines/event-form/event-form.types";
import { LocalizedLink } from "~/components/layout/localized-link";
import { useT } from "~/i18n/intl";

/** The event is published: where to see it and manage it (focus moves to this news). */
export function PublishedPanel({ saved, onStartOver }: { saved: SavedEvent; onStartOver?: () => void }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="published-panel notice" aria-labelledby="published-title">
      <h2 id="published-title" ref={heading} tabIndex={-1}>
        {t("organize.form.published.title")}
      </h2>
      <p>{t("organize.form.published.text")}</p>
      <p className="published-panel__links">
        <LocalizedLink className="button" to={`/events/e/${saved.slug}`}>
          {t("organize.form.published.page")}
        </LocalizedLink>
        <LocalizedLink className="button button--ghost" to={`/organize/event/${saved.slug}/dashboard`}>
          {t("organize.form.published.dashboard")}
        </LocalizedLink>
      </p>
      {onStartOver ? (
        <button type="button" className="button button--text" onClick={onStartOver}>
          {t("organize.form.published.another")}
        </button>
      ) : null}
    </section>
  );
}
