import { useState } from "react";
import * as v from "valibot";
import { useApi } from "~/lib/use-remote";
import type { EventJson } from "~/features/events/event-json";
import { useSession } from "~/features/accounts/sessions/session-context";
import type { MessageId } from "~/i18n/catalogues";
import { useIntl, useT } from "~/i18n/intl";
import { ApiError } from "~/lib/api-client";
import { isLang } from "~/i18n/locale";
import { RegistrationQuestionsForm } from "~/features/questions/components/registration-questions-form";
import type { Answers } from "~/features/questions/registration-answers";
import { AttendanceStatusSchema, useAttendanceStatus, type AttendanceStatus } from "./attendance-status";
import { ChildLogin } from "./event-child";

/**
 * The waitlist of a full event (added, docs/product.md §4): a logged-in, confirmed user joins it and
 * sees their position, or leaves it; the first in line gets the next free place and an email.
 */
export function Waitlist({ event }: { event: EventJson }) {
  const t = useT();
  const { user, status } = useSession();
  if (status === "anonymous") return <ChildLogin event={event} message="waitlist.anonymous" />;
  if (!user) return null;
  if (!user.active) return <p className="banner">{t("waitlist.confirmEmail")}</p>;
  return <WaitlistPlace event={event} />;
}

type Change = { status: "idle" | "sending" } | { status: "done"; attendance: AttendanceStatus } | { status: "failed"; message: MessageId };

/** Joining asks the event's registration questions first, as attending does (docs/product.md §5). */
function WaitlistPlace({ event }: { event: EventJson }) {
  const t = useT();
  const { lang } = useIntl();
  const eventId = event._id;
  const [asking, setAsking] = useState(false);
  const api = useApi();
  const { remote } = useAttendanceStatus(eventId, true);
  const [change, setChange] = useState<Change>({ status: "idle" });
  const send = (call: Promise<unknown>) => {
    setChange({ status: "sending" });
    call.then(
      (answer) => setChange({ status: "done", attendance: v.parse(AttendanceStatusSchema, answer) }),
      (error: unknown) =>
        setChange({ status: "failed", message: error instanceof ApiError && error.code === "event_not_full" ? "waitlist.placeFree" : "waitlist.error" }),
    );
  };
  const attendance = change.status === "done" ? change.attendance : remote.status === "ready" ? remote.data : null;
  // Registered people see the registration itself, not the waitlist.
  if (remote.status === "loading" || attendance?.registered) return null;
  const waiting = attendance?.waitlisted === true;
  const join = (answers: Answers | null) => send(api.post(`/events/waitlist/${eventId}`, { lang, ...(answers ? { answers } : {}) }));
  if (asking && !waiting) {
    return (
      <RegistrationQuestionsForm
        questions={event.questions}
        eventLang={isLang(event.lang) ? event.lang : undefined}
        busy={change.status === "sending"}
        error={change.status === "failed" ? t(change.message) : null}
        back={
          <button type="button" className="button button--text" onClick={() => setAsking(false)}>
            {t("attend.questions.cancel")}
          </button>
        }
        onSubmit={join}
      />
    );
  }
  return (
    <div className="waitlist">
      <p role="status">
        {waiting ? t("waitlist.position", { position: attendance.position ?? 1 }) : null}
        {!waiting && change.status === "done" ? t("waitlist.left") : null}
      </p>
      {waiting ? null : <p>{t("waitlist.intro")}</p>}
      {change.status === "failed" ? <p role="alert">{t(change.message)}</p> : null}
      <button
        type="button"
        className={waiting ? "button button--text" : "button button--full"}
        disabled={change.status === "sending"}
        onClick={() => {
          if (waiting) send(api.delete(`/events/waitlist/${eventId}`));
          else if (event.questions.length > 0) setAsking(true);
          else join(null);
        }}
      >
        {t(waiting ? "waitlist.leave" : "waitlist.join")}
      </button>
    </div>
  );
}
