import { useState } from "react";
import { useIntl, useT } from "~/i18n/intl";
import type { Attendees } from "../organize-answers.schema";
import { BatchBar } from "./batch-bar";
import { toggleSelection } from "../attendee-filter";

type Props = {
  eventId: string;
  data: Attendees;
  onChange: (change: (data: Attendees) => Attendees, message: string) => void;
  onReload: () => void;
};

/**
 * Who asks to attend an event that approves each registration (docs/product.md §5 "Approval"), first come first:
 * the organizer approves (within the capacity, or raising it) or declines some at once; a declined request stays
 * listed, marked, and may still be approved.
 */
export function RequestsTable({ eventId, data, onChange, onReload }: Props) {
  const t = useT();
  const { intl } = useIntl();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const select = (userId: string, on: boolean) => setSelected((current) => toggleSelection(current, userId, on));
  const waiting = data.requests.filter((request) => request.declinedAt === null).length;
  return (
    <section aria-labelledby="organize-requests-title" className="organize-waitlist">
      <h3 id="organize-requests-title">{t("organize.requests.title", { count: waiting })}</h3>
      {data.requests.length === 0 ? (
        <p>{t("organize.requests.empty")}</p>
      ) : (
        <>
          <BatchBar
            eventId={eventId}
            selected={selected}
            kind="requests"
            room={data}
            onDone={(message) => {
              setSelected(new Set());
              onChange((current) => current, message);
              onReload();
            }}
          />
          <ol className="organize-waitlist__list">
            {data.requests.map((request) => (
              <li key={request.userId}>
                <label>
                  <input type="checkbox" checked={selected.has(request.userId)} onChange={(event) => select(request.userId, event.target.checked)} />
                  {request.name} · {request.email} ·{" "}
                  <time dateTime={request.registeredAt}>{intl.formatDate(new Date(request.registeredAt), { dateStyle: "short", timeStyle: "short" })}</time>
                  {request.declinedAt ? <span className="badge"> {t("organize.requests.declined")}</span> : null}
                </label>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
