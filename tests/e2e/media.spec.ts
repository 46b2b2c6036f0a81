import { expect, expectAccessible, test, waitForHydration } from "./fixtures";

test("a category page carries its name; the media index navigates to it and to the tags", async ({ page }) => {
  await page.goto("/media");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 2, name: "Ça buzze" })).toBeVisible();
  await page.getByRole("navigation", { name: "Rubriques" }).getByRole("link", { name: "Podcasts" }).click();
  await expect(page).toHaveURL(/\/media\/podcasts$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Podcasts");
  await expect(page).toHaveTitle(/^Podcasts · /);
  await expectAccessible(page);
  const missing = await page.goto("/media/nope");
  expect(missing?.status()).toBe(404);
});

test("a visitor opens a tag page and then an article with its player, tags, related articles and 'Ça buzze'", async ({ page }) => {
  await page.goto("/media/tag");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Articles par tag" })).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole("navigation", { name: "Tags" })
    .last()
    .getByRole("link", { name: /^Zéro déchet/ })
    .click();
  await expect(page).toHaveURL(/\/media\/tag\?tag=zero-dechet$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Articles tagués « Zéro déchet »");
  await expectAccessible(page);

  await page.goto("/media/videos/fabriquer-son-dentifrice-en-3-minutes");
  await waitForHydration(page);
  await expect(page.locator("video track[kind=captions]")).toHaveAttribute("src", "/recordings/dentifrice.fr.vtt");
  await expect(page.getByRole("heading", { level: 2, name: "À lire aussi" })).toBeVisible();
  await expect(page.getByRole("complementary").getByRole("heading", { name: "Ça buzze" })).toBeVisible();
  await expectAccessible(page);
});

test("a visitor follows a playlist, a recommendation page, the resources and the actions", async ({ page }) => {
  // A long journey, with an accessibility check at each step: twice the default time.
  await page.goto("/playlist/bien-demarrer-le-zero-dechet");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Bien démarrer le zéro déchet" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Composter en appartement" })).toBeVisible();
  await expectAccessible(page);

  await page.goto("/recos/pour-bien-commencer");
  await expect(page.getByRole("heading", { level: 1, name: "Nos recommandations pour bien commencer" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Le monde sans fin/ })).toHaveAttribute("target", "_blank");
  await expectAccessible(page);

  await page.goto("/resources");
  await expect(page.getByRole("heading", { level: 1, name: "Ressources" })).toBeVisible();
  const download = page.getByRole("link", { name: /Télécharger \(PDF\) : Guide du compostage à la maison/ });
  await expect(download).toHaveAttribute("href", "/guides/guide-compost.pdf");
  expect((await page.request.get("/guides/guide-compost.pdf")).headers()["content-type"]).toContain("pdf");
  await expectAccessible(page);

  await page.goto("/actions");
  await expect(page.getByRole("heading", { level: 2, name: "Agir" })).toBeVisible();
  await page.getByRole("link", { name: /Voir les ressources/ }).click();
  await expect(page).toHaveURL(/\/resources$/);
  await expectAccessible(page);

  expect((await page.goto("/playlist/inconnue"))?.status()).toBe(404);
});

test("in Spanish the playlist and actions speak Spanish", async ({ page }) => {
  await page.goto("/es/playlist/se-deplacer-a-velo");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Pasarse a la bici" })).toBeVisible();
  await expect(page.locator('.article-card [lang="fr"]').first()).toBeVisible();
  await expectAccessible(page);
  await page.goto("/es/actions");
  await expect(page.getByRole("heading", { level: 1, name: "Pasar a la acción" })).toBeVisible();
  await expectAccessible(page);
});

test("an article offers the partner's job in its sidebar; the link opens in a new tab", async ({ page, context }) => {
  await context.route("https://example.org/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>Offre</title><h1>Offre</h1>" }));
  await page.goto("/media/videos/fabriquer-son-dentifrice-en-3-minutes");
  await waitForHydration(page);
  const card = page.locator('.exclusivity-card[data-context="chiche-article-sidebar"]');
  await expect(card).toBeVisible();
  const opened = page.waitForEvent("popup");
  await card.getByRole("link").first().click();
  const tab = await opened;
  await expect(tab).toHaveURL(/^https:\/\/example\.org\//);
  expect(page.url()).toContain("/media/videos/");
});
