import { expect, test } from "vitest";
import { parseForm } from "~/lib/parse-form";
import { ChangeEmailFormSchema, ChangePasswordFormSchema, EmailFormSchema, NewPasswordFormSchema, ProfileFormSchema } from "./account-forms";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

test("an email is required (whitespace counts as empty) and must look like one (docs/product.md §5)", () => {
  expect(parseForm(EmailFormSchema, form({ email: "   " }))).toEqual({ success: false, errors: { email: "form.required" }, firstInvalid: "email" });
  expect(parseForm(EmailFormSchema, form({ email: "lea@" }))).toMatchObject({ errors: { email: "form.email" } });
  expect(parseForm(EmailFormSchema, form({ email: "  lea@exemple.fr " }))).toEqual({ success: true, output: { email: "lea@exemple.fr" } });
});

test("a new password has at least 8 characters and is typed twice the same", () => {
  expect(parseForm(NewPasswordFormSchema, form({ password: "court", confirm: "court" }))).toMatchObject({ errors: { password: "form.passwordMin" } });
  expect(parseForm(NewPasswordFormSchema, form({ password: "", confirm: "" }))).toMatchObject({
    errors: { password: "form.required", confirm: "form.required" },
    firstInvalid: "password",
  });
  expect(parseForm(NewPasswordFormSchema, form({ password: "assez-long", confirm: "autre-chose" }))).toEqual({
    success: false,
    errors: { confirm: "form.mismatch" },
    firstInvalid: "confirm",
  });
  expect(parseForm(NewPasswordFormSchema, form({ password: " espaces compris ", confirm: " espaces compris " }))).toEqual({
    success: true,
    output: { password: " espaces compris ", confirm: " espaces compris " },
  });
});

test("changing the password needs the current one; changing the email needs the password", () => {
  expect(parseForm(ChangePasswordFormSchema, form({ currentPassword: " ", password: "nouveau-mdp", confirm: "nouveau-mdp" }))).toMatchObject({
    errors: { currentPassword: "form.required" },
  });
  expect(parseForm(ChangeEmailFormSchema, form({ email: "nouvelle@exemple.fr", password: "" }))).toMatchObject({ errors: { password: "form.required" } });
});

test("the profile needs a display name and a first name; the last name and the topic may be empty; names are trimmed and capped", () => {
  expect(parseForm(ProfileFormSchema, form({ displayname: "", firstName: "Léa", lastName: "" }))).toMatchObject({ errors: { displayname: "form.required" } });
  expect(parseForm(ProfileFormSchema, form({ displayname: " Léa M. ", firstName: "Léa", lastName: "", topic: "" }))).toEqual({
    success: true,
    output: { displayname: "Léa M.", firstName: "Léa", lastName: "", topic: "" },
  });
  expect(parseForm(ProfileFormSchema, form({ displayname: "Léa", firstName: "Léa", lastName: "", topic: "climat" }))).toMatchObject({
    output: { topic: "climat" },
  });
  expect(parseForm(ProfileFormSchema, form({ displayname: "x".repeat(101), firstName: "Léa", lastName: "" }))).toMatchObject({
    errors: { displayname: "form.tooLong" },
  });
});
