import * as v from "valibot";

/** GET /users/me as the session keeps it (docs/product.md §4 "Session"). */
export const SessionUserSchema = v.object({
  _id: v.string(),
  email: v.string(),
  active: v.boolean(),
  profileCompleted: v.boolean(),
  displayname: v.nullable(v.string()),
  firstName: v.nullable(v.string()),
});
export type SessionUser = v.InferOutput<typeof SessionUserSchema>;

export function parseSessionUser(answer: unknown): SessionUser {
  return v.parse(SessionUserSchema, answer);
}
