import { useEffect, useId, useRef, type ReactNode } from "react";
import { useT } from "~/i18n/intl";

/**
 * A modal dialog on the native <dialog>: focus moves in and is trapped by the browser, Escape and the
 * close button call `onClose`, the page behind is inert. Once closed, focus returns to the control that
 * opened it (when it is still on the page).
 */
export function Modal({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="modal__head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="modal__close" aria-label={t("mks-vue.close")} onClick={onClose}>
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
}
