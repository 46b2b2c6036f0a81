import { useCallback } from "react";
import * as v from "valibot";
import { useIntl, useT } from "~/i18n/intl";
import type { ApiClient } from "~/lib/api-client";
import type { MessageId } from "~/i18n/catalogues";
import { DashboardSchema, type Dashboard } from "../organize-answers.schema";
import { useOrganizedEvent } from "../organized-event-context";
import { useOrganizerLoad } from "../use-organizer-load";
import { RegistrationsChart } from "./registrations-chart";
import { AnswerCounts } from "./answer-counts";
import { LoadFailed, Loading } from "./remote-states";

/** /organize/event/{slug}/dashboard: how the event is doing (docs/product.md §6). */
export function DashboardScreen() {
  const t = useT();
  const { event } = useOrganizedEvent();
  const load = useCallback(
    async (api: ApiClient, signal: AbortSignal) => v.parse(DashboardSchema, await api.get(`/events/${event._id}/dashboard`, { signal })),
    [event._id],
  );
  const { state, reload } = useOrganizerLoad(load);
  return (
    <section aria-labelledby="organize-dashboard-title" className="organize-dashboard">
      <h2 id="organize-dashboard-title">{t("shell.organize.event.dashboard")}</h2>
      {state.status === "loading" ? <Loading /> : null}
      {state.status === "failed" ? <LoadFailed code={state.code} retry={reload} /> : null}
      {state.status === "ready" ? <Figures dashboard={state.data} approval={event.requiresApproval} /> : null}
      {state.status === "ready" ? <AnswerCounts questions={event.questions} counts={state.data.answers} /> : null}
    </section>
  );
}

/** The event's figures; for an event that approves each registration, its requests waiting rather than a waitlist. */
function Figures({ dashboard, approval }: { dashboard: Dashboard; approval: boolean }) {
  const t = useT();
  const { intl } = useIntl();
  const tiles: [MessageId, string][] = [
    ["organize.dashboard.attendees", dashboard.maxAttendees > 0 ? `${dashboard.attendeesCount} / ${dashboard.maxAttendees}` : String(dashboard.attendeesCount)],
    ["organize.dashboard.placesLeft", dashboard.placesLeft === null ? t("organize.dashboard.unlimited") : String(dashboard.placesLeft)],
    approval ? ["organize.dashboard.pending", String(dashboard.pendingCount)] : ["organize.dashboard.waitlist", String(dashboard.waitlistCount)],
    ["organize.dashboard.checkedIn", String(dashboard.checkedInCount)],
    ["organize.dashboard.likes", String(dashboard.likes)],
    ["organize.dashboard.pageViews", String(dashboard.pageViews)],
    [
      "organize.dashboard.feedback",
      dashboard.feedbackAverage === null
        ? t("organize.dashboard.noFeedback")
        : t("organize.dashboard.feedbackAverage", {
            average: intl.formatNumber(dashboard.feedbackAverage, { maximumFractionDigits: 1 }),
            count: dashboard.feedbacksCount,
          }),
    ],
  ];
  return (
    <>
      <dl className="organize-tiles">
        {tiles.map(([label, value]) => (
          <div key={label} className="organize-tile">
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3>{t("organize.dashboard.registrations")}</h3>
      <RegistrationsChart days={dashboard.registrations} />
    </>
  );
}
