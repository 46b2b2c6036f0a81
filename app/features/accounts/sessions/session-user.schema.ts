import * as v from "valibot";
import { PlaceSchema } from "~/features/places/places.schema";

/** GET /users/me as the session keeps it (docs/product.md §4 "Session"). */
export const SessionUserSchema = v.object({
  _id: v.string(),
  email: v.string(),
  active: v.boolean(),
  profileCompleted: v.boolean(),
  displayname: v.nullable(v.string()),
  firstName: v.nullable(v.string()),
  /** The profile's place: offered first among the listing's place suggestions (docs/product.md §6). */
  address: v.optional(v.nullable(PlaceSchema), null),
  /** The slug of the user's favourite topic: the listing's personal quick search. */
  topic: v.optional(v.nullable(v.string()), null),
});
export type SessionUser = v.InferOutput<typeof SessionUserSchema>;

export function parseSessionUser(answer: unknown): SessionUser {
  return v.parse(SessionUserSchema, answer);
}
