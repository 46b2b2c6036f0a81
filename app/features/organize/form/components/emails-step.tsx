import { CheckboxField } from "~/components/ui/fields/checkbox-field";
import { TextareaField } from "~/components/ui/fields/textarea-field";
import { EMAIL_TEXT_MAX } from "~/features/organize/event-input.schema";
import { useT } from "~/i18n/intl";
import { useEventForm, useFocusFirstInvalid } from "../event-form-context";
import { StepFieldset } from "./step-fieldset";

/**
 * Step "emails": the texts attendees receive with their confirmation and the day before, and the request for
 * their feedback sent to those who came, after the event (on unless turned off).
 */
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
      <CheckboxField
        name="emails.askFeedback"
        label={t("organize.form.emails.askFeedback")}
        hint={t("organize.form.emails.askFeedback.hint")}
        value={draft.emails.askFeedback}
        onChange={(askFeedback) => change({ emails: { ...draft.emails, askFeedback } })}
      />
      {draft.emails.askFeedback ? (
        <TextareaField
          name="emails.feedback"
          label={t("organize.form.emails.feedback")}
          hint={t("organize.form.emails.feedback.hint")}
          value={draft.emails.feedback}
          maxLength={EMAIL_TEXT_MAX}
          onChange={(feedback) => change({ emails: { ...draft.emails, feedback } })}
          error={errors["emails.feedback"]}
        />
      ) : null}
    </StepFieldset>
  );
}
