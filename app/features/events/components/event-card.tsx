import { Link } from "react-router";
import type { EventCardJson } from "~/features/events/card-json";
import { cardDateLabels } from "~/features/events/event-date-labels";
import { fallbackLang, localize } from "~/features/events/event-json";
import { isPast } from "~/features/events/event-state";
import { useIntl, useT } from "~/i18n/intl";
import { localizePath } from "~/i18n/locale";
import { coverImage } from "../cover";

export const EVENT_LAYOUTS = ["card", "simple", "simple-show-past", "ticket", "line", "line-simple", "organizer", "organizer-active"] as const;
export type EventLayout = (typeof EVENT_LAYOUTS)[number];

/** The cover's slot (app/styles/app.css): the page's width less its gutters on phones, one column of the grid (at most about 340 px) beyond. */
const CARD_COVER_SIZES = "(max-width: 640px) calc(100vw - 40px), 340px";

type EventCardProps = {
  event: EventCardJson;
  layout?: EventLayout;
  registered?: boolean;
  now: Date;
  priority?: boolean;
  /** In a partner widget: the site's URL; the title then opens the event on our site in a new tab. */
  linkOut?: string;
};

/** An event in a list, in one of the layouts of docs/product.md §2; organizer layouts link to the organizer tools. */
export function EventCard({ event, layout = "card", registered = false, now, priority = false, linkOut }: EventCardProps) {
  const t = useT();
  const { intl, lang } = useIntl();
  const titleText = localize(event.title, lang, event.lang) ?? event.slug;
  const titleLang = fallbackLang(event.title, lang, event.lang);
  const title = titleLang ? <span lang={titleLang}>{titleText}</span> : titleText;
  const text = localize(event.descriptionText, lang, event.lang) ?? "";
  const address = localize(event.address, lang, event.lang);
  const place = event.visio ? t("events.online") : (address?.city ?? address?.formattedAddress ?? "");
  const organizer = layout === "organizer" || layout === "organizer-active";
  const withImage = layout === "card" || layout === "line" || organizer;
  const past = isPast(event, now);
  const href = localizePath(organizer ? `/organize/event/${event.slug}/dashboard` : `/events/e/${event.slug}`, lang);
  const dates = event.dates ?? cardDateLabels(event, intl);
  return (
    <article className={`event-card event-card--${layout}`} data-past={past || undefined}>
      {withImage ? (
        <img
          className="event-card__media"
          {...coverImage(localize(event.cover, lang, event.lang)?.url, CARD_COVER_SIZES)}
          alt=""
          width={640}
          height={400}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
        />
      ) : null}
      {layout === "ticket" ? (
        <p className="event-card__stub" aria-hidden="true">
          <span>{dates.day}</span>
          {dates.month}
        </p>
      ) : null}
      <div className="event-card__body">
        <p className="event-card__meta">
          <time dateTime={event.startDate}>{dates.when}</time>
          {place ? ` · ${place}` : ""}
        </p>
        <h3 className="event-card__title">
          {linkOut ? (
            <a href={new URL(href, linkOut).href} target="_blank" rel="noopener">
              {title}
              <span className="visually-hidden"> {t("widget.newTab")}</span>
            </a>
          ) : (
            <Link to={href} prefetch="intent">
              {title}
            </Link>
          )}
        </h3>
        {layout === "card" || layout === "line" ? (
          <p className="event-card__text" lang={fallbackLang(event.descriptionText, lang, event.lang)}>
            {text}
          </p>
        ) : null}
        <p className="event-card__badges">
          {event.status === "cancelled" ? <span className="badge badge--danger">{t("events.cancelled")}</span> : null}
          {registered ? <span className="badge badge--success">{t("events.registered")}</span> : null}
          {past && (layout !== "simple" || registered) ? <span className="badge">{t("events.pastEvent")}</span> : null}
        </p>
        {organizer ? <OrganizerLinks event={event} /> : null}
        {linkOut && !past && event.status !== "cancelled" ? (
          <WidgetAttend href={new URL(`${href}/attend?via=widget`, linkOut).href} event={event} title={titleText} />
        ) : null}
      </div>
    </article>
  );
}

function OrganizerLinks({ event }: { event: EventCardJson }) {
  const t = useT();
  const { lang } = useIntl();
  const base = `/organize/event/${event.slug}`;
  return (
    <p className="event-card__organizer">
      <Link to={localizePath(`${base}/attendees`, lang)}>{t("organizer.attendees", { count: event.attendeesCount })}</Link>
      <Link to={localizePath(`${base}/feedbacks`, lang)}>{t("organizer.feedbacks", { count: event.feedbacksCount })}</Link>
      <Link className="button button--ghost button--small" to={localizePath(`/organize/duplicate/${event.slug}`, lang)}>
        {t("organizer.duplicate")}
      </Link>
    </p>
  );
}

/**
 * 'Participer' in a partner widget (docs/product.md §2 "/iframe"): the attend page of our site, in a small window
 * of its own (public/widget-frame.js) where the visitor's session is first-party, as frames get no third-party
 * cookies; a new tab without script. That window says back when the visitor attends, and the status fills in.
 */
function WidgetAttend({ href, event, title }: { href: string; event: EventCardJson; title: string }) {
  const t = useT();
  return (
    <p className="event-card__attend">
      <a className="button button--small" href={href} target="_blank" rel="opener" data-attend={event._id}>
        {t("events.participate")}
        <span className="visually-hidden">
          {" "}
          : {title} {t("widget.newWindow")}
        </span>
      </a>
      <span role="status" data-attended={event._id} data-label={t("events.registered")} />
    </p>
  );
}
