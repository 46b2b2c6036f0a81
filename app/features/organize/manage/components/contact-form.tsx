import { useId } from "react";
import { FormField, FormFooter } from "~/features/accounts/pages/components/form-field";
import { useT } from "~/i18n/intl";
import { useFormAction } from "~/lib/use-form-action";
import { useApi } from "~/lib/use-remote";
import { CONTACT_MESSAGE_MAX, CONTACT_SEGMENTS, ContactBodySchema } from "~/features/organize/event-attendees.schema";

const SEGMENT_LABELS = {
  registered: "organize.contact.segment.registered",
  everyone: "organize.contact.segment.everyone",
  waitlist: "organize.contact.segment.waitlist",
  arrived: "organize.contact.segment.arrived",
  absent: "organize.contact.segment.absent",
} as const;

/**
 * Write to the people of an event (POST /events/contact/{id}): one email each, in their language's frame, to the
 * group chosen; those who did not come are offered once the event is over (`over`).
 */
export function ContactForm({ eventId, over }: { eventId: string; over: boolean }) {
  const t = useT();
  const api = useApi();
  const id = useId();
  const { errors, state, onSubmit } = useFormAction(
    ContactBodySchema,
    async (values) => {
      await api.post(`/events/contact/${eventId}`, values);
    },
    (code) => {
      if (code === "no_attendees") return { message: "organize.contact.noAttendees" };
      return code === "event_not_over" ? { field: "segment", message: "organize.contact.notOver" } : null;
    },
  );
  const segments = CONTACT_SEGMENTS.filter((segment) => over || segment !== "absent");
  return (
    <section aria-labelledby={`${id}-title`} className="organize-contact card">
      <h2 id={`${id}-title`}>{t("organize.contact.title")}</h2>
      <p>{t("organize.contact.lead")}</p>
      <form className="form-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className="form-field">
          <label htmlFor={`${id}-segment`}>{t("organize.contact.segment")}</label>
          <select
            id={`${id}-segment`}
            name="segment"
            defaultValue="registered"
            aria-invalid={errors.segment ? true : undefined}
            aria-describedby={errors.segment ? `${id}-segment-error` : undefined}
          >
            {segments.map((segment) => (
              <option key={segment} value={segment}>
                {t(SEGMENT_LABELS[segment])}
              </option>
            ))}
          </select>
          {errors.segment ? (
            <p id={`${id}-segment-error`} className="field-error">
              {t(errors.segment)}
            </p>
          ) : null}
        </div>
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
