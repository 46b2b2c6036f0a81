import { useState } from "react";
import { Modal } from "~/components/ui/modal";
import { useT } from "~/i18n/intl";
import { useApi } from "~/lib/use-remote";
import { ApiError } from "~/lib/api-client";
import * as v from "valibot";
import { BATCH_MAX, type BatchAction } from "~/features/organize/event-attendees.schema";

const ACTIONS: Record<"attendees" | "waitlist", BatchAction[]> = { attendees: ["checkin", "checkout", "remove"], waitlist: ["promote"] };

const LABELS = {
  checkin: "organize.batch.checkin",
  checkout: "organize.batch.checkout",
  remove: "organize.batch.remove",
  promote: "organize.batch.promote",
} as const;

const BatchAnswerSchema = v.object({ updated: v.number() });

/** The event's capacity (0: none) and its attendees now: whether the people selected fit. */
type Room = { maxAttendees: number; attendeesCount: number };

/** How many of `count` people to promote do not fit in `room` (0 when they all do). */
function missingPlaces(room: Room, count: number): number {
  return room.maxAttendees > 0 ? Math.max(0, room.attendeesCount + count - room.maxAttendees) : 0;
}

/**
 * The actions on the selected rows (POST /events/batch/{id}, BATCH_MAX people per call). Removing attendees
 * asks first: it cannot be undone from here. Promoting more people than there are places left asks to raise
 * the capacity first, in the same click (docs/product.md §6): nobody is promoted past it.
 */
export function BatchBar(props: {
  eventId: string;
  selected: ReadonlySet<string>;
  kind: "attendees" | "waitlist";
  room: Room;
  onDone: (message: string) => void;
}) {
  const { eventId, selected, kind, room, onDone } = props;
  const t = useT();
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [raising, setRaising] = useState(false);

  async function run(action: BatchAction, raiseCapacity = false) {
    setConfirming(false);
    setRaising(false);
    setBusy(true);
    setFailed(false);
    try {
      const ids = [...selected];
      let updated = 0;
      for (let start = 0; start < ids.length; start += BATCH_MAX) {
        const userIds = ids.slice(start, start + BATCH_MAX);
        const answer = await api.post(`/events/batch/${eventId}`, action === "promote" ? { action, userIds, raiseCapacity } : { action, userIds });
        updated += v.parse(BatchAnswerSchema, answer).updated;
      }
      onDone(t("organize.batch.done", { count: updated }));
    } catch (error) {
      // Someone registered meanwhile: the places left are fewer than the page showed.
      if (error instanceof ApiError && error.code === "capacity_reached") setRaising(true);
      else setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  const click = (action: BatchAction) => {
    if (action === "remove") setConfirming(true);
    else if (action === "promote" && missingPlaces(room, selected.size) > 0) setRaising(true);
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
        <Modal title={t("organize.batch.remove")} onClose={() => setConfirming(false)}>
          <p>{t("organize.batch.confirmRemove", { count: selected.size })}</p>
          <p className="modal__actions">
            <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
              {t("organize.manage.keep")}
            </button>
            <button type="button" className="button" onClick={() => void run("remove")}>
              {t("organize.batch.remove")}
            </button>
          </p>
        </Modal>
      ) : null}
      {raising ? (
        <Modal title={t("organize.batch.promote")} onClose={() => setRaising(false)}>
          <p>{t("organize.batch.capacityFull", { count: selected.size, places: Math.max(0, room.maxAttendees - room.attendeesCount) })}</p>
          <p className="modal__actions">
            <button type="button" className="button button--ghost" onClick={() => setRaising(false)}>
              {t("organize.manage.keep")}
            </button>
            <button type="button" className="button" onClick={() => void run("promote", true)}>
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
