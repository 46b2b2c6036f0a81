import { useState } from "react";
import * as v from "valibot";
import { useApi } from "~/lib/use-remote";
import type { EventJson } from "~/features/events/event-json";
import { useSession } from "~/features/accounts/sessions/session-context";
import type { MessageId } from "~/i18n/catalogues";
import { useIntl, useT } from "~/i18n/intl";
import { ApiError } from "~/lib/api-client";
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
  return <WaitlistPlace eventId={event._id} />;
}

type Change = { status: "idle" | "sending" } | { status: "done"; attendance: AttendanceStatus } | { status: "failed"; message: MessageId };

function WaitlistPlace({ eventId }: { eventId: string }) {
  const t = useT();
  const { lang } = useIntl();
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
        onClick={() => send(waiting ? api.delete(`/events/waitlist/${eventId}`) : api.post(`/events/waitlist/${eventId}`, { lang }))}
      >
        {t(waiting ? "waitlist.leave" : "waitlist.join")}
      </button>
    </div>
  );
}
