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

/** Who waits for a place, first come first; the organizer may let some in by hand, within the capacity or raising it. */
export function WaitlistTable({ eventId, data, onChange, onReload }: Props) {
  const t = useT();
  const { intl } = useIntl();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const select = (userId: string, on: boolean) => setSelected((current) => toggleSelection(current, userId, on));
  return (
    <section aria-labelledby="organize-waitlist-title" className="organize-waitlist">
      <h3 id="organize-waitlist-title">{t("organize.waitlist.title", { count: data.waitlist.length })}</h3>
      {data.waitlist.length === 0 ? (
        <p>{t("organize.waitlist.empty")}</p>
      ) : (
        <>
          <BatchBar
            eventId={eventId}
            selected={selected}
            kind="waitlist"
            room={data}
            onDone={(message) => {
              setSelected(new Set());
              onChange((current) => current, message);
              onReload();
            }}
          />
          <ol className="organize-waitlist__list">
            {data.waitlist.map((entry) => (
              <li key={entry.userId}>
                <label>
                  <input type="checkbox" checked={selected.has(entry.userId)} onChange={(event) => select(entry.userId, event.target.checked)} />
                  {entry.name} · {entry.email} ·{" "}
                  <time dateTime={entry.registeredAt}>{intl.formatDate(new Date(entry.registeredAt), { dateStyle: "short", timeStyle: "short" })}</time>
                </label>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
