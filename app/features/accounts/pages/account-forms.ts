import * as v from "valibot";
import type { MessageId } from "~/i18n/catalogues";

/**
 * The account and email-link forms (spec §5, checked on submit only). Each rule's message is an error
 * code; `parseForm` turns the codes into catalogue ids, one per field.
 */
const ERROR_CODES = ["required", "email", "passwordMin", "mismatch", "tooLong"] as const;
type ErrorCode = (typeof ERROR_CODES)[number];
const ErrorCodeSchema = v.picklist(ERROR_CODES);
const ERROR_MESSAGES: Record<ErrorCode, MessageId> = {
  required: "form.required",
  email: "form.email",
  passwordMin: "account.form.passwordMin",
  mismatch: "account.form.mismatch",
  tooLong: "account.form.tooLong",
};

const code = (value: ErrorCode) => value;
/** Required: empty or whitespace-only fails; the value itself is kept as typed (passwords). */
const filled = v.check((text: string) => text.trim() !== "", code("required"));

const RequiredText = v.pipe(v.string(), v.trim(), v.nonEmpty(code("required")), v.maxLength(100, code("tooLong")));
const OptionalText = v.pipe(v.string(), v.trim(), v.maxLength(100, code("tooLong")));
const Email = v.pipe(v.string(), v.trim(), v.nonEmpty(code("required")), v.email(code("email")), v.maxLength(254, code("tooLong")));
const Password = v.pipe(v.string(), filled, v.maxLength(256, code("tooLong")));
const NewPassword = v.pipe(Password, v.minLength(8, code("passwordMin")));

export const EmailFormSchema = v.object({ email: Email });

/** /reset-password: the new password, typed twice. */
export const NewPasswordFormSchema = v.pipe(
  v.object({ password: NewPassword, confirm: Password }),
  v.forward(
    v.partialCheck([["password"], ["confirm"]], (input) => input.password === input.confirm, code("mismatch")),
    ["confirm"],
  ),
);

/** Profile: display name and first name are what completes a profile; the last name is optional. */
export const ProfileFormSchema = v.object({ displayname: RequiredText, firstName: RequiredText, lastName: OptionalText });

export const ChangePasswordFormSchema = v.pipe(
  v.object({ currentPassword: Password, password: NewPassword, confirm: Password }),
  v.forward(
    v.partialCheck([["password"], ["confirm"]], (input) => input.password === input.confirm, code("mismatch")),
    ["confirm"],
  ),
);

export const ChangeEmailFormSchema = v.object({ email: Email, password: Password });

export type FieldErrors = Partial<Record<string, MessageId>>;
export type FormSchema = v.GenericSchema<unknown, Record<string, string>>;
type ParsedForm<TSchema extends FormSchema> =
  | { success: true; output: v.InferOutput<TSchema> }
  | { success: false; errors: FieldErrors; firstInvalid: string };

/** Validates the submitted values; the first failed rule of each field gives its message. */
export function parseForm<TSchema extends FormSchema>(schema: TSchema, data: FormData): ParsedForm<TSchema> {
  const values: Record<string, string> = {};
  for (const [name, value] of data) if (typeof value === "string") values[name] = value;
  const result = v.safeParse(schema, values);
  if (result.success) return { success: true, output: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue);
    if (field === null || errors[field]) continue;
    const parsed = v.safeParse(ErrorCodeSchema, issue.message);
    errors[field] = ERROR_MESSAGES[parsed.success ? parsed.output : "required"];
  }
  return { success: false, errors, firstInvalid: Object.keys(errors)[0] ?? "" };
}
