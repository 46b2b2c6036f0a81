import { useState } from "react";
import type { MessageId } from "~/i18n/catalogues";
import { useIntl, useT } from "~/i18n/intl";
import type { Attendees } from "../organize-answers.schema";
import { BatchBar } from "./batch-bar";
import { toggleSelection } from "../attendee-filter";

/** The people an event holds back: its waitlist, or the requests of an event that approves each registration. */
type Queue = "waitlist" | "requests";

const LABELS: Record<Queue, { title: MessageId; empty: MessageId }> = {
  waitlist: { title: "organize.waitlist.title", empty: "organize.waitlist.empty" },
  requests: { title: "organize.requests.title", empty: "organize.requests.empty" },
};

type Props = {
  queue: Queue;
  eventId: string;
  data: Attendees;
  onChange: (change: (data: Attendees) => Attendees, message: string) => void;
  onReload: () => void;
};

/**
 * Who waits, first come first: for a place (the waitlist), or for the organizer's answer (docs/product.md §5
 * "Approval"). The organizer lets some in at once, within the capacity or raising it, or declines requests; a
 * declined request stays listed, marked, and may still be approved.
 */
export function QueueTable({ queue, eventId, data, onChange, onReload }: Props) {
  const t = useT();
  const { intl } = useIntl();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const select = (userId: string, on: boolean) => setSelected((current) => toggleSelection(current, userId, on));
  const people = queue === "waitlist" ? data.waitlist.map((entry) => ({ ...entry, declinedAt: null })) : data.requests;
  const waiting = people.filter((person) => person.declinedAt === null).length;
  const titleId = `organize-${queue}-title`;
  return (
    <section aria-labelledby={titleId} className="organize-waitlist">
      <h3 id={titleId}>{t(LABELS[queue].title, { count: waiting })}</h3>
      {people.length === 0 ? (
        <p>{t(LABELS[queue].empty)}</p>
      ) : (
        <>
          <BatchBar
            eventId={eventId}
            selected={selected}
            kind={queue}
            room={data}
            onDone={(message) => {
              setSelected(new Set());
              onChange((current) => current, message);
              onReload();
            }}
          />
          <ol className="organize-waitlist__list">
            {people.map((person) => (
              <li key={person.userId}>
                <label>
                  <input type="checkbox" checked={selected.has(person.userId)} onChange={(event) => select(person.userId, event.target.checked)} />
                  {person.name} · {person.email} ·{" "}
                  <time dateTime={person.registeredAt}>{intl.formatDate(new Date(person.registeredAt), { dateStyle: "short", timeStyle: "short" })}</time>
                  {person.declinedAt ? <span className="badge"> {t("organize.requests.declined")}</span> : null}
                </label>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
