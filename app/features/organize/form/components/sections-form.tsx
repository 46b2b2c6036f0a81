import { useEffect, useRef, useState, type ReactNode } from "react";
import type { EventDraft, EventFormMode } from "#machines/event-form/event-form.types";
import { RadioField } from "~/components/ui/fields/radio-field";
import { useSession } from "~/features/accounts/sessions/session-context";
import { Loading } from "~/features/organize/manage/components/remote-states";
import { useT } from "~/i18n/intl";
import { useRootData } from "~/lib/root-data";
import { EventFormProvider } from "../event-form-context";
import { isStaffEmail } from "~/features/organize/staff-email";
import { useEventFormActor } from "../use-event-form-actor";
import { useTaxonomies } from "../use-taxonomies";
import { CancelEvent } from "./cancel-event";
import { EmailsStep } from "./emails-step";
import { EventStep } from "./event-step";
import { FormStatus } from "./form-status";
import { PublishedPanel } from "./published-panel";
import { QuestionsStep } from "./questions-step";
import { SettingsStep } from "./settings-step";
import { StyleStep } from "./style-step";

type SectionsFormProps = {
  mode: Exclude<EventFormMode, "create">;
  draft: EventDraft;
  eventId?: string;
  /** The version of the event being edited (If-Match of the save). */
  version?: string | null;
  /** An event already cancelled cannot be cancelled again. */
  cancellable?: boolean;
  /** After a save or a cancellation (the page around reloads the event). */
  onSaved?: () => void;
  /** How many later dates of its series an edit may pass on to (docs/product.md §5 "Recurring events"). */
  seriesFollowing?: number;
  intro?: ReactNode;
};

/** The event form on one page, its five steps one under the other: editing an event, or publishing a copy. */
export function SectionsForm({ mode, draft, eventId, version = null, cancellable = false, onSaved, intro, seriesFollowing = 0 }: SectionsFormProps) {
  const t = useT();
  const { config } = useRootData();
  const { user } = useSession();
  // This date only, or this one and the later dates of its series: read by the save when it is sent.
  const [applyTo, setApplyTo] = useState<"this" | "following">("this");
  const applyToRef = useRef<"this" | "following">("this");
  const { snapshot, send, matches } = useEventFormActor({ mode, draft: () => draft, eventId, version, applyTo: () => applyToRef.current });
  const taxonomies = useTaxonomies();
  const saved = snapshot?.context.saved ?? null;
  const cancelled = matches("cancelled");
  const reported = useRef<unknown>(null);
  useEffect(() => {
    const outcome = cancelled ? "cancelled" : saved;
    if (outcome && reported.current !== outcome) {
      reported.current = outcome;
      onSaved?.();
    }
  }, [saved, cancelled, onSaved]);

  if (!snapshot) return <Loading />;
  const { context } = snapshot;
  if (mode === "duplicate" && matches("published") && saved) return <PublishedPanel saved={saved} />;
  if (cancelled) {
    return (
      <p role="status" className="notice">
        {t("organize.form.cancel.done")}
      </p>
    );
  }
  const busy = matches("validating") || matches("submitting") || matches("cancelling");
  return (
    <EventFormProvider value={{ context, send, busy, taxonomies, makesense: isStaffEmail(user?.email ?? "", config.staffDomain) }}>
      {intro}
      <form
        noValidate
        className="event-form event-form--sections"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: "SUBMIT" });
        }}
      >
        <EventStep />
        <SettingsStep />
        <QuestionsStep />
        <StyleStep />
        <EmailsStep />
        <FormStatus />
        <div role="status" className="event-form__status">
          {mode === "edit" && matches("published") ? (
            <p className="notice">{t(applyTo === "following" ? "organize.form.savedFollowing" : "organize.form.saved")}</p>
          ) : null}
        </div>
        {mode === "edit" && seriesFollowing > 0 ? (
          <RadioField
            name="applyTo"
            label={t("organize.form.applyTo")}
            value={applyTo}
            options={[
              { value: "this", label: t("organize.form.applyTo.this") },
              { value: "following", label: t("organize.form.applyTo.following", { count: seriesFollowing }) },
            ]}
            onChange={(value) => {
              applyToRef.current = value === "following" ? "following" : "this";
              setApplyTo(applyToRef.current);
            }}
          />
        ) : null}
        <div className="event-form__actions">
          <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
            {mode === "edit" ? t("organize.form.save") : t("organize.form.publishCopy")}
          </button>
        </div>
      </form>
      {mode === "edit" && cancellable ? <CancelEvent busy={busy} onConfirm={() => send({ type: "CANCEL_EVENT" })} /> : null}
    </EventFormProvider>
  );
}
