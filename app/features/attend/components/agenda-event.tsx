import { useState } from "react";
import * as v from "valibot";
import { LocalizedLink } from "~/components/layout/localized-link";
import { Modal } from "~/components/ui/modal";
import { EventCard } from "~/features/events/components/event-card";
import { localize, type EventJson } from "~/features/events/event-json";
import { useRootData } from "~/lib/root-data";
import type { MessageId } from "~/i18n/catalogues";
import { useIntl, useT } from "~/i18n/intl";
import { AttendanceSchema, type AgendaEventJson } from "../agenda.schema";
import type { AgendaWhen } from "~/features/accounts/pages/account-paths";
import { errorCode, useApi } from "~/lib/use-remote";

type AgendaEventProps = { event: AgendaEventJson; when: AgendaWhen; now: Date; onUnattended: (event: EventJson, title: string) => void };

/** An event of the agenda (line layout) with its action: unattend (upcoming) or give feedback (past). */
export function AgendaEvent({ event, when, now, onUnattended }: AgendaEventProps) {
  const t = useT();
  const { lang } = useIntl();
  const [confirming, setConfirming] = useState(false);
  const title = localize(event.title, lang, event.lang) ?? event.slug;
  return (
    <div className="agenda-event">
      <EventCard event={event} layout="line" registered={when === "active"} now={now} />
      <p className="agenda-event__actions">
        {when === "active" ? (
          <button type="button" className="button button--ghost button--small" onClick={() => setConfirming(true)}>
            {t("account.agenda.unattend")}
            <span className="visually-hidden"> : {title}</span>
          </button>
        ) : event.status === "cancelled" ? null : (
          <LocalizedLink className="button button--ghost button--small" to={`/events/e/${event.slug}/feedback`}>
            {t("account.agenda.feedback")}
            <span className="visually-hidden"> : {title}</span>
          </LocalizedLink>
        )}
      </p>
      {when === "active" && event.ticket ? <Ticket eventId={event._id} code={event.ticket} title={title} /> : null}
      {confirming ? <UnattendDialog event={event} title={title} onClose={() => setConfirming(false)} onDone={() => onUnattended(event, title)} /> : null}
    </div>
  );
}

/** The member's ticket: the QR code the organizer scans at the door, and its code to type without a camera. */
function Ticket({ eventId, code, title }: { eventId: string; code: string; title: string }) {
  const t = useT();
  const { apiBase } = useRootData().config;
  return (
    <details className="agenda-ticket">
      <summary>
        {t("account.agenda.ticket")}
        <span className="visually-hidden"> : {title}</span>
      </summary>
      <img
        src={`${apiBase}/tickets/${encodeURIComponent(eventId)}/${encodeURIComponent(code)}.svg`}
        alt={t("account.agenda.ticketQr", { code })}
        width={180}
        height={180}
        loading="lazy"
      />
      <p className="agenda-ticket__code">
        {t("account.agenda.ticketCode")} <code>{code}</code>
      </p>
    </details>
  );
}

type UnattendDialogProps = { event: EventJson; title: string; onClose: () => void; onDone: () => void };

/** Confirms, then DELETE /events/attend/{id}; an error stays in the dialog. */
function UnattendDialog({ event, title, onClose, onDone }: UnattendDialogProps) {
  const t = useT();
  const api = useApi();
  const [state, setState] = useState<{ status: "idle" | "sending" } | { status: "failed"; message: MessageId }>({ status: "idle" });
  const confirm = async () => {
    setState({ status: "sending" });
    try {
      v.parse(AttendanceSchema, await api.delete(`/events/attend/${encodeURIComponent(event._id)}`));
      onDone();
    } catch (error) {
      setState({ status: "failed", message: errorCode(error) === "rate_limited" ? "account.error.tooMany" : "account.error.generic" });
    }
  };
  return (
    <Modal title={t("account.agenda.unattend.title")} onClose={onClose}>
      <p>{t("account.agenda.unattend.text", { title })}</p>
      <div role="alert">{state.status === "failed" ? <p className="field-error">{t(state.message)}</p> : null}</div>
      <p className="modal__actions">
        <button type="button" className="button" onClick={() => void confirm()} disabled={state.status === "sending"}>
          {t("account.agenda.unattend.confirm")}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t("account.agenda.unattend.cancel")}
        </button>
      </p>
    </Modal>
  );
}
