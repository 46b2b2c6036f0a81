import { useId, useState } from "react";
import { Modal } from "~/components/ui/modal";
import { useT } from "~/i18n/intl";
import { useApi } from "~/lib/use-remote";
import { ApiError } from "~/lib/api-client";
import * as v from "valibot";
import { BATCH_MAX, DECLINE_MESSAGE_MAX, type BatchAction } from "~/features/organize/event-attendees.schema";

/** The list a bar acts on: attendees, the waitlist, or the requests waiting for approval (docs/product.md §5 "Approval"). */
type BatchKind = "attendees" | "waitlist" | "requests";

const ACTIONS: Record<BatchKind, BatchAction[]> = { attendees: ["checkin", "checkout", "remove"], waitlist: ["promote"], requests: ["approve", "decline"] };

const LABELS = {
  checkin: "organize.batch.checkin",
  checkout: "organize.batch.checkout",
  remove: "organize.batch.remove",
  promote: "organize.batch.promote",
  approve: "organize.batch.approve",
  decline: "organize.batch.decline",
} as const;

/** The actions that let people in, within the capacity or raising it. */
const letsIn = (action: BatchAction): action is "promote" | "approve" => action === "promote" || action === "approve";

const BatchAnswerSchema = v.object({ updated: v.number() });

/** The event's capacity (0: none) and its attendees now: whether the people selected fit. */
type Room = { maxAttendees: number; attendeesCount: number };

/** How many of `count` people to promote do not fit in `room` (0 when they all do). */
function missingPlaces(room: Room, count: number): number {
  return room.maxAttendees > 0 ? Math.max(0, room.attendeesCount + count - room.maxAttendees) : 0;
}

/**
 * The actions on the selected rows (POST /events/batch/{id}, BATCH_MAX people per call). Removing attendees
 * asks first: it cannot be undone from here; declining requests too, with an optional word for the people
 * declined. Promoting or approving more people than there are places left asks to raise the capacity first, in
 * the same click (docs/product.md §6): nobody gets in past it.
 */
export function BatchBar(props: { eventId: string; selected: ReadonlySet<string>; kind: BatchKind; room: Room; onDone: (message: string) => void }) {
  const { eventId, selected, kind, room, onDone } = props;
  const t = useT();
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [confirming, setConfirming] = useState<"remove" | "decline" | null>(null);
  const [raising, setRaising] = useState<"promote" | "approve" | null>(null);
  const [note, setNote] = useState("");
  const noteId = useId();

  async function run(action: BatchAction, raiseCapacity = false) {
    setConfirming(null);
    setRaising(null);
    setBusy(true);
    setFailed(false);
    try {
      const ids = [...selected];
      let updated = 0;
      for (let start = 0; start < ids.length; start += BATCH_MAX) {
        const userIds = ids.slice(start, start + BATCH_MAX);
        const extra = letsIn(action) ? { raiseCapacity } : action === "decline" && note.trim() ? { message: note.trim() } : {};
        const answer = await api.post(`/events/batch/${eventId}`, { action, userIds, ...extra });
        updated += v.parse(BatchAnswerSchema, answer).updated;
      }
      setNote("");
      onDone(t("organize.batch.done", { count: updated }));
    } catch (error) {
      // Someone registered meanwhile: the places left are fewer than the page showed.
      if (error instanceof ApiError && error.code === "capacity_reached" && letsIn(action)) setRaising(action);
      else setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  const click = (action: BatchAction) => {
    if (action === "remove" || action === "decline") setConfirming(action);
    else if (letsIn(action) && missingPlaces(room, selected.size) > 0) setRaising(action);
    else void run(action);
  };
  const missing = Math.max(1, missingPlaces(room, selected.size));

  return (
    <div className="organize-batch" role="group" aria-label={t("organize.batch.label", { count: selected.size })}>
      <span>{t("organize.batch.selected", { count: selected.size })}</span>
      {ACTIONS[kind].map((action) => (
        <button key={action} type="button" className="button button--ghost button--small" disabled={busy || selected.size === 0} onClick={() => click(action)}>
          {t(LABELS[action])}
        </button>
      ))}
      {confirming ? (
        <Modal title={t(LABELS[confirming])} onClose={() => setConfirming(null)}>
          <p>{t(confirming === "remove" ? "organize.batch.confirmRemove" : "organize.batch.confirmDecline", { count: selected.size })}</p>
          {confirming === "decline" ? (
            <div className="form-field">
              <label htmlFor={`${noteId}-note`}>{t("organize.batch.declineMessage")}</label>
              <textarea id={`${noteId}-note`} rows={3} maxLength={DECLINE_MESSAGE_MAX} value={note} onChange={(event) => setNote(event.target.value)} />
            </div>
          ) : null}
          <p className="modal__actions">
            <button type="button" className="button button--ghost" onClick={() => setConfirming(null)}>
              {t("organize.manage.keep")}
            </button>
            <button type="button" className="button" onClick={() => void run(confirming)}>
              {t(LABELS[confirming])}
            </button>
          </p>
        </Modal>
      ) : null}
      {raising ? (
        <Modal title={t(LABELS[raising])} onClose={() => setRaising(null)}>
          <p>{t("organize.batch.capacityFull", { count: selected.size, places: Math.max(0, room.maxAttendees - room.attendeesCount) })}</p>
          <p className="modal__actions">
            <button type="button" className="button button--ghost" onClick={() => setRaising(null)}>
              {t("organize.manage.keep")}
            </button>
            <button type="button" className="button" onClick={() => void run(raising, true)}>
              {t("organize.batch.raiseCapacity", { capacity: room.maxAttendees + missing })}
            </button>
          </p>
        </Modal>
      ) : null}
      {failed ? (
        <span role="alert" className="field-error">
          {t("organize.manage.actionFailed")}
        </span>
      ) : null}
    </div>
  );
}
