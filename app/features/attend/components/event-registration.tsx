import { Suspense } from "react";
import { Link } from "react-router";
import { useSession } from "~/features/accounts/sessions/session-context";
import { useIntl, useT } from "~/i18n/intl";
import { lazyReady } from "~/lib/lazy-ready";
import { useRootData } from "~/lib/root-data";
import type { EventJson } from "~/features/events/event-json";
import { attendeeCountToShow, placesLeftToShow, registrationAction, type RegistrationState } from "~/features/events/event-state";

// The button's behaviour (session, login flow, waitlist) hydrates once its code has loaded; the server
// renders it whole, and until then it is the link to the attend page it starts as.
const AttendButton = lazyReady(() => import("./attend-button").then((module) => module.AttendButton));
const Waitlist = lazyReady(() => import("~/features/attend/components/waitlist").then((module) => module.Waitlist));

/**
 * The registration area of docs/product.md §4: a status for each state, the 'Participer' button while it applies.
 * `invitedEmail`: the address of the personal invitation the page was opened with, which the login flow starts with.
 */
export function EventRegistration({ event, state, invitedEmail }: { event: EventJson; state: RegistrationState; invitedEmail?: string }) {
  const t = useT();
  const { lang } = useIntl();
  const { config } = useRootData();
  const { user } = useSession();
  const action = registrationAction(event, state, { apiBase: config.apiBase, lang, userId: user?._id ?? null });
  const left = action ? placesLeftToShow(event) : null;
  const attendees = attendeeCountToShow(event);
  return (
    <section className="event-registration" aria-label={t("event.registration")}>
      {state === "cancelled" ? <p className="badge badge--danger">{t("events.cancelled")}</p> : null}
      {state === "past" ? <p>{t("events.alreadyOver")}</p> : null}
      {state === "full" ? <p className="badge">{t("events.full")}</p> : null}
      {state === "full" && !event.requiresApproval ? (
        <Suspense>
          <Waitlist event={event} />
        </Suspense>
      ) : null}
      {state === "ongoing" ? <p className="badge badge--success">{t("event.ongoing")}</p> : null}
      {action?.kind === "attend" ? (
        <Suspense
          fallback={
            <Link className="button button--full" to="attend">
              {t(event.requiresApproval ? "attend.request" : "events.participate")}
            </Link>
          }
        >
          <AttendButton event={event} invitedEmail={invitedEmail} />
        </Suspense>
      ) : null}
      {action?.kind === "external" ? (
        <a className="button button--full" href={action.href} rel="nofollow">
          {t("events.participate")} <span className="visually-hidden">{t("event.externalRegistration")}</span>
        </a>
      ) : null}
      {left !== null ? <p>{t("events.placesLeft", { count: left })}</p> : null}
      {attendees !== null ? <p>{t("events.attendees", { count: attendees })}</p> : null}
    </section>
  );
}
