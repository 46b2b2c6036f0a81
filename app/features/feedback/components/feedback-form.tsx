import { useCallback, useState, type FormEvent } from "react";
import * as v from "valibot";
import { useApi, useRemote } from "~/lib/use-remote";
import { BackToEvent, ChildLoading } from "~/features/attend/components/event-child";
import { ApiError } from "~/lib/api-client";
import type { MessageId } from "~/i18n/catalogues";
import { useT } from "~/i18n/intl";

const RATINGS = [1, 2, 3, 4, 5] as const;
const TEXT_MAX = 2000;

/** GET /events/feedback/{id}/mine and POST /events/feedback/{id}: the user's feedback. */
const FeedbackSchema = v.object({ rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)), text: v.string() });
type Feedback = v.InferOutput<typeof FeedbackSchema>;

const FAILURES: Record<string, MessageId> = {
  not_attendee: "feedback.notAttendee",
  event_not_started: "feedback.notStarted",
  event_cancelled: "feedback.cancelled",
};

/** The rating and text form, filled with the feedback already given (a 404 means none yet). */
export function FeedbackForm({ eventId }: { eventId: string }) {
  const api = useApi();
  const load = useCallback(
    (signal: AbortSignal) =>
      api.get(`/events/feedback/${eventId}/mine`, { signal }).then(
        (answer): Feedback | null => v.parse(FeedbackSchema, answer),
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        },
      ),
    [api, eventId],
  );
  const { remote } = useRemote(load, true);
  if (remote.status === "loading") return <ChildLoading />;
  return <Form eventId={eventId} initial={remote.status === "ready" ? remote.data : null} />;
}

type Outcome = { status: "idle" | "saving" | "saved" | "missing-rating" } | { status: "failed"; message: MessageId };

function Form({ eventId, initial }: { eventId: string; initial: Feedback | null }) {
  const t = useT();
  const api = useApi();
  const [outcome, setOutcome] = useState<Outcome>({ status: "idle" });
  const missing = outcome.status === "missing-rating";
  const submit = (submitEvent: FormEvent<HTMLFormElement>) => {
    submitEvent.preventDefault();
    const form = new FormData(submitEvent.currentTarget);
    // Checked on submit with the app's message (docs/product.md §5 required), not the browser's.
    if (!form.get("rating")) return setOutcome({ status: "missing-rating" });
    const body = { rating: Number(form.get("rating")), text: String(form.get("text") ?? "") };
    setOutcome({ status: "saving" });
    api.post(`/events/feedback/${eventId}`, body).then(
      (answer) => {
        v.parse(FeedbackSchema, answer);
        setOutcome({ status: "saved" });
      },
      (error: unknown) => setOutcome({ status: "failed", message: (error instanceof ApiError && FAILURES[error.code]) || "feedback.error" }),
    );
  };
  return (
    <form className="feedback-form" noValidate onSubmit={submit}>
      <fieldset className="feedback-form__rating" aria-describedby={missing ? "feedback-rating-error" : undefined}>
        <legend>{t("feedback.rating")}</legend>
        {RATINGS.map((rating) => (
          <label key={rating}>
            <input type="radio" name="rating" value={rating} required defaultChecked={initial?.rating === rating} />
            {t(`feedback.rating.${rating}`)}
          </label>
        ))}
        {missing ? (
          <p id="feedback-rating-error" className="field-error" role="alert">
            {t("form.required")}
          </p>
        ) : null}
      </fieldset>
      <label htmlFor="feedback-text">{t("feedback.text")}</label>
      <textarea id="feedback-text" name="text" rows={6} maxLength={TEXT_MAX} defaultValue={initial?.text ?? ""} />
      <p role="status">{outcome.status === "saved" ? t("feedback.saved") : null}</p>
      {outcome.status === "failed" ? <p role="alert">{t(outcome.message)}</p> : null}
      <div className="event-child__actions">
        <button type="submit" className="button" disabled={outcome.status === "saving"}>
          {t("feedback.save")}
        </button>
        <BackToEvent />
      </div>
    </form>
  );
}
