import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { FeedbackBodySchema } from "~/features/feedback/feedback.schema";
import { giveFeedback, myFeedback, type FeedbackFailure } from "~/features/feedback/feedback.server";
import { eventIdParam } from "./event-params";
import { apiError } from "./errors";
import { parseBody } from "./query";
import { requireUser } from "./session";

const FAILURES: Record<FeedbackFailure, [ContentfulStatusCode, string]> = {
  event_not_found: [404, "No event with this id."],
  not_attendee: [403, "Only the event's attendees can give feedback."],
  event_cancelled: [409, "The event is cancelled."],
  event_not_started: [409, "Feedback opens when the event starts."],
};

/** Attendees' feedback on an event (docs/product.md §7 POST /events/feedback/{id}): one per person, editable. Mounted at /events. */
export const feedbackApi = new Hono<{ Bindings: Env }>()
  .post("/feedback/:id", async (c) => {
    const user = await requireUser(c);
    const result = await giveFeedback(c.env.DB, user.id, eventIdParam(c), await parseBody(c, FeedbackBodySchema));
    if (result.ok) return c.json(result.value);
    const [status, message] = FAILURES[result.failure];
    throw apiError(status, result.failure, message);
  })
  .get("/feedback/:id/mine", async (c) => {
    const user = await requireUser(c);
    c.header("Cache-Control", "private, no-store");
    const feedback = await myFeedback(c.env.DB, user.id, eventIdParam(c));
    if (!feedback) throw apiError(404, "feedback_not_found", "You have given no feedback on this event.");
    return c.json(feedback);
  });
