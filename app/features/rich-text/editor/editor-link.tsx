import { useState } from "react";
import { useT } from "~/i18n/intl";

/** The addresses a link may take in a text: the web and email (the server keeps no other, rich-text-urls.ts). */
const LINK_PATTERN = /^(https?:\/\/|mailto:)\S+$/i;

/** Whether `url` may be the address of a link in a text. */
export function isLinkAddress(url: string): boolean {
  return LINK_PATTERN.test(url);
}

/**
 * The editor's link panel: the address of the link (the current one when the caret is in a link); Enter or
 * 'Ajouter le lien' applies it, Escape or 'Annuler' closes the panel. An emptied address removes the link.
 */
export function EditorLink({ id, initial, onApply, onClose }: { id: string; initial: string; onApply: (url: string) => void; onClose: () => void }) {
  const t = useT();
  const [href, setHref] = useState(initial || "https://");
  return (
    <div className="editor__link" role="group" aria-label={t("organize.form.editor.link")}>
      <label htmlFor={`${id}-href`}>{t("organize.form.editor.href")}</label>
      <input
        id={`${id}-href`}
        type="url"
        value={href}
        autoFocus
        onChange={(event) => setHref(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            onApply(href.trim());
          } else if (event.key === "Escape") {
            event.preventDefault();
            onClose();
          }
        }}
      />
      <button type="button" className="button button--small" onClick={() => onApply(href.trim())}>
        {t("organize.form.editor.addLink")}
      </button>
      <button type="button" className="button button--ghost button--small" onClick={onClose}>
        {t("organize.form.editor.cancelLink")}
      </button>
    </div>
  );
}
