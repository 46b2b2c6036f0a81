import type { DraftLang, SubmitFailure } from "#machines/event-form/event-form.types";
import type { MessageId } from "~/i18n/catalogues";
import { ApiError } from "~/lib/api-client";
import { fieldOfPath } from "./draft-input";

/** What the form says for an API error code (docs/product.md §8), in the visitor's language. */
const MESSAGES: Partial<Record<string, MessageId>> = {
  invalid_body: "organize.form.error.invalid",
  invalid_json: "organize.form.error.invalid",
  unknown_taxonomy: "organize.form.error.invalid",
  capacity_below_attendees: "organize.form.error.capacity",
  start_in_past: "form.startPast",
  edited_elsewhere: "organize.form.error.editedElsewhere",
  payload_too_large: "organize.form.error.tooLarge",
  unauthorized: "organize.form.error.unauthorized",
  email_not_confirmed: "organize.form.error.unconfirmed",
  forbidden: "organize.form.error.forbidden",
  event_not_found: "organize.form.error.notFound",
  rate_limited: "organize.form.error.tooMany",
  network: "organize.form.error.network",
};

/** What the field a 400 names says, for the codes that tell more than 'check this field'. */
const FIELD_MESSAGES: Partial<Record<string, MessageId>> = {
  unknown_taxonomy: "form.choice",
  capacity_below_attendees: "organize.form.error.capacity",
  start_in_past: "form.startPast",
};

/**
 * The field an answer names in its message (`Invalid field "texts.en.title": …`, workers/api/query.ts): a 400's,
 * or a 412 conflict's that also found a capacity under the attendees (every problem of a save is told).
 */
function namedField(message: string): string | null {
  return /Invalid field "([^"]+)"/.exec(message)?.[1] ?? null;
}

/**
 * A failed save as the form shows it: a message for the whole form, and the field the API named (a
 * capacity below the attendees already registered, a type that no longer exists…) marked too.
 */
export function submitFailure(error: unknown, main: DraftLang): SubmitFailure {
  const code = error instanceof ApiError ? error.code : "network";
  const message = MESSAGES[code] ?? "organize.form.error.generic";
  const path = error instanceof ApiError && (error.status === 400 || error.status === 412) ? namedField(error.message) : null;
  if (!path) return { message, errors: {} };
  const fieldMessage: MessageId = FIELD_MESSAGES[code === "edited_elsewhere" ? "capacity_below_attendees" : code] ?? "organize.form.error.field";
  return { message, errors: { [fieldOfPath(path, main)]: fieldMessage } };
}
