import * as v from "valibot";
import { eventNo, userNo } from "~/lib/compact-keys";

/** One person's answers to an event's questions: the questions asked now, and the answers given to them. */
export type AnswerWrite = { questionIds: string[]; rows: { questionId: string; value: string }[] };

type Ids = { eventId: string; userId: string };

/**
 * User ?2 attends event ?1, waits for a place, or asks the organizer to let them in (the answers of someone who
 * does none of these are not kept; a declined request keeps the answers it came with, and takes no new ones).
 */
const HOLDS = {
  attending: `EXISTS (SELECT 1 FROM attendees a WHERE a.event_no = ${eventNo("?1")} AND a.user_no = ${userNo("?2")})`,
  waiting: "EXISTS (SELECT 1 FROM waitlist w WHERE w.event_id = ?1 AND w.user_id = ?2)",
  requesting: `EXISTS (SELECT 1 FROM registration_requests r WHERE r.event_no = ${eventNo("?1")} AND r.user_no = ${userNo("?2")} AND r.declined_at IS NULL)`,
} as const;
const ASKED = `EXISTS (SELECT 1 FROM registration_requests r WHERE r.event_no = ${eventNo("?1")} AND r.user_no = ${userNo("?2")})`;

/**
 * Replaces user ?2's answers to the questions event ?1 asks by `answers`, only once the registration of the same
 * batch holds (`where`): a refused registration (a full event) keeps no answer, and nothing is half-saved.
 */
export function answerStatements(db: D1Database, { eventId, userId }: Ids, answers: AnswerWrite, where: keyof typeof HOLDS) {
  const given = JSON.stringify(Object.fromEntries(answers.rows.map((row) => [row.questionId, row.value])));
  return [
    db
      .prepare(
        `DELETE FROM registration_answers WHERE event_no = ${eventNo("?1")} AND user_no = ${userNo("?2")}
           AND question_id IN (SELECT value FROM json_each(?3)) AND ${HOLDS[where]}`,
      )
      .bind(eventId, userId, JSON.stringify(answers.questionIds)),
    db
      .prepare(
        `INSERT INTO registration_answers (event_no, user_no, question_id, value)
         SELECT ${eventNo("?1")}, ${userNo("?2")}, j.key, j.value FROM json_each(?3) j WHERE ${HOLDS[where]}
         ON CONFLICT (event_no, user_no, question_id) DO UPDATE SET value = excluded.value`,
      )
      .bind(eventId, userId, given),
  ];
}

/** Forgets user ?2's answers to event ?1 once they neither attend, wait nor asked (after leaving, in the same batch). */
export function forgetAnswersStatement(db: D1Database, { eventId, userId }: Ids) {
  return db
    .prepare(
      `DELETE FROM registration_answers WHERE event_no = ${eventNo("?1")} AND user_no = ${userNo("?2")}
         AND NOT ${HOLDS.attending} AND NOT ${HOLDS.waiting} AND NOT ${ASKED}`,
    )
    .bind(eventId, userId);
}

const AnswerRowSchema = v.object({ question_id: v.string(), value: v.string() });

/** User `userId`'s answers to event `eventId`, by question id. */
export async function findAnswers(db: D1Database, { eventId, userId }: Ids): Promise<Record<string, string>> {
  const { results } = await db
    .prepare(`SELECT question_id, value FROM registration_answers WHERE event_no = ${eventNo("?1")} AND user_no = ${userNo("?2")}`)
    .bind(eventId, userId)
    .all();
  return Object.fromEntries(results.map((row) => v.parse(AnswerRowSchema, row)).map((row) => [row.question_id, row.value]));
}
