import { useId, useState } from "react";
import { useIntl, useT } from "~/i18n/intl";
import type { AdminEntry } from "../admin-answers.schema";
import { fromLocalInput, toLocalInput } from "../local-datetime";
import { scheduleProblem, type ScheduleProblem } from "../schedule-rules";

type ScheduleField = "publishAt" | "unpublishAt";

/** The input a problem is about: it is marked invalid and described by the message. */
function fieldOf(problem: ScheduleProblem, publishAt: number | null, now: number): ScheduleField {
  if (problem === "past") return publishAt !== null && publishAt <= now ? "publishAt" : "unpublishAt";
  return problem === "nothing" ? "publishAt" : "unpublishAt";
}

/**
 * The schedule of an entry (docs/product.md §2 "/admin"): when it goes live with its saved changes, and when it
 * comes down, applied by the Cron Trigger within the minute. `onSchedule` sends it; null clears a time.
 */
export function EntrySchedule({
  entry,
  busy,
  onSchedule,
}: {
  entry: AdminEntry;
  busy: boolean;
  onSchedule: (schedule: { publishAt: number | null; unpublishAt: number | null }) => void;
}) {
  const t = useT();
  const id = useId();
  const [publishAt, setPublishAt] = useState(toLocalInput(entry.publishAt));
  const [unpublishAt, setUnpublishAt] = useState(toLocalInput(entry.unpublishAt));
  const [problem, setProblem] = useState<{ problem: ScheduleProblem; field: ScheduleField } | null>(null);
  const scheduled = entry.publishAt !== null || entry.unpublishAt !== null;

  function submit(schedule: { publishAt: number | null; unpublishAt: number | null }) {
    const now = Date.now();
    const found = scheduleProblem(entry, schedule, now);
    setProblem(found ? { problem: found, field: fieldOf(found, schedule.publishAt, now) } : null);
    if (!found) onSchedule(schedule);
  }

  return (
    <form
      className="admin-form admin-schedule"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        submit({ publishAt: fromLocalInput(publishAt) ?? null, unpublishAt: fromLocalInput(unpublishAt) ?? null });
      }}
    >
      <h3 id={`${id}-title`}>{t("admin.schedule.title")}</h3>
      <ScheduleSummary entry={entry} />
      <label>
        {t("admin.schedule.publishAt")}
        <input
          type="datetime-local"
          value={publishAt}
          onChange={(event) => setPublishAt(event.target.value)}
          aria-invalid={problem?.field === "publishAt" || undefined}
          aria-describedby={problem?.field === "publishAt" ? `${id}-help ${id}-problem` : `${id}-help`}
        />
      </label>
      <label>
        {t("admin.schedule.unpublishAt")}
        <input
          type="datetime-local"
          value={unpublishAt}
          onChange={(event) => setUnpublishAt(event.target.value)}
          aria-invalid={problem?.field === "unpublishAt" || undefined}
          aria-describedby={problem?.field === "unpublishAt" ? `${id}-problem` : undefined}
        />
      </label>
      <p id={`${id}-help`} className="admin-muted">
        {t("admin.schedule.help")}
      </p>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="field-error">
          {t(`admin.schedule.${problem.problem}`)}
        </p>
      ) : null}
      <div className="admin-actions">
        <button type="submit" className="button button--ghost" disabled={busy}>
          {t("admin.schedule.save")}
        </button>
        {scheduled ? (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => {
              setPublishAt("");
              setUnpublishAt("");
              submit({ publishAt: null, unpublishAt: null });
            }}
          >
            {t("admin.schedule.clear")}
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** 'Publication prévue le …' and 'Dépublication prévue le …', or that nothing is scheduled. */
export function ScheduleSummary({ entry }: { entry: { publishAt: number | string | null; unpublishAt: number | string | null } }) {
  const t = useT();
  const { intl } = useIntl();
  const when = (value: number | string) => intl.formatDate(new Date(value), { dateStyle: "medium", timeStyle: "short" });
  if (entry.publishAt === null && entry.unpublishAt === null) return null;
  return (
    <p className="admin-muted">
      {entry.publishAt !== null ? t("admin.schedule.publishOn", { when: when(entry.publishAt) }) : null}
      {entry.publishAt !== null && entry.unpublishAt !== null ? " · " : null}
      {entry.unpublishAt !== null ? t("admin.schedule.unpublishOn", { when: when(entry.unpublishAt) }) : null}
    </p>
  );
}
