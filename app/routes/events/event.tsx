import { lazy, Suspense, useEffect } from "react";
import { data, Outlet } from "react-router";
import { getPublicEnv } from "~/env.server";
import { throwErrorPage } from "~/features/content/error-content.server";
import { AddToCalendar } from "~/features/events/components/add-to-calendar";
import { EventAccessibility } from "~/features/events/components/event-accessibility";
import { EventDetails } from "~/features/events/components/event-details";
import { SeriesDates } from "~/features/events/components/series-dates";
import { EventRegistration } from "~/features/attend/components/event-registration";
import { rankedExclusivities } from "~/features/exclusivities/exclusivities.server";
import { LikeButton } from "~/features/likes/components/like-button";
import { ShareButtons } from "~/features/events/components/share-buttons";
import { coverImage, coverUrl } from "~/features/events/cover";
import { toCardJson } from "~/features/events/card-json";
import { scheduleLabels } from "~/features/events/event-date-labels";
import { fallbackLang, inPageLanguage, localize } from "~/features/events/event-json";
import { isArchivedEventSlug } from "~/features/events/event-archive.server";
import { isGone, registrationState } from "~/features/events/event-state";
import { readEventPageFor } from "~/features/events/event-page-access.server";
import { linkKeyOfUrl } from "~/features/events/private-link.server";
import { followInvitation } from "~/features/organize/invitations.server";
import { eventJsonLd } from "~/features/events/json-ld";
import { EVENT_PAGE_VIEW } from "~/features/analytics/event-page-view";
import { eventPageUrl } from "~/features/events/share";
import { makeIntl, messageText, useIntl, useT } from "~/i18n/intl";
import { langFromPath } from "~/i18n/locale";
import { analytics } from "~/lib/analytics";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/event";

// Not needed to read the page: its code loads apart (the event page's JS budget), and only when there is an offer.
const ExclusivityCard = lazy(() => import("~/features/exclusivities/components/exclusivity-card").then((module) => ({ default: module.ExclusivityCard })));
// Only on a page opened from a personal invitation.
const InvitationNotice = lazy(() => import("~/features/attend/components/invitation-notice").then((module) => ({ default: module.InvitationNotice })));
// Below the page: the cards' code loads with them, not with the page, and not at all without related events.
const EventRelated = lazy(() => import("~/features/events/components/event-related").then((module) => ({ default: module.EventRelated })));

