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
    checkedInCount: summary.checked_in_count,
    likes: summary.likes,
    pageViews: summary.page_views,
    feedbacksCount: summary.feedbacks_count,
    feedbackAverage: roundRating(summary.feedback_average),
  };
}
