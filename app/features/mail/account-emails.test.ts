import { expect, test } from "vitest";
import { LANGS } from "~/i18n/locale";
import { accountEmail, accountEmailLink } from "./account-emails";

test("links go to SITE_URL, the language prefix, the page and the token", () => {
  const link = (kind: "activation" | "reset-password" | "change-email", lang: "fr" | "en" | "es") =>
    accountEmailLink(kind, { siteUrl: "https://rendez-vous.example/", lang, token: "a+b/c" });
  expect(link("activation", "fr")).toBe("https://rendez-vous.example/activate?token=a%2Bb%2Fc");
  expect(link("reset-password", "en")).toBe("https://rendez-vous.example/en/reset-password?token=a%2Bb%2Fc");
  expect(link("change-email", "es")).toBe("https://rendez-vous.example/es/change-email?token=a%2Bb%2Fc");
});

test("every email exists in every language, with its link in the text", () => {
  for (const lang of LANGS) {
    for (const kind of ["activation", "reset-password", "change-email"] as const) {
      const mail = accountEmail(kind, { to: "lea@exemple.fr", siteUrl: "http://127.0.0.1:8787", lang, token: "jeton" });
      expect(mail).toMatchObject({ to: "lea@exemple.fr", kind, lang });
      expect(mail.subject.length).toBeGreaterThan(5);
      expect(mail.text).toContain("?token=jeton");
    }
  }
  expect(accountEmail("activation", { to: "a@b.fr", siteUrl: "http://x", lang: "fr", token: "t" }).subject).toBe("Confirme ton adresse email");
});
