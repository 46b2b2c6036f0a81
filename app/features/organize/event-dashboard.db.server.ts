import * as v from "valibot";
import { EVENT_PAGE_VIEW } from "~/features/analytics/event-page-view";
import { eventNo, isoOf } from "~/lib/compact-keys";

const SummaryRowSchema = v.object({
  max_attendees: v.number(),
  attendees_count: v.number(),
  waitlist_count: v.number(),
  pending_count: v.number(),
  checked_in_count: v.number(),
  likes: v.number(),
  page_views: v.number(),
  feedbacks_count: v.number(),
  feedback_average: v.nullable(v.number()),
  questions: v.nullable(v.string()),
});
export type DashboardSummaryRow = v.InferOutput<typeof SummaryRowSchema>;

const DayRowSchema = v.object({ date: v.string(), count: v.number() });

/**
 * An event's figures (?1: its id). Each count reads one event's entries of an index: attendees and waitlist
 * by primary key, likes_by_target, the feedbacks' (event_id, user_id) key, analytics_event_page_views (whose
 * WHERE the name repeats as a literal, as a partial index requires; compared with ?1 rather than e.id, which
 * would let the planner prefer analytics_events_by_name and read every view of every event).
 */
export const DASHBOARD_SUMMARY_SQL = `SELECT e.max_attendees, e.attendees_count,
  (SELECT count(*) FROM waitlist w WHERE w.event_id = e.id) AS waitlist_count,
  (SELECT count(*) FROM registration_requests r WHERE r.event_no = e.no AND r.declined_at IS NULL) AS pending_count,
  (SELECT count(*) FROM attendees a WHERE a.event_no = e.no AND a.checked_in_at IS NOT NULL) AS checked_in_count,
  (SELECT count(*) FROM likes l WHERE l.target_type = 'event' AND l.target_id = e.id) AS likes,
  (SELECT count(*) FROM analytics_events p WHERE p.name = '${EVENT_PAGE_VIEW}' AND json_extract(p.data, '$.eventId') = ?1) AS page_views,
  (SELECT count(*) FROM feedbacks f WHERE f.event_id = e.id) AS feedbacks_count,
  (SELECT avg(f.rating) FROM feedbacks f WHERE f.event_id = e.id) AS feedback_average,
  e.questions
FROM events e WHERE e.id = ?1`;

/**
 * The attendees of an event (?1) by the UTC day they got their place, oldest day first: its running total is the
 * attendee count the dashboard shows beside it (the people waiting are counted apart, docs/product.md §6).
 */
export const REGISTRATIONS_BY_DAY_SQL = `SELECT substr(${isoOf("created_at")}, 1, 10) AS date, count(*) AS count FROM attendees
  WHERE event_no = ${eventNo("?1")} GROUP BY date ORDER BY date`;

/**
 * The answers of an event's attendees (?1) to its registration questions, each distinct answer with how many gave
 * it, and the questions themselves: what the dashboard counts by choice (docs/product.md §5 "Registration questions").
 */
export const ANSWER_COUNTS_SQL = `SELECT r.question_id, r.value, count(*) AS count FROM registration_answers r
  WHERE r.event_no = ${eventNo("?1")} AND EXISTS (SELECT 1 FROM attendees a WHERE a.event_no = r.event_no AND a.user_no = r.user_no)
  GROUP BY r.question_id, r.value`;

const AnswerCountRowSchema = v.object({ question_id: v.string(), value: v.string(), count: v.number() });

/** The figures of an event's dashboard, its registrations per day and its answers, in one batch; null for no such event. */
export async function readDashboardRows(db: D1Database, eventId: string) {
  const [summary, days, answers] = await db.batch([
    db.prepare(DASHBOARD_SUMMARY_SQL).bind(eventId),
    db.prepare(REGISTRATIONS_BY_DAY_SQL).bind(eventId),
    db.prepare(ANSWER_COUNTS_SQL).bind(eventId),
  ]);
  const row = summary?.results[0];
  if (!row) return null;
  return {
    summary: v.parse(SummaryRowSchema, row),
    days: (days?.results ?? []).map((day) => v.parse(DayRowSchema, day)),
    answers: (answers?.results ?? []).map((answer) => v.parse(AnswerCountRowSchema, answer)),
  };
}
