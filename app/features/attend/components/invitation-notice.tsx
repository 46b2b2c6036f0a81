import { useRef, useState } from "react";
import { useT } from "~/i18n/intl";
import { errorCode, useApi } from "~/lib/use-remote";

type Step = "invited" | "declining" | "declined" | "registered" | "failed";

/**
 * On the event page opened from a personal invitation (docs/product.md §5 "Invitations"): says the visitor is
 * invited and lets them decline (POST /events/invitations/{key}/decline), after which the organizers stop
 * reminding them; registering stays open, and counts over declining.
 */
export function InvitationNotice({ invitationKey, declined }: { invitationKey: string; declined: boolean }) {
  const t = useT();
  const api = useApi();
  const [step, setStep] = useState<Step>(declined ? "declined" : "invited");
  const status = useRef<HTMLParagraphElement>(null);
  const decline = () => {
    setStep("declining");
    api.post(`/events/invitations/${invitationKey}/decline`, {}).then(
      () => setStep("declined"),
      (error: unknown) => setStep(errorCode(error) === "already_registered" ? "registered" : "failed"),
    );
    // The answer replaces the button: the focus goes to what it says.
    requestAnimationFrame(() => status.current?.focus());
  };
  return (
    <section className="invitation-notice card" aria-label={t("event.invitation.title")}>
      <p ref={status} tabIndex={-1} role="status">
        {step === "declined" ? t("event.invitation.declined") : null}
        {step === "registered" ? t("event.invitation.registered") : null}
        {step === "invited" || step === "declining" || step === "failed" ? t("event.invitation.invited") : null}
      </p>
      {step === "failed" ? <p role="alert">{t("event.invitation.failed")}</p> : null}
      {step === "invited" || step === "declining" || step === "failed" ? (
        <button type="button" className="button button--ghost button--full" disabled={step === "declining"} onClick={decline}>
          {t("event.invitation.decline")}
        </button>
      ) : null}
    </section>
  );
}
