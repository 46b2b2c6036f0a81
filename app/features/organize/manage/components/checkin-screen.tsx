import { useId, useRef, useState, type FormEvent } from "react";
import { SearchField } from "~/components/ui/fields/search-field";
import { useIntl, useT } from "~/i18n/intl";
import { filterAttendees } from "../attendee-filter";
import { arrivalOf, type Arrival } from "../checkin-list";
import type { Attendee } from "../organize-answers.schema";
import { useOrganizedEvent } from "../organized-event-context";
import { useCheckinDoor } from "../use-checkin-door";
import { Loading } from "./remote-states";
import { TicketScanner } from "./ticket-scanner";
import { WalkInForm } from "./walk-in-form";

/** How many people the name search lists at once on a phone. */
const SEARCH_RESULTS = 8;

/**
 * /organize/event/{slug}/checkin: the door, on a phone. A ticket is scanned with the camera, typed, or the
 * person found by name; arrivals are recorded at once and sent when the network allows, the last one can be
 * taken back, and the phones at one door see each other's arrivals within seconds (docs/product.md §6).
 */
export function CheckinScreen() {
  const t = useT();
  const { intl, lang } = useIntl();
  const { event } = useOrganizedEvent();
  const door = useCheckinDoor(event._id);
  const ids = useId();
  const [result, setResult] = useState<Arrival | null>(null);
  const [search, setSearch] = useState("");
  const [undoFailed, setUndoFailed] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  function admit(code: string) {
    if (!door.attendees) return;
    const arrival = arrivalOf(door.attendees, code);
    if (arrival.outcome === "arrived") door.checkIn(arrival.attendee);
    setUndoFailed(false);
    setResult(arrival);
  }
  function submitCode(submit: FormEvent<HTMLFormElement>) {
    submit.preventDefault();
    admit(codeRef.current?.value ?? "");
    if (codeRef.current) codeRef.current.value = "";
    codeRef.current?.focus();
  }
  /** The last arrival taken back (a wrong person, a wrong tap): they read as not arrived on every device. */
  async function undoLast(attendee: Attendee) {
    const done = await door.undo(attendee);
    setUndoFailed(!done);
    if (done) setResult(null);
  }
  function admitByName(attendee: Attendee) {
    door.checkIn(attendee);
    setResult({ outcome: "arrived", attendee });
  }

  const arrived = door.attendees?.filter((attendee) => attendee.checkedInAt).length ?? 0;
  const found = search.trim() && door.attendees ? filterAttendees(door.attendees, search, "name", lang).slice(0, SEARCH_RESULTS) : [];
  return (
    <section aria-labelledby={`${ids}-title`} className="organize-checkin">
      <h2 id={`${ids}-title`}>{t("shell.organize.event.checkin")}</h2>
      <p role="status" className={`organize-checkin__sync${door.online ? "" : " organize-checkin__sync--offline"}`}>
        {door.online ? t("organize.checkin.online", { count: door.pending }) : t("organize.checkin.offline", { count: door.pending })}
      </p>
      {door.loadFailed ? (
        <p role="alert" className="notice notice--error">
          {t("account.loadFailed")}
        </p>
      ) : null}
      {!door.attendees && !door.loadFailed ? <Loading /> : null}
      {door.attendees ? (
        <>
          <p className="organize-checkin__count">{t("organize.checkin.count", { arrived, total: door.attendees.length })}</p>
          {/* The code field first: on a phone it is in view above the camera (docs/product.md §6). */}
          <form className="organize-checkin__code" onSubmit={submitCode}>
            <label htmlFor={`${ids}-code`}>{t("organize.checkin.code")}</label>
            <input id={`${ids}-code`} ref={codeRef} name="code" autoComplete="off" autoCapitalize="characters" spellCheck={false} inputMode="text" />
            <button type="submit" className="button">
              {t("organize.checkin.submit")}
            </button>
          </form>
          <div role="alert" aria-live="assertive" className="organize-checkin__result">
            {result ? <ArrivalMessage arrival={result} format={(at) => intl.formatTime(new Date(at), { hour: "2-digit", minute: "2-digit" })} /> : null}
          </div>
          {result?.outcome === "arrived" ? (
            <p className="organize-checkin__undo">
              <button type="button" className="button button--ghost button--small" onClick={() => void undoLast(result.attendee)}>
                {t("organize.checkin.undo", { name: result.attendee.name })}
              </button>
            </p>
          ) : null}
          {undoFailed ? (
            <p role="alert" className="field-error">
              {t("organize.checkin.undoFailed")}
            </p>
          ) : null}
          <TicketScanner onCode={admit} />
          <WalkInForm
            online={door.online}
            register={door.walkIn}
            onArrived={(attendee) => {
              setUndoFailed(false);
              setResult({ outcome: "arrived", attendee });
            }}
          />
          <div className="organize-checkin__search">
            <SearchField name="checkin-search" label={t("organize.checkin.search")} value={search} onChange={setSearch} autoComplete="off" />
            {found.length > 0 ? (
              <ul>
                {found.map((attendee) => (
                  <li key={attendee.userId}>
                    <span>{attendee.name}</span>
                    {attendee.checkedInAt ? (
                      <span className="badge badge--success">{t("organize.checkin.in")}</span>
                    ) : (
                      <button
                        type="button"
                        className="button button--small"
                        aria-label={t("organize.attendees.checkInNamed", { name: attendee.name })}
                        onClick={() => admitByName(attendee)}
                      >
                        {t("organize.attendees.checkIn")}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  );
}

function ArrivalMessage({ arrival, format }: { arrival: Arrival; format: (at: string) => string }) {
  const t = useT();
  if (arrival.outcome === "unknown") return <p className="notice notice--error">{t("organize.checkin.unknown")}</p>;
  if (arrival.outcome === "already") {
    return <p className="notice">{t("organize.checkin.already", { name: arrival.attendee.name, time: format(arrival.attendee.checkedInAt ?? "") })}</p>;
  }
  return <p className="notice notice--success">{t("organize.checkin.welcome", { name: arrival.attendee.name })}</p>;
}
