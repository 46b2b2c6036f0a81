import * as v from "valibot";
import { UserLines, UserText } from "./user-text.schema";

/**
 * The form rules of docs/product.md §5, each written once and used by the forms (checked on submit) and by
 * the API (which answers their English text, workers/api/query.ts). Their messages are catalogue ids.
 */
export const FORM_MESSAGES = [
  "form.required",
  "form.email",
  "form.passwordMin",
  "form.mismatch",
  "form.tooLong",
  "form.characters",
  "form.truthy",
  "form.min",
  "form.max",
  "form.number",
  "form.url",
  "form.date",
  "form.endBeforeStart",
  "form.startPast",
  "form.choice",
  "form.tagsMax",
  "form.options",
  "form.optionsMax",
  "form.questionsMax",
] as const;
export type FormMessage = (typeof FORM_MESSAGES)[number];

const message = (id: FormMessage) => id;

/** Required one-line text (app/lib/user-text.schema.ts): empty or whitespace-only fails; at most `max` characters. */
export const RequiredText = (max = 100) => v.pipe(UserText(max), v.nonEmpty(message("form.required")));

/** Optional one-line text: trimmed, at most `max` characters. */
export const OptionalText = (max = 100) => UserText(max);

/** Required multi-line text (a message): like RequiredText, with line breaks and tabs kept. */
export const RequiredLines = (max: number) => v.pipe(UserLines(max), v.nonEmpty(message("form.required")));

/** Optional multi-line text. */
export const OptionalLines = (max: number) => UserLines(max);

/** An email address as typed: trimmed and lower-cased before anything else sees it. */
export const EmailRule = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty(message("form.required")),
  v.email(message("form.email")),
  v.maxLength(254, message("form.tooLong")),
);

/** A password being checked: kept as typed (old accounts may predate the minimum). */
export const PasswordRule = v.pipe(
  v.string(),
  v.check((text: string) => text.trim() !== "", message("form.required")),
  v.maxLength(256, message("form.tooLong")),
);

/** The shortest password one may choose. */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * A password being chosen: at least 8 characters, no composition rules. The server also refuses common
 * passwords and the email address (app/features/accounts/auth/password-policy.server.ts).
 */
export const NewPasswordRule = v.pipe(PasswordRule, v.minLength(MIN_PASSWORD_LENGTH, message("form.passwordMin")));

/** A whole number from `min` to `max` (a number field posts text: it is read as a number first). */
export const WholeNumberRule = (min: number, max: number) =>
  v.pipe(
    v.union(
      [v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(message("form.required")), v.regex(/^-?\d+$/, message("form.number")), v.toNumber())],
      message("form.number"),
    ),
    v.number(message("form.number")),
    v.integer(message("form.number")),
    v.minValue(min, message("form.min")),
    v.maxValue(max, message("form.max")),
  );

/** A web address typed by a person: http or https only, at most 2,000 characters. */
export const WebUrlRule = v.pipe(
  UserText(2000),
  v.nonEmpty(message("form.required")),
  v.check((text: string) => URL.canParse(text) && ["http:", "https:"].includes(new URL(text).protocol), message("form.url")),
);

/** A box that must be ticked (a checkbox posts "on"). */
export const TruthyRule = v.pipe(
  v.unknown(),
  v.check((value) => value === true || value === "on" || value === "true", message("form.truthy")),
);

/** The rule's message id of an issue message, or null for a message that is not one. */
export function formMessageOf(text: string): FormMessage | null {
  return FORM_MESSAGES.find((id) => id === text) ?? null;
}
