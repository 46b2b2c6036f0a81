import * as v from "valibot";
import { EmailRule } from "~/lib/form-rules";

const SubscribedSchema = v.object({ result: v.literal("success") });

/** The address typed in the newsletter form, or why it is refused. */
export function checkEmail(value: unknown): { email: string } | { invalid: "required" | "email" } {
  const result = v.safeParse(EmailRule, value);
  if (result.success) return { email: result.output };
  return { invalid: result.issues[0].message === "form.required" ? "required" : "email" };
}

/** Whether POST /users/subscribe-nl said the address is subscribed. */
export function isSubscribed(answer: unknown): boolean {
  return v.is(SubscribedSchema, answer);
}
