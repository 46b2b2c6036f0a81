import * as v from "valibot";
import { UserLines } from "~/lib/user-text.schema";

/** Longest feedback text, in characters. */
const FEEDBACK_TEXT_MAX = 2000;

/** POST /events/feedback/{id} body: a rating from 1 to 5 and an optional text. */
export const FeedbackBodySchema = v.object({
  rating: v.pipe(v.number(), v.integer("must be a whole number"), v.minValue(1), v.maxValue(5)),
  text: v.optional(UserLines(FEEDBACK_TEXT_MAX), ""),
});
export type FeedbackBody = v.InferOutput<typeof FeedbackBodySchema>;

export const FeedbackRowSchema = v.object({
  id: v.string(),
  event_id: v.string(),
  rating: v.number(),
  text: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
});

/** What the feedback rules read: the event and whether the user attends it. */
export const FeedbackContextRowSchema = v.object({
  status: v.picklist(["active", "cancelled", "draft"]),
  start_date: v.string(),
  attending: v.pipe(
    v.number(),
    v.transform((n) => n === 1),
  ),
});

/** The JSON of a feedback, as POST /events/feedback/{id} stored it and its author reads it at GET …/mine. */
export const FeedbackJsonSchema = v.object({
  _id: v.string(),
  event: v.string(),
  rating: v.number(),
  text: v.string(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type FeedbackJson = v.InferOutput<typeof FeedbackJsonSchema>;

export function toFeedbackJson(row: v.InferOutput<typeof FeedbackRowSchema>): FeedbackJson {
  return { _id: row.id, event: row.event_id, rating: row.rating, text: row.text, createdAt: row.created_at, updatedAt: row.updated_at };
}
