import { useState } from "react";
import { Modal } from "~/components/ui/modal";
import { useT } from "~/i18n/intl";

/** 'Annuler l'événement', after a confirmation: attendees are told by email (docs/product.md §7 PUT /events/{id}). */
export function CancelEvent({ busy, onConfirm }: { busy: boolean; onConfirm: () => void }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  return (
    <div className="cancel-event">
      <h3>{t("organize.form.cancel.title")}</h3>
      <p>{t("organize.form.cancel.text")}</p>
      <button type="button" className="button button--danger" disabled={busy} onClick={() => setAsking(true)}>
        {t("organize.form.cancel.open")}
      </button>
      {asking ? (
        <Modal title={t("organize.form.cancel.confirmTitle")} onClose={() => setAsking(false)}>
          <p>{t("organize.form.cancel.confirmText")}</p>
          <p className="modal__actions">
            <button
              type="button"
              className="button button--danger"
              onClick={() => {
                setAsking(false);
                onConfirm();
              }}
            >
              {t("organize.form.cancel.confirm")}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setAsking(false)}>
              {t("organize.form.cancel.keep")}
            </button>
          </p>
        </Modal>
      ) : null}
    </div>
  );
}
