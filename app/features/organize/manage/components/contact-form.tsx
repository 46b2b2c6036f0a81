import { useId } from "react";
import { FormField, FormFooter } from "~/features/accounts/pages/components/form-field";
import { useT } from "~/i18n/intl";
import { useFormAction } from "~/lib/use-form-action";
import { useApi } from "~/lib/use-remote";
import { CONTACT_MESSAGE_MAX, ContactBodySchema } from "~/features/organize/event-attendees.schema";

/** Write to every attendee (POST /events/contact/{id}): one email each, in their language's frame. */
export function ContactForm({ eventId }: { eventId: string }) {
  const t = useT();
  const api = useApi();
  const id = useId();
  const { errors, state, onSubmit } = useFormAction(
    ContactBodySchema,
    async (values) => {
      await api.post(`/events/contact/${eventId}`, values);
    },
    (code) => (code === "no_attendees" ? { message: "organize.contact.noAttendees" } : null),
  );
  return (
    <section aria-labelledby={`${id}-title`} className="organize-contact card">
      <h2 id={`${id}-title`}>{t("organize.contact.title")}</h2>
      <p>{t("organize.contact.lead")}</p>
      <form className="form-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormField name="subject" label={t("organize.contact.subject")} error={errors.subject} />
        <div className="form-field">
          <label htmlFor={`${id}-message`}>{t("organize.contact.message")}</label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={6}
            maxLength={CONTACT_MESSAGE_MAX}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? `${id}-message-error` : undefined}
          />
          {errors.message ? (
            <p id={`${id}-message-error`} className="field-error">
              {t(errors.message)}
            </p>
          ) : null}
        </div>
        <FormFooter state={state} submit={t("organize.contact.send")} done={t("organize.contact.sent")} />
      </form>
    </section>
  );
}
