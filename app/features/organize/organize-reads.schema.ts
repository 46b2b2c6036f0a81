import * as v from "valibot";
import { EmailRule } from "~/lib/form-rules";

/** The tabs of the organizer's event list (docs/product.md §2 /organize/mine). */
export const ORGANIZED_WHEN = ["active", "cancelled", "past"] as const;
export type OrganizedWhen = (typeof ORGANIZED_WHEN)[number];

/** GET /events/organized?when=…: which of the user's events; upcoming and ongoing ones by default. */
export const OrganizedQuerySchema = v.object({
  when: v.optional(v.picklist(ORGANIZED_WHEN, 'must be "active", "cancelled" or "past"'), "active"),
});

/** POST /events/{id}/coorganizer: the address of the person who joins the event's organizers. */
export const CoorganizerBodySchema = v.object({ email: EmailRule });
export type CoorganizerBody = v.InferOutput<typeof CoorganizerBodySchema>;
