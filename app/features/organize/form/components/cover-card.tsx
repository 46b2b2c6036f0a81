import { useSearchParams } from "react-router";
import { coverUrl } from "~/features/events/cover";
import { SITE_TIME_ZONE } from "~/features/events/event-dates";
import { useIntl, useT } from "~/i18n/intl";
import { isLang } from "~/i18n/locale";

const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A date of the query: a wall-clock time as the form holds it (shown as typed), or an instant (shown in the site's zone). */
function readDate(text: string | null): { date: Date; timeZone: string } | null {
  if (!text) return null;
  const wall = WALL_TIME.test(text);
  const time = Date.parse(wall ? `${text}:00Z` : text);
  return Number.isNaN(time) ? null : { date: new Date(time), timeZone: wall ? "UTC" : SITE_TIME_ZONE };
}

/**
 * /cover: the event's cover as a card, from its query string (title, cover, color, date, place, visio, lang,
 * makesense), for the preview frame of the organizer form (docs/product.md §2).
 */
export function CoverCard() {
  const t = useT();
  const { intl } = useIntl();
  const [params] = useSearchParams();
  const title = params.get("title")?.trim() || t("organize.form.cover.untitled");
  const color = params.get("color") === "blue" ? "blue" : "green";
  const lang = params.get("lang");
  const when = readDate(params.get("date"));
  const place = params.get("visio") === "1" ? t("events.online") : (params.get("place") ?? "");
  return (
    <article className={`cover-card cover-card--${color}`} lang={isLang(lang) ? lang : undefined}>
      <img className="cover-card__image" src={coverUrl(params.get("cover"))} alt="" width={640} height={400} />
      <div className="cover-card__body">
        {params.get("makesense") === "1" ? <p className="cover-card__badge">{t("organize.form.cover.makesense")}</p> : null}
        {when ? (
          <p className="cover-card__date">
            {intl.formatDate(when.date, { weekday: "long", day: "numeric", month: "long", hour: "2-digit", minute: "2-digit", timeZone: when.timeZone })}
          </p>
        ) : null}
        <h1 className="cover-card__title">{title}</h1>
        {place ? <p className="cover-card__place">{place}</p> : null}
      </div>
    </article>
  );
}
