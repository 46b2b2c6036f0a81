import * as v from "valibot";
import { UserText } from "~/lib/user-text.schema";
import { EmailRule } from "~/lib/form-rules";

export const NEWSLETTER_LISTS = ["chiche", "spot"] as const;

/** POST /users/subscribe-nl (docs/product.md §7): list, email, fields {SIGNUP, EMAIL}. */
export const SubscribeSchema = v.object({
  email: EmailRule,
  list: v.optional(v.picklist(NEWSLETTER_LISTS), "chiche"),
  source: v.optional(UserText(50), "chiche"),
  fields: v.optional(v.record(v.picklist(["SIGNUP", "EMAIL"]), UserText(254)), {}),
});
export type Subscribe = v.InferOutput<typeof SubscribeSchema>;
