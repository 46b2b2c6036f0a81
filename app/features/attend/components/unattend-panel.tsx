import { useState } from "react";
import * as v from "valibot";
import { useApi } from "~/lib/use-remote";
import { localize, type EventJson } from "~/features/events/event-json";
import { useSession } from "~/features/accounts/sessions/session-context";
import { useIntl, useT } from "~/i18n/intl";
import { AttendanceStatusSchema, useAttendanceStatus } from "./attendance-status";
import { BackToEvent, ChildLoading, ChildLogin, EventChildSection } from "./event-child";

type Step = "confirm" | "sending" | "done" | "failed";

/** /events/e/{slug}/unattend: asks to confirm, then DELETE /events/attend/{id}; anonymous visitors log in first. */
export function UnattendPanel({ event }: { event: EventJson }) {
  const { user, status } = useSession();
  return (
    <EventChildSection id="unattend-title" title="unattend.title">
      {status === "unknown" ? <ChildLoading /> : null}
      {status === "anonymous" ? <ChildLogin event={event} message="unattend.anonymous" /> : null}
      {user ? <Unattend event={event} /> : null}
    </EventChildSection>
  );
}

function Unattend({ event }: { event: EventJson }) {
  const t = useT();
  const { lang } = useIntl();
  const api = useApi();
  const { remote } = useAttendanceStatus(event._id, true);
  const [step, setStep] = useState<Step>("confirm");
  const title = localize(event.title, lang, event.lang) ?? event.slug;

  const unattend = () => {
    setStep("sending");
    api.delete(`/events/attend/${event._id}`).then(
      (answer) => setStep(v.parse(AttendanceStatusSchema, answer).registered ? "failed" : "done"),
      () => setStep("failed"),
    );
  };

  if (remote.status === "loading") return <ChildLoading />;
  if (step === "done") {
    return (
      <>
        <p role="status">{t("unattend.done", { title })}</p>
        <BackToEvent />
      </>
    );
  }
  if (remote.status === "ready" && !remote.data.registered) {
    return (
      <>
        <p>{t("unattend.notRegistered", { title })}</p>
        <BackToEvent />
      </>
    );
  }
  return (
    <>
      <p>{t("unattend.confirm", { title })}</p>
      {step === "failed" || remote.status === "failed" ? <p role="alert">{t("unattend.error")}</p> : null}
      <div className="event-child__actions">
        <button type="button" className="button" disabled={step === "sending"} onClick={unattend}>
          {t("unattend.yes")}
        </button>
        <BackToEvent />
      </div>
    </>
  );
}