/** `read()`, or `fallback` when it throws (logged under `label`). */
function orElse<T>(label: string, fallback: T, read: () => T): T {
  try {
    return read();
  } catch (error) {
    console.error(label, error);
    return fallback;
  }
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const env = context.cloudflare.env;
  const { pathname } = new URL(request.url);
  const lang = langFromPath(pathname);
  const now = new Date();
  // A public event's page is the same for everyone (shared by the page cache); a private one is for those who may see it.
  const access = await readEventPageFor(request, env, params.slug, now);
  if (!access) {
    // An event moved to the archive is one whose page already answered 410 (docs/decisions/037-archive-of-past-events.md).
    const gone = await isArchivedEventSlug(env, params.slug).catch(() => false);
    return throwErrorPage(env, { status: gone ? 410 : 404, message: `${gone ? "Event gone" : "Page not found"}: ${pathname}`, lang, nonce: context.nonce });
  }
  const { page } = access;
  const { event } = page;
  if (isGone(event, now)) {
    return throwErrorPage(env, { status: 410, message: `Event gone: ${pathname}`, lang, nonce: context.nonce });
  }
  const url = eventPageUrl(getPublicEnv(env).siteUrl, event.slug, lang);
  const dateIntl = makeIntl(lang, {});
  // Related events and the offer of the register area (docs/product.md §9) never break the event itself.
  const related = orElse("related events unavailable", [], () => page.related().map((item) => toCardJson(item, { lang, intl: dateIntl })));
  const seriesDates = orElse("series dates unavailable", [], () => page.seriesDates());
  const seriesId = seriesDates[0]?.seriesId ?? null;
  const series = orElse("series dates unavailable", [], () =>
    seriesDates.map((date) => ({
      slug: date.slug,
      label: dateIntl.formatDate(date.startDate, { dateStyle: "full", timeStyle: "short", timeZone: event.timezone }),
      cancelled: date.cancelled,
    })),
  );
  const region = localize(event.address, lang, event.lang)?.region;
  const exclusivity = orElse(
    "exclusivity unavailable",
    null,
    () => rankedExclusivities(page.offers(), { context: "chiche-event-register", region })[0] ?? null,
  );
  // A personal invitation's link (docs/product.md §5 "Invitations"): stamped as opened, and the page is the invited person's.
  const key = linkKeyOfUrl(request);
  const followed = key ? await followInvitation(env.DB, event.slug, key, now.getTime()) : null;
  const invitation = key && followed ? { key, status: followed.status, email: followed.email } : null;
  const headers = new Headers(
    event.private || invitation
      ? { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" }
      : { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" },
  );
  for (const cookie of access.cookies) headers.append("Set-Cookie", cookie);
  return data(
    {
      event: inPageLanguage(event, lang),
      schedule: scheduleLabels(event, dateIntl, now),
      url,
      now: now.toISOString(),
      related,
      exclusivity,
      invitation,
      series,
      seriesId,
    },
    { headers },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches[0]?.loaderData;
  if (!root || !loaderData) return [];
  const { event, url } = loaderData;
  const siteUrl = root.config.siteUrl;
  return [
    ...pageMeta({
      title: `${localize(event.title, root.lang, event.lang) ?? event.slug} · ${messageText(root.messages, "site.name")}`,
      description: localize(event.descriptionText, root.lang, event.lang),
      image: coverUrl(localize(event.cover, root.lang, event.lang)?.url),
      url: new URL(url),
      siteUrl,
      lang: root.lang,
      type: "article",
      // A private event is for those who have its link: never in a search engine (docs/product.md §6).
      noindex: event.private,
    }),
    { "script:ld+json": eventJsonLd(event, { lang: root.lang, url, siteUrl }) },
  ];
};

/** The cover's slot (app/styles/app.css): the page's width less its gutters on phones and tablets, three fifths of it (at most about 640 px) from 992 px. */
const EVENT_COVER_SIZES = "(min-width: 992px) 640px, calc(100vw - 40px)";

/** The event page: what, when, where, who, the registration state of docs/product.md §4, calendar and sharing. */
export default function EventPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { lang } = useIntl();
  const { event, url } = loaderData;
  const now = new Date(loaderData.now);
  const title = localize(event.title, lang, event.lang) ?? event.slug;
  // The page is shared by everyone: whether the visitor attends fills in after hydration (the attend button).
  const state = registrationState(event, { now });
  // Counted on the organizer's dashboard, for visitors who accept tracking (docs/product.md §4 "Analytics").
  useEffect(() => analytics().track(EVENT_PAGE_VIEW, { eventId: event._id }), [event._id]);
  return (
    <article className="container">
      <div className="event-hero">
        <header className="event-hero__head">
          <h1 lang={fallbackLang(event.title, lang, event.lang)}>{title}</h1>
          {state === "past" ? <p className="badge">{t("events.pastEvent")}</p> : null}
          <img
            className="event-hero__cover"
            {...coverImage(localize(event.cover, lang, event.lang)?.url, EVENT_COVER_SIZES)}
            alt={event.coverAltText ?? t("events.coverAlt")}
            width={1280}
            height={800}
            fetchPriority="high"
          />
        </header>
        <section className="event-hero__body" aria-labelledby="event-about">
          <h2 id="event-about">{t("events.about")}</h2>
          <div
            className="prose"
            lang={fallbackLang(event.description, lang, event.lang)}
            dangerouslySetInnerHTML={{ __html: localize(event.description, lang, event.lang) ?? "" }}
          />
          <EventAccessibility event={event} />
        </section>
        <aside className="event-aside" aria-label={t("events.about")}>
          <EventDetails event={event} now={now} schedule={loaderData.schedule} />
          {/* Someone registered or waiting leaves through the registration area, not by declining. */}
          {loaderData.invitation && loaderData.invitation.status !== "registered" && loaderData.invitation.status !== "waiting" ? (
            <Suspense fallback={null}>
              <InvitationNotice invitationKey={loaderData.invitation.key} declined={loaderData.invitation.status === "declined"} />
            </Suspense>
          ) : null}
          <EventRegistration event={event} state={state} invitedEmail={loaderData.invitation?.email} />
          {loaderData.series.length > 0 ? <SeriesDates dates={loaderData.series} seriesId={loaderData.seriesId ?? undefined} /> : null}
          {loaderData.exclusivity ? (
            <Suspense fallback={null}>
              <ExclusivityCard exclusivity={loaderData.exclusivity} context="chiche-event-register" />
            </Suspense>
          ) : null}
          {/* A private event is passed on by its organizers' link, not liked or shared to networks (docs/product.md §6). */}
          {event.private ? null : <LikeButton eventId={event._id} title={title} />}
          <AddToCalendar event={event} url={url} />
          {event.private ? null : <ShareButtons url={url} title={title} />}
        </aside>
      </div>
      <Outlet />
      {loaderData.related.length > 0 ? (
        <Suspense fallback={null}>
          <EventRelated events={loaderData.related} now={now} />
        </Suspense>
      ) : null}
    </article>
  );
}
