import { useCallback, useState } from "react";
import * as v from "valibot";
import { useIntl, useT } from "~/i18n/intl";
import type { ApiClient } from "~/lib/api-client";
import { FeedbacksSchema, type Feedbacks } from "../organize-answers.schema";
import { useOrganizedEvent } from "../organized-event-context";
import { useOrganizerLoad } from "../use-organizer-load";
import { LoadFailed, Loading } from "./remote-states";

/** /organize/event/{slug}/feedbacks: what attendees said after the event, and the average rating. */
export function FeedbacksScreen() {
  const t = useT();
  const { event } = useOrganizedEvent();
  const load = useCallback(
    async (api: ApiClient, signal: AbortSignal) => v.parse(FeedbacksSchema, await api.get(`/events/${event._id}/feedbacks`, { signal })),
    [event._id],
  );
  const { state, reload } = useOrganizerLoad(load);
  const [now] = useState(() => Date.now());
  const ended = new Date(event.endDate ?? event.startDate).getTime() < now;
  return (
    <section aria-labelledby="organize-feedbacks-title" className="organize-feedbacks">
      <h2 id="organize-feedbacks-title">{t("shell.organize.event.feedbacks")}</h2>
      {state.status === "loading" ? <Loading /> : null}
      {state.status === "failed" ? <LoadFailed code={state.code} retry={reload} /> : null}
      {state.status === "ready" && state.data.count === 0 ? (
        <p className="empty-state">{t(ended ? "organize.feedbacks.empty" : "organize.feedbacks.afterEvent")}</p>
      ) : null}
      {state.status === "ready" && state.data.count > 0 ? <FeedbackList feedbacks={state.data} /> : null}
    </section>
  );
}

function Stars({ rating }: { rating: number }) {
  const t = useT();
  return (
    <span className="feedback-stars" role="img" aria-label={t("organize.feedbacks.rating", { rating })}>
      {"★".repeat(rating)}
      <span aria-hidden="true" className="feedback-stars__empty">
        {"★".repeat(5 - rating)}
      </span>
    </span>
  );
}

function FeedbackList({ feedbacks }: { feedbacks: Feedbacks }) {
  const t = useT();
  const { intl } = useIntl();
  return (
    <>
      <p className="organize-feedbacks__average">
        {t("organize.dashboard.feedbackAverage", {
          average: intl.formatNumber(feedbacks.average ?? 0, { maximumFractionDigits: 1 }),
          count: feedbacks.count,
        })}
      </p>
      <ul className="organize-feedbacks__list">
        {feedbacks.data.map((feedback) => (
          <li key={feedback._id} className="card">
            <p>
              <Stars rating={feedback.rating} /> <strong>{feedback.user.displayname ?? t("organize.feedbacks.anonymous")}</strong>{" "}
              <time dateTime={feedback.createdAt}>{intl.formatDate(new Date(feedback.createdAt), { dateStyle: "medium" })}</time>
            </p>
            {feedback.hidden ? <p className="organize-feedbacks__hidden">{t("organize.feedbacks.hidden")}</p> : null}
            {feedback.text ? <p className="organize-feedbacks__text">{feedback.text}</p> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
