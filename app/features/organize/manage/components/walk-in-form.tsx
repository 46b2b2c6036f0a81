import { useId, useState, type FormEvent } from "react";
import { useIntl, useT } from "~/i18n/intl";
import { ApiError } from "~/lib/api-client";
import type { Attendee } from "../organize-answers.schema";

type Props = {
  online: boolean;
  register: (person: { name: string; email: string | null; lang: string }) => Promise<Attendee>;
  onArrived: (attendee: Attendee) => void;
};

/**
 * 'Inscrire quelqu'un sur place' at the door (docs/product.md §6 "The door"): a name, an address if the person
 * gives one; registered within the capacity and checked in at once. It needs the network.
 */
export function WalkInForm({ online, register, onArrived }: Props) {
  const t = useT();
  const { lang } = useIntl();
  const ids = useId();
  const [state, setState] = useState<"idle" | "sending" | "full" | "invalid" | "failed">("idle");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const name = String(data.get("name") ?? "").trim();
    const email = String(data.get("email") ?? "").trim();
    if (!name) return setState("invalid");
    setState("sending");
    try {
      onArrived(await register({ name, email: email || null, lang }));
      form.reset();
      setState("idle");
    } catch (error) {
      setState(error instanceof ApiError && error.code === "event_full" ? "full" : error instanceof ApiError && error.status === 400 ? "invalid" : "failed");
    }
  }

  return (
    <details className="organize-checkin__walk-in">
      <summary>{t("organize.walkIn.title")}</summary>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={`${ids}-name`}>{t("organize.walkIn.name")}</label>
        <input id={`${ids}-name`} name="name" autoComplete="off" maxLength={100} required aria-invalid={state === "invalid"} />
        <label htmlFor={`${ids}-email`}>{t("organize.walkIn.email")}</label>
        <input id={`${ids}-email`} name="email" type="email" autoComplete="off" inputMode="email" />
        <button type="submit" className="button" disabled={!online || state === "sending"}>
          {t("organize.walkIn.submit")}
        </button>
        {online ? null : <p className="organize-checkin__hint">{t("organize.walkIn.offline")}</p>}
        <p role="alert" className="field-error">
          {state === "full" ? t("organize.walkIn.full") : null}
          {state === "invalid" ? t("organize.walkIn.invalid") : null}
          {state === "failed" ? t("organize.manage.actionFailed") : null}
        </p>
      </form>
    </details>
  );
}
