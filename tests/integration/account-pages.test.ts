import { expect, test } from "vitest";
import { renderPage } from "../support/pages";

/**
 * The server renders the same shell for everyone: heading and nothing personal; the account pages answer 401
 * to an anonymous visitor (tests/integration/gated-pages.test.ts), the pages of emailed links 200.
 */
const page = (path: string) => renderPage(path, { redirect: "manual" });

const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];

const PAGES: [path: string, heading: string][] = [
  ["/account/agenda/active", "Mon agenda"],
  ["/account/agenda/past", "Mes événements passés"],
  ["/account/favorites/events", "Mes événements favoris"],
  ["/account/favorites/articles", "Mes articles favoris"],
  ["/account/favorites/topics", "Mes thématiques favorites"],
  ["/account/profile", "Mon profil"],
  ["/account/help", "Aide"],
  ["/activate?token=abc", "Lien de confirmation"],
  ["/lost-password", "Mot de passe oublié"],
  ["/reset-password?token=abc", "Nouveau mot de passe"],
  ["/change-email?token=abc", "Changer d&#x27;adresse email"],
  ["/logout", "Déconnexion"],
  ["/en/account/agenda/active", "My agenda"],
  ["/en/account/help", "Help"],
  ["/en/reset-password?token=abc", "New password"],
  ["/es/lost-password", "Contraseña olvidada"],
];

test.each(PAGES)("%s answers with its one heading", async (path, heading) => {
  const { status, html } = await page(path);
  expect(status).toBe(path.includes("/account/") ? 401 : 200);
  expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  expect(h1(html)).toBe(heading);
  expect(html).toContain('<meta name="robots" content="noindex"/>');
});

test("the personal pages render a loading line server-side, never the visitor's data", async () => {
  const { html } = await page("/account/agenda/active");
  expect(html).toContain("Chargement…");
  expect(html).toContain('aria-label="Rubriques de mon compte"');
  expect(html).not.toContain("event-card");
});

test("an email-link page renders its waiting state and keeps the token out of the canonical URL", async () => {
  const { html } = await page("/activate?token=secret-token");
  expect(html).toContain("Vérification du lien…");
  expect(html).toContain('rel="canonical" href="http://127.0.0.1:8787/activate"');
});

test("/account redirects to the agenda, in the visitor's language", async () => {
  const fr = await page("/account");
  expect(fr.status).toBe(302);
  expect(fr.headers.get("location")).toBe("/account/agenda/active");
  const en = await page("/en/account/");
  expect(en.status).toBe(302);
  expect(en.headers.get("location")).toBe("/en/account/agenda/active");
});
