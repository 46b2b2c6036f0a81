import { useId, useState } from "react";
import * as v from "valibot";
import { SearchField } from "~/components/ui/fields/search-field";
import { useIntl, useT } from "~/i18n/intl";
import { useApi } from "~/lib/use-remote";
import { ATTENDEE_SORTS, filterAttendees, toggleSelection, type AttendeeSort } from "../attendee-filter";
import { CheckinAnswerSchema, type Attendee, type Attendees } from "../organize-answers.schema";
import { WALK_IN_DOMAIN } from "~/features/organize/event-attendees.schema";
import { BatchBar } from "./batch-bar";
import { AnswerFilter } from "./answer-filter";
import { answerHas, answerLabel } from "~/features/questions/registration-answers";
import { labelIn } from "~/features/questions/registration-questions";

type Props = {
  eventId: string;
  data: Attendees;
  onChange: (change: (data: Attendees) => Attendees, message: string) => void;
  onReload: () => void;
};

const SORT_LABELS = {
  registered: "organize.attendees.sort.registered",
  name: "organize.attendees.sort.name",
  checkin: "organize.attendees.sort.checkin",
} as const;

/** The attendees: search, sort, one check-in button per row, and a selection for the batch actions. */
export function AttendeeTable({ eventId, data, onChange, onReload }: Props) {
  const t = useT();
  const { intl, lang } = useIntl();
  const api = useApi();
  const ids = useId();
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<AttendeeSort>("registered");
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [answer, setAnswer] = useState("");
  // The questions asked now: a column each; the choice ones filter the list (docs/product.md §5 "Registration questions").
  const questions = data.questions.filter((question) => !question.removed);
  const words = { lang, eventLang: lang, yes: t("attend.questions.yes"), no: t("attend.questions.no") };
  const [answerQuestion, answerChoice] = answer.split(":");
  const filtering = questions.find((question) => question.id === answerQuestion);
  const shown = filterAttendees(data.attendees, search, sort, lang).filter(
    (attendee) => !filtering || answerHas(filtering, attendee.answers[filtering.id], answerChoice ?? ""),
  );
  const arrived = data.attendees.filter((attendee) => attendee.checkedInAt).length;

  async function toggleArrival(attendee: Attendee) {
    setBusy(attendee.userId);
    setFailed(false);
    try {
      const path = attendee.checkedInAt ? "checkout" : "checkin";
      const answer = v.parse(CheckinAnswerSchema, await api.post(`/events/${path}/${eventId}`, { userId: attendee.userId }));
      onChange(
        (current) => ({ ...current, attendees: current.attendees.map((item) => (item.userId === attendee.userId ? answer.attendee : item)) }),
        t(answer.attendee.checkedInAt ? "organize.checkin.done" : "organize.checkin.undone", { name: attendee.name }),
      );
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }

  const select = (userId: string, on: boolean) => setSelected((current) => toggleSelection(current, userId, on));
  const allShown = shown.length > 0 && shown.every((attendee) => selected.has(attendee.userId));
  // A batch acts on the rows on screen only: someone selected, then hidden by a search, is left alone.
  const selectedShown = new Set(shown.filter((attendee) => selected.has(attendee.userId)).map((attendee) => attendee.userId));

  return (
    <>
      <p className="organize-attendees__count">
        {t("organize.attendees.count", { count: data.attendeesCount })} · {t("organize.attendees.arrived", { count: arrived })}
      </p>
      <div className="organize-toolbar">
        <SearchField name="attendees-search" label={t("organize.attendees.search")} value={search} onChange={setSearch} autoComplete="off" />
        <label htmlFor={`${ids}-sort`}>{t("organize.attendees.sort")}</label>
        <select id={`${ids}-sort`} value={sort} onChange={(event) => setSort(ATTENDEE_SORTS.find((item) => item === event.target.value) ?? "registered")}>
          {ATTENDEE_SORTS.map((item) => (
            <option key={item} value={item}>
              {t(SORT_LABELS[item])}
            </option>
          ))}
        </select>
        <AnswerFilter id={`${ids}-answer`} questions={questions} value={answer} onChange={setAnswer} />
      </div>
      {failed ? (
        <p role="alert" className="notice notice--error">
          {t("organize.manage.actionFailed")}
        </p>
      ) : null}
      <BatchBar
        eventId={eventId}
        selected={selectedShown}
        kind="attendees"
        room={data}
        onDone={(message) => {
          setSelected(new Set());
          onChange((current) => current, message);
          onReload();
        }}
      />
      {shown.length === 0 ? (
        <p>{t(data.attendees.length === 0 ? "organize.attendees.empty" : "organize.attendees.noMatch")}</p>
      ) : (
        <div className="organize-table-wrap">
          <table className="organize-table">
            <caption className="visually-hidden">{t("shell.organize.event.attendees")}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <input
                    type="checkbox"
                    aria-label={t("organize.attendees.selectAll")}
                    checked={allShown}
                    onChange={(event) => shown.forEach((attendee) => select(attendee.userId, event.target.checked))}
                  />
                </th>
                <th scope="col">{t("organize.attendees.name")}</th>
                <th scope="col" className="print-hidden">
                  {t("organize.attendees.email")}
                </th>
                <th scope="col" className="print-hidden">
                  {t("organize.attendees.registeredAt")}
                </th>
                {questions.map((question) => (
                  <th key={question.id} scope="col">
                    {labelIn(question.label, lang, lang)}
                  </th>
                ))}
                <th scope="col">{t("organize.attendees.ticket")}</th>
                <th scope="col">{t("organize.attendees.arrival")}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((attendee) => (
                <tr key={attendee.userId}>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t("organize.attendees.select", { name: attendee.name })}
                      checked={selected.has(attendee.userId)}
                      onChange={(event) => select(attendee.userId, event.target.checked)}
                    />
                  </td>
                  <th scope="row">{attendee.name}</th>
                  <td className="print-hidden">{attendee.email.endsWith(`@${WALK_IN_DOMAIN}`) ? "—" : attendee.email}</td>
                  <td className="print-hidden">{intl.formatDate(new Date(attendee.registeredAt), { dateStyle: "short", timeStyle: "short" })}</td>
                  {questions.map((question) => {
                    const value = attendee.answers[question.id];
                    return <td key={question.id}>{value === undefined ? "—" : answerLabel(question, value, words)}</td>;
                  })}
                  <td>
                    <code>{attendee.ticket}</code>
                  </td>
                  <td className="organize-arrival">
                    <span className="print-only organize-arrival__box" aria-hidden="true" />
                    {/* The state in words and its time, then a button that says what it will do (docs/product.md §6). */}
                    <span>
                      {attendee.checkedInAt
                        ? t("organize.attendees.arrivedAt", { time: intl.formatTime(new Date(attendee.checkedInAt), { hour: "2-digit", minute: "2-digit" }) })
                        : t("organize.attendees.notArrived")}
                    </span>
                    <button
                      type="button"
                      className={`button button--small ${attendee.checkedInAt ? "button--ghost" : ""}`}
                      aria-label={t(attendee.checkedInAt ? "organize.attendees.checkOutNamed" : "organize.attendees.checkInNamed", { name: attendee.name })}
                      disabled={busy === attendee.userId}
                      onClick={() => void toggleArrival(attendee)}
                    >
                      {t(attendee.checkedInAt ? "organize.attendees.checkOut" : "organize.attendees.checkIn")}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
