import { expect, expectAccessible, test, waitForHydration } from "./fixtures";

test("the home page is built from page-builder content, in French", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Événements" })).toBeVisible();
  await expect(page.locator("footer")).toHaveCSS("min-height", "64px");
  await expectAccessible(page);
});

test("a visitor browses the events listing, pages through it and opens an event", async ({ page }) => {
  await page.goto("/events");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Tous les événements" })).toBeVisible();
  await expect(page.locator(".result-count")).toContainText("événements");
  const cards = page.locator(".event-list > li");
  await expect(cards).toHaveCount(24);
  await expectAccessible(page);

  await page.getByRole("link", { name: "Page suivante" }).click();
  await expect(page).toHaveURL(/\/events\?page=1$/);
  await expect(page.getByRole("link", { name: "Page 2, page actuelle" })).toBeVisible();

  const firstTitle = (await cards.first().getByRole("heading").textContent()) ?? "";
  await cards.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/events\/e\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstTitle);
  await expect(page.getByText("Date", { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test("the language picker switches the listing to English, then Spanish", async ({ page }) => {
  await page.goto("/events");
  await waitForHydration(page);
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/en\/events$/);
  await expect(page.getByRole("heading", { level: 1, name: "All events" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expectAccessible(page);
  await page.getByRole("link", { name: "Español" }).click();
  await expect(page).toHaveURL(/\/es\/events$/);
  await expect(page.getByRole("heading", { level: 1, name: "Todos los eventos" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
});

test("an unknown path answers 404 with the error page", async ({ page }) => {
  const response = await page.goto("/nimportequoi");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page introuvable" })).toBeVisible();
  await expect(page.getByText("Page not found: /nimportequoi")).toBeVisible();
  await expectAccessible(page);
});

test("the media index lists seeded articles", async ({ page }) => {
  await page.goto("/media");
  await expect(page.getByRole("heading", { level: 1, name: "Média" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Ça buzze" })).toBeVisible();
  expect(await page.locator(".card").count()).toBeGreaterThan(6);
  await expectAccessible(page);
});

test("the API answers the events list as {data, total, count}", async ({ request }) => {
  const response = await request.get("/api/v1/events?limit=5");
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: unknown[]; total: number; count: number };
  expect(body.count).toBe(5);
  expect(body.total).toBeGreaterThan(250);
});

test("the service worker registers at /sw.js with scope /", async ({ page }) => {
  await page.goto("/events");
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(new URL("/", page.url()).toString());
});

test("the README's demo accounts log in: the visitor, the organizer and the admin", async ({ request }) => {
  const accounts = [
    ["visiteur@rendez-vous.test", "visiteur-demo-2026"],
    ["organisatrice@rendez-vous.test", "organisatrice-demo-2026"],
    ["admin@rendez-vous.test", "admin-demo-2026"],
  ];
  const statuses = [];
  for (const [email, password] of accounts) statuses.push((await request.post("/api/v1/auth/local", { data: { email, password } })).status());
  expect(statuses).toEqual([200, 200, 200]);
});

test("at 390 px the header fits the screen and its Menu shows every item, by keyboard too", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/events");
  await waitForHydration(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const nav = page.getByRole("navigation", { name: "Navigation principale" });
  await expect(nav).toBeHidden();
  await expect(page.getByRole("link", { name: "Se connecter" })).toBeInViewport();
  const menu = page.getByRole("button", { name: "Menu" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  for (const name of ["Événements", "Média", "Sondages", "Le jeu", "Organiser"]) {
    await expect(nav.getByRole("link", { name })).toBeInViewport();
  }
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(nav).toBeHidden();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(nav).toBeVisible();
  await nav.getByRole("link", { name: "Média" }).click();
  await expect(page).toHaveURL(/\/media$/);
  await expect(nav).toBeHidden();
});
