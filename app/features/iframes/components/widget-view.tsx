import type { CSSProperties } from "react";
import type { EventCardJson } from "~/features/events/card-json";
import { EventList } from "~/features/events/components/event-list";
import { useIntl, useT } from "~/i18n/intl";
import { localizePath } from "~/i18n/locale";
import type { Iframe } from "../iframes.schema";

/** A widget's own main colour over its theme's (checked for contrast when written: own-widgets.schema.ts). */
function ownColour(colour: string) {
  return { "--color-primary": colour, "--color-primary-hover": colour } as CSSProperties;
}

type WidgetViewProps = {
  widget: Iframe;
  events: EventCardJson[];
  failed: boolean;
  page: number;
  pages: number;
  siteUrl: string;
  now: string;
};

/**
 * A partner widget: its name, its events in the partner's layout (or its partners), a pager of plain links,
 * and a way to our site. Every link to our site opens a new tab: the frame never navigates the partner's
 * page, and attending or liking happens on our site, where the visitor is logged in.
 */
export function WidgetView({ widget, events, failed, page, pages, siteUrl, now }: WidgetViewProps) {
  const t = useT();
  const { lang } = useIntl();
  const ours = (path: string) => new URL(localizePath(path, lang), siteUrl).href;
  return (
    <div className="widget" data-theme={widget.theme} style={widget.primaryColor ? ownColour(widget.primaryColor) : undefined}>
      <h1 className="widget__title">{widget.name}</h1>
      {widget.description ? <p className="widget__lead">{widget.description}</p> : null}
      {widget.kind === "partners" ? (
        <ul className="widget__partners">
          {widget.partners.map((partner) => (
            <li key={partner.name}>
              <h2 className="widget__partner-name">
                {partner.url ? (
                  <a href={partner.url} target="_blank" rel="noopener">
                    {partner.name}
                    <span className="visually-hidden"> {t("widget.newTab")}</span>
                  </a>
                ) : (
                  partner.name
                )}
              </h2>
              {partner.text ? <p>{partner.text}</p> : null}
            </li>
          ))}
        </ul>
      ) : events.length > 0 ? (
        <>
          {/* Card titles are h3: the list gets its h2, so no heading level is skipped. */}
          <h2 className="visually-hidden">{t("listing.results")}</h2>
          <EventList events={events} listType={widget.listType} layout={widget.layout} now={new Date(now)} linkOut={siteUrl} />
        </>
      ) : (
        <p className="widget__empty">{t(failed ? "widget.failed" : widget.showPast ? "widget.emptyPast" : "widget.empty")}</p>
      )}
      {pages > 1 ? (
        <nav className="widget__pager" aria-label={t("widget.pages")}>
          {page > 0 ? <a href={`?page=${page - 1}`}>{t("mks-vue.previousPage")}</a> : null}
          <span>{t("widget.pageOf", { page: page + 1, pages })}</span>
          {page + 1 < pages ? <a href={`?page=${page + 1}`}>{t("mks-vue.nextPage")}</a> : null}
        </nav>
      ) : null}
      <p className="widget__more">
        <a href={ours("/events")} target="_blank" rel="noopener">
          {t("widget.seeAll")}
          <span className="visually-hidden"> {t("widget.newTab")}</span>
        </a>
      </p>
    </div>
  );
}
