import { useCallback, useState } from "react";
import * as v from "valibot";
import { useIntl, useT } from "~/i18n/intl";
import type { ApiClient } from "~/lib/api-client";
import { useRootData } from "~/lib/root-data";
import { AttendeesSchema, type Attendees } from "../organize-answers.schema";
import { useOrganizedEvent } from "../organized-event-context";
import { useOrganizerLoad } from "../use-organizer-load";
import { AttendeeTable } from "./attendee-table";
import { ContactForm } from "./contact-form";
import { InvitationsPanel } from "./invitations-panel";
import { CoorganizersPanel } from "./coorganizers-panel";
import { ScheduledMessages } from "./scheduled-messages";
import { QueueTable } from "./queue-table";
import { LoadFailed, Loading } from "./remote-states";

/**
 * /organize/event/{slug}/attendees: who asks to come (approval), who comes (search, sort, check-in, batch
 * actions, CSV export), who waits (manual promotion), who was invited (docs/product.md §5 "Invitations"), a
 * message to everyone, and the co-organizers (docs/product.md §6).
 */
export function AttendeesScreen() {
  const t = useT();
  const { lang } = useIntl();
  const { event } = useOrganizedEvent();
  const { apiBase } = useRootData().config;
  const load = useCallback(
    async (api: ApiClient, signal: AbortSignal) => v.parse(AttendeesSchema, await api.get(`/events/${event._id}/attendees`, { signal })),
    [event._id],
  );
  const { state, update, reload } = useOrganizerLoad(load);
  const [notice, setNotice] = useState("");
  // When the screen opened: whether the event is over (who did not come is then known).
  const [now] = useState(() => Date.now());
  const [messagesVersion, setMessagesVersion] = useState(0);
  const changed = useCallback(
    (change: (data: Attendees) => Attendees, message: string) => {
      update(change);
      setNotice(message);
    },
    [update],
  );
  return (
    <div className="organize-attendees">
      <section aria-labelledby="organize-attendees-title">
        <div className="organize-section-head">
          <h2 id="organize-attendees-title">{t("shell.organize.event.attendees")}</h2>
          <a className="button button--ghost button--small" href={`${apiBase}/events/${event._id}/attendees.csv?lang=${lang}`} download>
            {t("organize.attendees.export")}
          </a>
          {/* The guest list on paper: names, tickets and a box to tick (the print style of organize.css). */}
          <button type="button" className="button button--ghost button--small" onClick={() => window.print()}>
            {t("organize.attendees.print")}
          </button>
        </div>
        <p role="status" className="organize-notice">
          {notice}
        </p>
        {state.status === "loading" ? <Loading /> : null}
        {state.status === "failed" ? <LoadFailed code={state.code} retry={reload} /> : null}
        {state.status === "ready" ? (
          <>
            {/* An event that approves each registration has requests, and no waitlist (docs/product.md §5 "Approval"). */}
            {event.requiresApproval || state.data.requests.length > 0 ? (
              <QueueTable queue="requests" eventId={event._id} data={state.data} onChange={changed} onReload={reload} />
            ) : null}
            <AttendeeTable eventId={event._id} data={state.data} onChange={changed} onReload={reload} />
            {event.requiresApproval && state.data.waitlist.length === 0 ? null : (
              <QueueTable queue="waitlist" eventId={event._id} data={state.data} onChange={changed} onReload={reload} />
            )}
          </>
        ) : null}
      </section>
      <InvitationsPanel />
      <ContactForm
        eventId={event._id}
        over={Date.parse(event.endDate ?? event.startDate) <= now}
        approval={event.requiresApproval}
        questions={event.questions}
        onScheduled={() => setMessagesVersion((n) => n + 1)}
      />
      {/* A new message kept for later loads the list again. */}
      <ScheduledMessages key={messagesVersion} eventId={event._id} />
      <CoorganizersPanel />
    </div>
  );
}
