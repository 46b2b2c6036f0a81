import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { newEmail } from "./helpers";

// The seeded home pages show events, articles, the current survey and a newsletter card through their
// page-builder blocks (docs/product.md §9), rendered on the server with their data.

test("the home page shows upcoming events, the most read articles, the survey and a newsletter card", async ({ page }) => {
  const hydrationErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat/i.test(message.text())) hydrationErrors.push(message.text());
  });
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  const carousel = page.getByRole("region", { name: "Les prochains rendez-vous" });
  await expect(carousel.getByRole("heading", { level: 2, name: "Les prochains rendez-vous" })).toBeVisible();
  await expect(carousel.locator(".block-carousel__slide")).toHaveCount(12);
  await expect(carousel.locator(".block-carousel__slide").first().getByRole("link")).toHaveAttribute("href", /^\/events\/e\//);
  const articles = page.getByRole("region", { name: "Les plus lus du média" });
  await expect(articles.locator("article")).toHaveCount(6);
  await expect(articles.locator("article").first().getByRole("link")).toHaveAttribute("href", /^\/media\//);
  await expect(page.getByRole("heading", { level: 2, name: "Ton avis compte" })).toBeVisible();
  await expect(page.locator(".block-survey").getByRole("heading")).toBeVisible();
  const newsletter = page.getByRole("region", { name: "Reçois les rendez-vous de la semaine" });
  await expect(newsletter.getByLabel("Ton adresse email")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Réduis tes déchets cette semaine" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "En partenariat avec Terres Communes" })).toBeVisible();
  await expectAccessible(page);

  await waitForHydration(page);
  const track = carousel.locator(".block-carousel__track");
  await carousel.getByRole("button", { name: "Diapositives suivantes" }).click();
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await track.focus();
  await page.keyboard.press("Home");
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(0);
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);

  expect(hydrationErrors).toEqual([]);

  await newsletter.getByLabel("Ton adresse email").fill(newEmail("bloc-newsletter"));
  await newsletter.getByRole("button", { name: "Je m'inscris" }).click();
  await expect(newsletter.getByRole("status")).toHaveText("Bienvenue ! Ton inscription est confirmée.");
});

test("the Chiche home shows the exclusivity offer, makesense events, articles, the survey and its newsletter", async ({ page }) => {
  await page.goto("/home-chiche");
  await expect(page.getByRole("heading", { level: 1, name: "Chiche ! Agis à ton échelle" })).toBeVisible();
  await expect(page.locator('.exclusivity-card[data-context="chiche-homepage"]')).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Chargé·e de mission transition écologique" })).toBeVisible();
  const carousel = page.getByRole("region", { name: "Les rendez-vous organisés par makesense" });
  await expect(carousel.locator(".block-carousel__slide").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Ça buzze sur Chiche" }).locator("article")).toHaveCount(6);
  await expect(page.locator(".block-survey").getByRole("heading")).toBeVisible();
  await expect(page.getByRole("region", { name: "La newsletter Chiche" }).getByRole("button", { name: "Je m'inscris" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "En partenariat avec Terres Communes" })).toHaveClass(/block-partner--dark/);
  await expectAccessible(page);
});

test("the Chiche home shows the Instagram feed, loading then loaded, and pages through it", async ({ page }) => {
  await page.goto("/home-chiche");
  await waitForHydration(page);
  const feed = page.getByRole("region", { name: "Sur Instagram" });
  const posts = feed.locator(".instagram-post");
  await expect(posts).toHaveCount(4);
  const first = await posts.first().getByRole("link").getAttribute("href");
  await expect(feed.getByRole("button", { name: "Publications plus récentes" })).toHaveCount(0);
  await feed.getByRole("button", { name: "Publications plus anciennes" }).click();
  await expect(feed.getByRole("button", { name: "Publications plus récentes" })).toBeVisible();
  await expect(posts).toHaveCount(4);
  await expect(posts.first().getByRole("link")).not.toHaveAttribute("href", first ?? "");
  await expect(feed.locator('[data-media-type="VIDEO"], [data-media-type="CAROUSEL_ALBUM"]').first()).toBeVisible();
  await feed.getByRole("button", { name: "Publications plus récentes" }).click();
  await expect(posts.first().getByRole("link")).toHaveAttribute("href", first ?? "");
  await expectAccessible(page);
});

test("a momentum page lists the momentum's events with a pager, an article, the survey and a newsletter card", async ({ page }) => {
  await page.goto("/home-momentum/mai-a-velo");
  await expect(page.getByRole("heading", { level: 1, name: "Mai à vélo" })).toBeVisible();
  const grid = page.locator(".block-filter-events");
  await expect(grid.locator(".grid > li")).toHaveCount(3);
  await expect(page.getByRole("heading", { level: 2, name: "À lire pour bien commencer" })).toBeVisible();
  await expect(page.locator(".block-article article")).toHaveCount(1);
  await expect(page.locator(".block-survey").getByRole("heading")).toBeVisible();
  await expect(page.getByRole("region", { name: "Suis le mouvement" }).getByLabel("Ton adresse email")).toBeVisible();
  await expectAccessible(page);

  await waitForHydration(page);
  const first = await grid.locator(".grid > li").first().textContent();
  await grid.getByRole("link", { name: "Aller à la page 2" }).click();
  await expect(grid.getByRole("link", { name: "Page 2, page actuelle" })).toBeVisible();
  await expect(grid.locator(".grid > li").first()).not.toHaveText(first ?? "");
});

test("the English home shows the same blocks in English", async ({ page }) => {
  await page.goto("/en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("region", { name: "Upcoming events" }).locator(".block-carousel__slide").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Most read in the media" }).locator("article")).toHaveCount(6);
  await expect(page.getByRole("region", { name: "Get this week's events" }).getByLabel("Your email address")).toBeVisible();
  await expect(page.getByRole("button", { name: "Next slides" })).toBeVisible();
  await expectAccessible(page);
});

test("on the home page a section's button stands clear of the paragraph above it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  const section = page.locator(".block-section").first();
  const text = await section.locator("p").last().boundingBox();
  const button = await section.getByRole("link", { name: "Voir tous les événements" }).boundingBox();
  expect((button?.y ?? 0) - ((text?.y ?? 0) + (text?.height ?? 0))).toBeGreaterThanOrEqual(8);
});
