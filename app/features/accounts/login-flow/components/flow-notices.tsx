import { useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import { useT } from "~/i18n/intl";
import { EmailRule } from "~/lib/form-rules";
import type { FlowActor } from "./flow-actor";
import { FlowForm } from "./flow-form";

/**
 * confirmEmail: the account exists but its address is not confirmed yet. To attend, docs/product.md §8's banner
 * 'Confirme ton email pour pouvoir t'inscrire à l'évènement.'; after registering, that the link is sent.
 */
export function ConfirmEmailStep({ actor }: { actor: FlowActor }) {
  const t = useT();
  const { context, resending, resent } = useSelector(actor, (snapshot) => ({
    context: snapshot.context,
    resending: snapshot.matches({ flow: { confirmEmail: "resending" } }),
    resent: snapshot.matches({ flow: { confirmEmail: "resent" } }),
  }));
  const attending = context.feature === "attend-event";
  return (
    <div className="form-stack">
      <p className={attending ? "banner" : undefined}>{attending ? t("attend.confirmEmail") : t("flow.accountCreated", { email: context.data.email })}</p>
      <p>{t("flow.checkSpam")}</p>
      <div role="status">{resent ? <p className="notice notice--success">{t("attend.toast.activation-resent")}</p> : null}</div>
      {context.error ? (
        <p className="field-error" role="alert">
          {t("flow.error.request_failed")}
        </p>
      ) : null}
      <button type="button" className="button button--ghost button--full" disabled={resending} onClick={() => actor.send({ type: "RESEND" })}>
        {t("attend.resend")}
      </button>
      <button type="button" className="button button--full" onClick={() => actor.send({ type: "CONTINUE" })}>
        {attending ? t("flow.gotIt") : t("flow.continue")}
      </button>
    </div>
  );
}

/** attend as a guest: an email address, then the link that completes the registration is on its way. */
export function GuestStep({ actor, busy, error, back }: { actor: FlowActor; busy: boolean; error: string | null; back: ReactNode }) {
  const t = useT();
  const { sent, email } = useSelector(actor, (snapshot) => ({ sent: snapshot.matches({ flow: { attend: "guestSent" } }), email: snapshot.context.data.email }));
  if (sent) return <p role="status">{t("flow.guestSent", { email })}</p>;
  const field = { name: "email", type: "email", autoComplete: "email", label: t("flow.email"), schema: EmailRule, defaultValue: email };
  return (
    <FlowForm
      key="guest"
      fields={[field]}
      submit={t("flow.guestSubmit")}
      busy={busy}
      error={error}
      back={back}
      intro={t("flow.guestIntro")}
      onSubmit={({ email: typed = "" }) => actor.send({ type: "SUBMIT_EMAIL", email: typed })}
    />
  );
}
