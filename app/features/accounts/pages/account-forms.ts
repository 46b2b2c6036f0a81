import * as v from "valibot";
import type { MessageId } from "~/i18n/catalogues";
import { EmailRule, NewPasswordRule, OptionalText, PasswordRule, RequiredText } from "~/lib/form-rules";

/** The account and email-link forms (docs/product.md §5, checked on submit only, app/lib/parse-form.ts). */
export const EmailFormSchema = v.object({ email: EmailRule });

/** /reset-password: the new password, typed twice. */
export const NewPasswordFormSchema = v.pipe(
  v.object({ password: NewPasswordRule, confirm: PasswordRule }),
  v.forward(
    v.partialCheck([["password"], ["confirm"]], (input) => input.password === input.confirm, "form.mismatch"),
    ["confirm"],
  ),
);

/** Profile: display name and first name are what completes a profile; the last name is optional. */
export const ProfileFormSchema = v.object({ displayname: RequiredText(), firstName: RequiredText(), lastName: OptionalText(), topic: OptionalText() });

export const ChangePasswordFormSchema = v.pipe(
  v.object({ currentPassword: PasswordRule, password: NewPasswordRule, confirm: PasswordRule }),
  v.forward(
    v.partialCheck([["password"], ["confirm"]], (input) => input.password === input.confirm, "form.mismatch"),
    ["confirm"],
  ),
);

/** A new password the server refuses (docs/product.md §5): the message goes next to the password field. */
export function explainPasswordRefusal(code: string): { field: string; message: MessageId } | null {
  if (code === "password_too_common") return { field: "password", message: "account.password.tooCommon" };
  if (code === "password_is_email") return { field: "password", message: "account.password.isEmail" };
  return null;
}

export const ChangeEmailFormSchema = v.object({ email: EmailRule, password: PasswordRule });
