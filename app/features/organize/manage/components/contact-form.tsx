import { useId, useState } from "react";
import * as v from "valibot";
import { FormField, FormFooter } from "~/features/accounts/pages/components/form-field";
import { useIntl, useT } from "~/i18n/intl";
import { useFormAction } from "~/lib/use-form-action";
import { useApi } from "~/lib/use-remote";
import { CONTACT_MESSAGE_MAX, CONTACT_SEGMENTS, ContactFieldsSchema, type ContactSegment } from "~/features/organize/event-attendees.schema";
import { choicesOf } from "~/features/questions/registration-answers";
import { labelIn, type Question } from "~/features/questions/registration-questions";
import { SEGMENT_LABELS } from "./segment-labels";

/** The `answer` segment's choice as the form's select gives it: "questionId:choiceId". */
const ANSWER_CHOICE = /^([a-z0-9]{1,16}):([a-z0-9]{1,16})$/;

/**
 * The form as it is filled: the API's body without `sendAt`, the `answer` segment's choice as one value, then when
 * to send it; a later time is the browser's `datetime-local` value, in the organizer's own time zone, and must be
 * to come.
 */
const ContactFormSchema = v.pipe(
  v.object({
    ...v.omit(ContactFieldsSchema, ["sendAt", "answer"]).entries,
    answerChoice: v.optional(v.string(), ""),
    when: v.optional(v.picklist(["now", "later"], "form.choice"), "now"),
    sendAtLocal: v.optional(v.string(), ""),
  }),
  v.forward(
    v.partialCheck([["segment"], ["answerChoice"]], (input) => input.segment !== "answer" || ANSWER_CHOICE.test(input.answerChoice), "form.required"),
    ["answerChoice"],
  ),
  v.forward(
    v.partialCheck([["when"], ["sendAtLocal"]], (input) => input.when === "now" || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(input.sendAtLocal), "form.required"),
    ["sendAtLocal"],
  ),
  v.forward(
    v.partialCheck(
      [["when"], ["sendAtLocal"]],
      (input) => input.when === "now" || new Date(input.sendAtLocal).getTime() > Date.now(),
      "organize.contact.sendAtPast",
    ),
    ["sendAtLocal"],
  ),
);

/** Which groups a message may go to: those who did not come once it is over, requests with approval, answers with choice questions. */
function offeredSegments({ over, approval, choiceQuestions }: { over: boolean; approval: boolean; choiceQuestions: number }): ContactSegment[] {
  return CONTACT_SEGMENTS.filter((segment) => {
    if (segment === "absent") return over;
    if (segment === "pending") return approval;
    if (segment === "answer") return choiceQuestions > 0;
    return true;
  });
}

type ContactFormProps = {
  eventId: string;
  over: boolean;
  /** The event approves each registration: its requests waiting are a group (docs/product.md §5 "Approval"). */
  approval: boolean;
  questions: readonly Question[];
  onScheduled: () => void;
};

/**
 * Write to the people of an event (POST /events/contact/{id}): one email each, in their language's frame, to the
 * group chosen, now or at a time to come (`onScheduled` then, for the list of messages kept); those who did not
 * come are offered once the event is over (`over`), the attendees who gave one answer when a question offers
 * choices.
 */
export function ContactForm({ eventId, over, approval, questions, onScheduled }: ContactFormProps) {
  const t = useT();
  const { lang } = useIntl();
  const api = useApi();
  const id = useId();
  const [segment, setSegment] = useState<string>("registered");
  const [later, setLater] = useState(false);
  const [sentLater, setSentLater] = useState(false);
  const { errors, state, onSubmit } = useFormAction(
    ContactFormSchema,
    async ({ when, sendAtLocal, answerChoice, ...fields }) => {
      const scheduled = when === "later";
      const [, question = "", choice = ""] = ANSWER_CHOICE.exec(answerChoice) ?? [];
      const body = fields.segment === "answer" ? { ...fields, answer: { question, choice } } : fields;
      await api.post(`/events/contact/${eventId}`, scheduled ? { ...body, sendAt: new Date(sendAtLocal).toISOString() } : body);
      setSentLater(scheduled);
      if (scheduled) onScheduled();
    },
    (code) => {
      if (code === "no_attendees") return { message: "organize.contact.noAttendees" };
      return code === "event_not_over" ? { field: "segment", message: "organize.contact.notOver" } : null;
    },
  );
  const choiceQuestions = questions.filter((question) => question.kind !== "text" && question.kind !== "longText");
  const segments = offeredSegments({ over, approval, choiceQuestions: choiceQuestions.length });
  const words = { lang, eventLang: lang, yes: t("attend.questions.yes"), no: t("attend.questions.no") };
  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="field-error">
        {t(errors[name])}
      </p>
    ) : null;
  const describedBy = (name: string) => (errors[name] ? `${id}-${name}-error` : undefined);
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
            value={segment}
            onChange={(event) => setSegment(event.target.value)}
            aria-invalid={errors.segment ? true : undefined}
            aria-describedby={describedBy("segment")}
          >
            {segments.map((segment) => (
              <option key={segment} value={segment}>
                {t(SEGMENT_LABELS[segment])}
              </option>
            ))}
          </select>
          {fieldError("segment")}
        </div>
        {segment === "answer" ? (
          <div className="form-field">
            <label htmlFor={`${id}-answerChoice`}>{t("organize.contact.answer")}</label>
            <select
              id={`${id}-answerChoice`}
              name="answerChoice"
              aria-invalid={errors.answerChoice || errors.answer ? true : undefined}
              aria-describedby={describedBy(errors.answer ? "answer" : "answerChoice")}
            >
              {choiceQuestions.map((question) => (
                <optgroup key={question.id} label={labelIn(question.label, lang, lang)}>
                  {choicesOf(question, words).map((choice) => (
                    <option key={choice.id} value={`${question.id}:${choice.id}`}>
                      {choice.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            {fieldError("answerChoice")}
            {fieldError("answer")}
          </div>
        ) : null}
        <FormField name="subject" label={t("organize.contact.subject")} error={errors.subject} />
        <div className="form-field">
          <label htmlFor={`${id}-message`}>{t("organize.contact.message")}</label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={6}
            maxLength={CONTACT_MESSAGE_MAX}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy("message")}
          />
          {fieldError("message")}
        </div>
        <fieldset className="form-field">
          <legend>{t("organize.contact.when")}</legend>
          <label className="inline-choice">
            <input type="radio" name="when" value="now" checked={!later} onChange={() => setLater(false)} /> {t("organize.contact.when.now")}
          </label>
          <label className="inline-choice">
            <input type="radio" name="when" value="later" checked={later} onChange={() => setLater(true)} /> {t("organize.contact.when.later")}
          </label>
        </fieldset>
        {later ? (
          <div className="form-field">
            <label htmlFor={`${id}-sendAtLocal`}>{t("organize.contact.sendAt")}</label>
            <input
              id={`${id}-sendAtLocal`}
              name="sendAtLocal"
              type="datetime-local"
              aria-invalid={errors.sendAtLocal ? true : undefined}
              aria-describedby={describedBy("sendAtLocal")}
            />
            {fieldError("sendAtLocal")}
          </div>
        ) : null}
        <FormFooter
          state={state}
          submit={t(later ? "organize.contact.schedule" : "organize.contact.send")}
          done={t(sentLater ? "organize.contact.scheduled" : "organize.contact.sent")}
        />
      </form>
    </section>
  );
}
