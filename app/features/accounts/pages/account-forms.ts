import * as v from "valibot";
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
export const ProfileFormSchema = v.object({ displayname: RequiredText(), firstName: RequiredText(), lastName: OptionalText() });

export const ChangePasswordFormSchema = v.pipe(
  v.object({ currentPassword: PasswordRule, password: NewPasswordRule, confirm: PasswordRule }),
  v.forward(
    v.partialCheck([["password"], ["confirm"]], (input) => input.password === input.confirm, "form.mismatch"),
    ["confirm"],
  ),
);

export const ChangeEmailFormSchema = v.object({ email: EmailRule, password: PasswordRule });
