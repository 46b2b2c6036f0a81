import { answerHas, answerValue } from "~/features/questions/registration-answers";
import { askedQuestions, type Question } from "~/features/questions/registration-questions";
import { storedQuestions } from "~/features/questions/registration-questions.schema";
import { readDashboardRows } from "./event-dashboard.db.server";

/** An average rating as the organizer pages show it: two decimals at most (3.67), null without ratings. */
export function roundRating(average: number | null): number | null {
  return average === null ? null : Math.round(average * 100) / 100;
}

/**
 * GET /events/{id}/dashboard (docs/product.md §7): registrations per UTC day (attendees and waitlist), the
 * attendance figures, likes, page views and feedback. `placesLeft` is null for an event without a limit
 * (maxAttendees 0). Null for no such event.
 */
export async function getEventDashboard(db: D1Database, eventId: string) {
  const rows = await readDashboardRows(db, eventId);
  if (!rows) return null;
  const { summary } = rows;
  return {
    registrations: rows.days,
    attendeesCount: summary.attendees_count,
    maxAttendees: summary.max_attendees,
    placesLeft: summary.max_attendees > 0 ? Math.max(0, summary.max_attendees - summary.attendees_count) : null,
    waitlistCount: summary.waitlist_count,
    /** Requests waiting for the organizer's approval (docs/product.md §5 "Approval"). */
    pendingCount: summary.pending_count,
    checkedInCount: summary.checked_in_count,
    likes: summary.likes,
    pageViews: summary.page_views,
    feedbacksCount: summary.feedbacks_count,
    feedbackAverage: roundRating(summary.feedback_average),
    answers: answerCounts(askedQuestions(storedQuestions(summary.questions)), rows.answers),
  };
}

/**
 * How many attendees gave each choice of the questions that offer choices (one choice, several, yes / no),
 * every choice listed, 0 included; the text questions are read in the attendee list.
 */
function answerCounts(questions: readonly Question[], rows: readonly { question_id: string; value: string; count: number }[]) {
  return questions
    .filter((question) => question.kind === "choice" || question.kind === "choices" || question.kind === "yesNo")
    .map((question) => {
      const choices = question.kind === "yesNo" ? ["yes", "no"] : question.options.map((option) => option.id);
      const counts = Object.fromEntries(choices.map((choice) => [choice, 0]));
      for (const row of rows.filter((item) => item.question_id === question.id)) {
        const value = answerValue(question, row.value);
        for (const choice of choices) if (answerHas(question, value, choice)) counts[choice] = (counts[choice] ?? 0) + row.count;
      }
      return { questionId: question.id, counts };
    });
}
