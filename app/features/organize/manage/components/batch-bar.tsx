import { useState } from "react";
import { Modal } from "~/components/ui/modal";
import { useT } from "~/i18n/intl";
import { useApi } from "~/lib/use-remote";
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

/**
 * The actions on the selected rows (POST /events/batch/{id}, BATCH_MAX people per call). Removing attendees
 * asks first: it cannot be undone from here.
 */
export function BatchBar(props: { eventId: string; selected: ReadonlySet<string>; kind: "attendees" | "waitlist"; onDone: (message: string) => void }) {
  const { eventId, selected, kind, onDone } = props;
  const t = useT();
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function run(action: BatchAction) {
    setConfirming(false);
    setBusy(true);
    setFailed(false);
    try {
      const ids = [...selected];
      let updated = 0;
      for (let start = 0; start < ids.length; start += BATCH_MAX) {
        const answer = await api.post(`/events/batch/${eventId}`, { action, userIds: ids.slice(start, start + BATCH_MAX) });
        updated += v.parse(BatchAnswerSchema, answer).updated;
      }
      onDone(t("organize.batch.done", { count: updated }));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="organize-batch" role="group" aria-label={t("organize.batch.label", { count: selected.size })}>
      <span>{t("organize.batch.selected", { count: selected.size })}</span>
      {ACTIONS[kind].map((action) => (
        <button
          key={action}
          type="button"
          className="button button--ghost button--small"
          disabled={busy || selected.size === 0}
          onClick={() => (action === "remove" ? setConfirming(true) : void run(action))}
        >
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
      {failed ? (
        <span role="alert" className="field-error">
          {t("organize.manage.actionFailed")}
        </span>
      ) : null}
    </div>
  );
}
