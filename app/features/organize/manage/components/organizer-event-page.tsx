import { useCallback, type ReactNode } from "react";
import * as v from "valibot";
import { LocalizedLink } from "~/components/layout/localized-link";
import { localize } from "~/features/events/event-json";
import { useIntl, useT } from "~/i18n/intl";
import type { ApiClient } from "~/lib/api-client";
import { OrganizeAnswerSchema } from "../organize-answers.schema";
import { ORGANIZE_EVENT_TABS } from "../organize-paths";
import { OrganizedEventProvider } from "../organized-event-context";
import { useOrganizerLoad } from "../use-organizer-load";
import { OrganizerSignedIn } from "./organizer-signed-in";
import { PrivateLinkPanel } from "./private-link-panel";
import { LoadFailed, Loading } from "./remote-states";

/** /organize/event/{slug}/*: the event's title, its state, the organizer tabs, then the tab (`children`). */
export function OrganizerEventPage({ slug, children }: { slug: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className="container organize-event">
      <OrganizerSignedIn heading={<PageHeading />}>{() => <LoadedEvent slug={slug}>{children}</LoadedEvent>}</OrganizerSignedIn>
      <noscript>
        <p>{t("organize.manage.noscript")}</p>
      </noscript>
    </div>
  );
}

function LoadedEvent({ slug, children }: { slug: string; children: ReactNode }) {
  const load = useCallback(
    async (api: ApiClient, signal: AbortSignal) => v.parse(OrganizeAnswerSchema, await api.get(`/events/organize/${encodeURIComponent(slug)}`, { signal })),
    [slug],
  );
  const { state, reload } = useOrganizerLoad(load);
  if (state.status !== "ready") {
    return (
      <>
        <PageHeading />
        {state.status === "loading" ? <Loading /> : <LoadFailed code={state.code} retry={reload} />}
      </>
    );
  }
  return (
    <OrganizedEventProvider value={{ ...state.data, reload }}>
      <EventHeader answer={state.data} />
      {children}
    </OrganizedEventProvider>
  );
}

/** The heading until the event is loaded (then its title is the page's heading). */
function PageHeading() {
  const t = useT();
  return (
    <header className="page-head">
      <h1>{t("shell.organize.event")}</h1>
    </header>
  );
}

function EventHeader({ answer }: { answer: v.InferOutput<typeof OrganizeAnswerSchema> }) {
  const t = useT();
  const { intl, lang } = useIntl();
  const { event } = answer;
  const base = `/organize/event/${event.slug}`;
  return (
    <>
      <header className="page-head organize-event__head">
        <p className="organize-event__kicker">{t("shell.organize.event")}</p>
        <h1>{localize(event.title, lang, event.lang) ?? event.slug}</h1>
        <p className="organize-event__meta">
          <time dateTime={event.startDate}>
            {intl.formatDate(new Date(event.startDate), { dateStyle: "full", timeStyle: "short", timeZone: event.timezone })}
          </time>
          {event.status === "cancelled" ? <span className="badge badge--danger">{t("events.cancelled")}</span> : null}
          {event.private ? <span className="badge">{t("organize.manage.private")}</span> : null}
          <LocalizedLink to={`/events/e/${event.slug}`}>{t("organize.manage.publicPage")}</LocalizedLink>
        </p>
      </header>
      <nav className="subnav" aria-label={t("organize.manage.tabs")}>
        <ul>
          {ORGANIZE_EVENT_TABS.map((tab) => (
            <li key={tab}>
              <LocalizedLink to={`${base}/${tab}`}>{t(`shell.organize.event.${tab}`)}</LocalizedLink>
            </li>
          ))}
        </ul>
      </nav>
      {event.private && answer.shareKey ? <PrivateLinkPanel eventId={event._id} slug={event.slug} shareKey={answer.shareKey} /> : null}
    </>
  );
}
