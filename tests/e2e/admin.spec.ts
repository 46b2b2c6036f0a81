import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { logIn } from "./helpers";
import { signUp } from "./people";

/** The seeded admin account (scripts/seed/accounts.mjs). */
const ADMIN = { email: "admin@rendez-vous.test", password: "admin-demo-2026" };

const heading = (text: string) =>
  JSON.stringify(
    { title: text, blocks: [{ "@type": "@builder.io/sdk:Element", id: "builder-titre", component: { name: "Heading", options: { text, level: 1 } } }] },
    null,
    2,
  );

test("an admin writes a page in /admin, previews the draft, publishes it, sees it live, edits it, then restores the previous version", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const path = `/essai-admin-${Date.now()}`;
  await logIn(page, page.context(), baseURL ?? "", ADMIN);

  await page.goto("/admin/entries/new");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 2, name: "Nouvelle entrée" })).toBeVisible();
  await page.getByLabel("Nom").fill("Page d'essai de l'admin");
  await page.getByLabel("Adresse (urlPath)").fill(path);

  // A block that does not exist is refused, and the reason is shown beside the JSON.
  await page
    .getByLabel("Contenu (JSON)")
    .fill(JSON.stringify({ blocks: [{ "@type": "@builder.io/sdk:Element", id: "builder-x", component: { name: "Marquee" } }] }));
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Bloc builder-x : composant inconnu « Marquee ».")).toBeVisible();
  await expect(page.getByLabel("Contenu (JSON)")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Contenu (JSON)").fill(heading("Première version"));
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page).toHaveURL(/\/admin\/entries\/[0-9a-f]{24}$/);
  await expect(page.getByText("État : Brouillon")).toBeVisible();
  await expect(page.getByText("jamais exécuté sur le site")).toBeVisible();

  // The preview shows the draft; the live page does not exist yet.
  const preview = page.frameLocator('iframe[title="Aperçu de la page, brouillons compris"]');
  await expect(preview.getByRole("heading", { name: "Première version" })).toBeVisible();
  expect((await page.request.get(path)).status()).toBe(404);
  await expectAccessible(page);

  // Published with the keyboard.
  await page.getByRole("button", { name: "Publier", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Publié : la page est en ligne.")).toBeVisible();
  await expect(page.getByText("État : Publiée")).toBeVisible();

  const live = await page.context().newPage();
  await live.goto(path);
  await expect(live.getByRole("heading", { level: 1, name: "Première version" })).toBeVisible();

  await page.getByLabel("Contenu (JSON)").fill(heading("Deuxième version"));
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Enregistré.")).toBeVisible();
  await live.reload();
  await expect(live.getByRole("heading", { level: 1, name: "Deuxième version" })).toBeVisible();

  // Versions: 3 (update), 2 (publish), 1 (create). Restoring 2 brings the first text back, still published.
  const versions = page.getByRole("region", { name: "Versions" });
  await expect(versions.getByRole("row")).toHaveCount(4);
  await versions.getByRole("button", { name: "Restaurer la version 2" }).click();
  await expect(page.getByText("Version restaurée.")).toBeVisible();
  await expect(versions.getByRole("row")).toHaveCount(5);
  await expect(versions.getByRole("cell", { name: "restore 2" })).toBeVisible();
  await live.reload();
  await expect(live.getByRole("heading", { level: 1, name: "Première version" })).toBeVisible();

  // Every write is in the log, also read in English.
  await page.goto("/en/admin/audit");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 2, name: "Log" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "entry.restore" }).first()).toContainText(ADMIN.email);
  await expectAccessible(page);
});

test("every section of /admin loads for an admin, reachable from its navigation, and passes axe", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await logIn(page, page.context(), baseURL ?? "", ADMIN);
  await page.goto("/admin");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Sections de l'administration" });
  for (const [link, heading, sample] of [
    ["Traductions", "Traductions", page.getByRole("button", { name: "Ajouter" })],
    ["Taxonomies et lieux", "Taxonomies et lieux", page.getByRole("heading", { name: "Lieux (hotspots)" })],
    ["Widgets partenaires", "Widgets partenaires", page.getByLabel("Nouveau widget")],
    ["Événements", "Événements", page.getByRole("columnheader", { name: "Titre" })],
    ["Utilisateurs", "Utilisateurs", page.getByRole("columnheader", { name: "Adresse email" })],
    ["Contenus", "Contenus", page.getByRole("link", { name: "Nouvelle entrée" })],
  ] as const) {
    await nav.getByRole("link", { name: link }).click();
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    await expect(sample.first()).toBeVisible();
    await expectAccessible(page);
  }
});

test("a member who is not an admin gets a clear refusal, and an anonymous visitor a way to log in", async ({ page, baseURL }) => {
  await page.goto("/admin");
  await waitForHydration(page);
  await expect(page.getByText("Connecte-toi avec un compte administrateur pour accéder à l'administration.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Me connecter" })).toHaveAttribute("href", "/login/start?redirect=%2Fadmin");

  await signUp(page, page.context(), baseURL ?? "", "Nina");
  await page.goto("/admin/users");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Administration" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("Accès refusé");
  await expect(page.getByText("Cette page est réservée aux administrateurs de Rendez-vous.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Sections de l'administration" })).toHaveCount(0);
  expect((await page.request.get("/api/v1/admin/users")).status()).toBe(403);
  await expectAccessible(page);
});
