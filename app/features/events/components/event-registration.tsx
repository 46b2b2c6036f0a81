import { Link } from "react-router";
import { useIntl, useT } from "~/i18n/intl";
import type { EventJson } from "../event-json";
import { Waitlist } from "~/features/attend/components/waitlist";
import { AttendButton } from "./attend-button";
import { attendeeCountToShow, placesLeftToShow, registrationAction, type RegistrationState } from "../event-state";

/** The registration area of spec §4: a status for each state, the 'Participer' button while it applies. */
export function EventRegistration({ event, state }: { event: EventJson; state: RegistrationState }) {
  const t = useT();
  const { lang } = useIntl();
  const action = registrationAction(event, state, lang);
  const left = action ? placesLeftToShow(event) : null;
  const attendees = attendeeCountToShow(event);
  return (
    <section className="event-registration" aria-label={t("event.registration")}>
      {state === "cancelled" ? <p className="badge badge--danger">{t("events.cancelled")}</p> : null}
      {state === "past" ? <p>{t("events.alreadyOver")}</p> : null}
      {state === "full" ? <p className="badge">{t("events.full")}</p> : null}
      {state === "full" ? <Waitlist event={event} /> : null}
      {state === "ongoing" ? <p className="badge badge--success">{t("event.ongoing")}</p> : null}
      {state === "registered" ? (
        <p>
          {t("event.registeredConfirmation")} <Link to="unattend">{t("event.unattend")}</Link>
        </p>
      ) : null}
      {action?.kind === "attend" ? <AttendButton event={event} /> : null}
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
