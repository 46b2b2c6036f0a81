import { useState } from "react";
import { useT } from "~/i18n/intl";

type ConfirmInPlaceProps = {
  /** The button's text, and what it acts on (read by screen readers after it: 'Révoquer : Appli de la porte'). */
  label: string;
  target: string;
  question: string;
  yes: string;
  no: string;
  /** Does it; false when it failed (then the generic error shows and the question stays). */
  onConfirm: () => Promise<boolean>;
};

/**
 * A button that asks first, in place (revoke a token, delete a webhook, withdraw an invitation): the question,
 * 'Oui, …' and 'Non, …', the focus on 'Non' so Enter never does it by accident.
 */
export function ConfirmInPlace({ label, target, question, yes, no, onConfirm }: ConfirmInPlaceProps) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!confirming) {
    return (
      <button type="button" className="button button--text" onClick={() => setConfirming(true)}>
        {label}
        <span className="visually-hidden"> : {target}</span>
      </button>
    );
  }
  return (
    <div role="group" aria-label={label} className="organize-confirm">
      <p>{question}</p>
      <button type="button" className="button button--small" onClick={() => void onConfirm().then((done) => setFailed(!done))}>
        {yes}
      </button>
      <button type="button" className="button button--ghost button--small" autoFocus onClick={() => setConfirming(false)}>
        {no}
      </button>
      {failed ? (
        <p role="alert" className="field-error">
          {t("account.error.generic")}
        </p>
      ) : null}
    </div>
  );
}
