import { data, Link, Outlet } from "react-router";
import { throwErrorPage } from "~/features/content/error-content.server";
import { coverUrl } from "~/features/events/cover";
import { registrationState, placesLeft } from "~/features/events/event-state";
import { localize } from "~/features/events/event-json";
import { getEventBySlug } from "~/features/events/events.server";
import { useIntl, useT } from "~/i18n/intl";
import { langFromPath } from "~/i18n/locale";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/event";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const env = context.cloudflare.env;
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const event = await getEventBySlug(env.DB, params.slug);
  if (!event || event.private) {
    return throwErrorPage(env, { status: 404, message: `Page not found: ${url.pathname}`, lang, nonce: context.nonce });
  }
  return data(
    { event, now: new Date().toISOString() },
    { headers: { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const root = matches[0]?.loaderData;
  if (!root || !loaderData) return [];
  const { event } = loaderData;
  return pageMeta({
    title: localize(event.title, root.lang, event.lang) ?? event.slug,
    description: localize(event.descriptionText, root.lang, event.lang),
    image: coverUrl(localize(event.cover, root.lang, event.lang)?.url),
    url: new URL(location.pathname, root.config.siteUrl),
    siteUrl: root.config.siteUrl,
    lang: root.lang,
    type: "article",
  });
};

/** The event page: what, when, where, who, and the registration state of spec §4. */
export default function EventPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { intl, lang } = useIntl();
  const { event } = loaderData;
  const title = localize(event.title, lang, event.lang) ?? event.slug;
  const address = localize(event.address, lang, event.lang);
  const state = registrationState(event, { now: new Date(loaderData.now), registered: false });
  const left = placesLeft(event);
  const dateFormat = { dateStyle: "full", timeStyle: "short", timeZone: event.timezone } as const;
  return (
    <article className="container">
      <div className="event-hero">
        <div>
          <p className="card__meta">{event.type ? (localize(event.type.name, lang, "fr") ?? event.type.slug) : null}</p>
          <h1>{title}</h1>
          <img
            className="event-hero__cover"
            src={coverUrl(localize(event.cover, lang, event.lang)?.url)}
            alt={event.coverAltText ?? t("events.coverAlt")}
            width={1280}
            height={800}
          />
          <h2>{t("events.about")}</h2>
          <div className="prose" dangerouslySetInnerHTML={{ __html: localize(event.description, lang, event.lang) ?? "" }} />
        </div>
        <aside className="event-aside" aria-label={t("events.about")}>
          <dl>
            <dt>{t("events.date")}</dt>
            <dd>
              <time dateTime={event.startDate}>{intl.formatDate(event.startDate, dateFormat)}</time>
              {event.endDate ? (
                <>
                  {" – "}
                  <time dateTime={event.endDate}>{intl.formatDate(event.endDate, dateFormat)}</time>
                </>
              ) : null}
            </dd>
            <dt>{t("events.where")}</dt>
            <dd>{event.visio ? t("events.online") : (address?.formattedAddress ?? address?.city)}</dd>
            {event.user.length > 0 ? (
              <>
                <dt>{t("events.organizedBy")}</dt>
                <dd>{event.user.map((u) => u.displayname ?? u.firstName).join(", ")}</dd>
              </>
            ) : null}
          </dl>
          {state === "cancelled" ? <p className="badge badge--danger">{t("events.cancelled")}</p> : null}
          {state === "past" ? <p className="badge">{t("events.pastEvent")}</p> : null}
          {state === "full" ? <p className="badge">{t("events.full")}</p> : null}
          {state === "open" ? (
            <Link className="button button--full" to="attend">
              {t("events.participate")}
            </Link>
          ) : null}
          {state === "open" && left !== null && left >= 1 && left <= 9 ? <p>{t("events.placesLeft", { count: left })}</p> : null}
          {event.attendeesCount > 10 ? <p>{t("events.attendees", { count: event.attendeesCount })}</p> : null}
        </aside>
      </div>
      <Outlet />
    </article>
  );
}
