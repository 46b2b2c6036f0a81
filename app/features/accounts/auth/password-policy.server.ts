import { MIN_PASSWORD_LENGTH } from "~/lib/form-rules";

/**
 * Why the server refuses a password being chosen, besides the form's length rule (docs/product.md §5): one of
 * the most common passwords, or the account's own email address. Stable API error codes.
 */
export type PasswordRefusal = "password_too_common" | "password_is_email";

/** English messages of the refusals (the API's message; the screens show the visitor's language). */
export const PASSWORD_REFUSALS: Record<PasswordRefusal, string> = {
  password_too_common: "This password is one of the most common ones: choose another.",
  password_is_email: "The password must not be the email address.",
};

let commonPasswords: Promise<ReadonlySet<string>> | null = null;

/**
 * The common passwords of @zxcvbn-ts/language-common (lower case, from leaked-password lists), those long
 * enough to pass the length rule: about 18,000. Loaded at the first password chosen in an isolate, in a chunk
 * of its own, so that other requests never pay for it; a `.server.ts` module, so it never reaches the
 * browser.
 */
function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"].filter((password) => password.length >= MIN_PASSWORD_LENGTH)),
  );
  return commonPasswords;
}

/** The refusal of `password` for the account of `email`, or null when it may be chosen. Case does not matter. */
export async function refusePassword(password: string, email: string): Promise<PasswordRefusal | null> {
  const folded = password.trim().toLowerCase();
  if (folded === email.trim().toLowerCase()) return "password_is_email";
  if ((await loadCommonPasswords()).has(folded)) return "password_too_common";
  return null;
}
