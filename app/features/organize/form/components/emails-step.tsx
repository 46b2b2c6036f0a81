import { EMAIL_TEXT_MAX } from "~/features/organize/event-input.schema";
import { useT } from "~/i18n/intl";
import { useEventForm, useFocusFirstInvalid } from "../event-form-context";
import { TextareaField } from "../fields/textarea-field";
import { StepFieldset } from "./step-fieldset";

/** Step "emails": the texts attendees receive with their confirmation and the day before. */
export function EmailsStep() {
  const t = useT();
  const { draft, errors, change } = useEventForm();
  useFocusFirstInvalid();
  return (
    <StepFieldset step="emails">
      <TextareaField
        name="emails.confirmation"
        label={t("organize.form.emails.confirmation")}
        hint={t("organize.form.emails.confirmation.hint")}
        value={draft.emails.confirmation}
        maxLength={EMAIL_TEXT_MAX}
        onChange={(confirmation) => change({ emails: { ...draft.emails, confirmation } })}
        error={errors["emails.confirmation"]}
      />
      <TextareaField
        name="emails.reminder"
        label={t("organize.form.emails.reminder")}
        hint={t("organize.form.emails.reminder.hint")}
        value={draft.emails.reminder}
        maxLength={EMAIL_TEXT_MAX}
        onChange={(reminder) => change({ emails: { ...draft.emails, reminder } })}
        error={errors["emails.reminder"]}
      />
    </StepFieldset>
  );
}
