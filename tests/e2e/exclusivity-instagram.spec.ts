import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { eventBody, organizedByAnother } from "./people";

/** Accepts tracking before the page loads (after the fixture's "not answered yet" default) and records the exclusivity calls. */
async function acceptTrackingAndRecord(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("GDPR:accepted", "true"));
  const tracked: { id: string; category: string; context: string }[] = [];
  await page.route("**/api/v1/analytics/exclusivity", async (route) => {
    tracked.push(route.request().postDataJSON());
    await route.continue();
  });
  return tracked;
}

test("an event page offers the partner's job in its register area; the link opens in a new tab, view and click tracked after consent", async ({
  page,
  context,
  baseURL,
}) => {
  const event = await organizedByAnother(page, baseURL ?? "", eventBody(`Atelier avec offre ${Date.now()}`));
  const tracked = await acceptTrackingAndRecord(page);
  await context.route("https://example.org/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>Offre</title><h1>Offre</h1>" }));
  await page.goto(`/events/e/${event.slug}`);
  await waitForHydration(page);
  const card = page.getByRole("region", { name: "Chargé·e de mission transition écologique" });
  await expect(card).toBeVisible();
  await expect(card.getByText("Terres Communes")).toBeVisible();
  await expectAccessible(page);
  await expect.poll(() => tracked.map((event) => event.category)).toEqual(["view"]);
  const opened = page.waitForEvent("popup");
  await card.getByRole("link", { name: /Voir l'offre/ }).click();
  const tab = await opened;
  await expect(tab).toHaveURL("https://example.org/offres/charge-de-mission-transition");
  await expect.poll(() => tracked.map((event) => event.category)).toEqual(["view", "exclusivity:open"]);
  expect(tracked[1]).toMatchObject({ context: "chiche-event-register" });
});

test("in Île-de-France the register area offers a form: the visitor applies in the 'exclusivity' modal", async ({ page, baseURL }) => {
  const paris = { formattedAddress: "10 rue Oberkampf, 75011 Paris, France", city: "Paris", region: "Île-de-France", countryCode: "FR", lat: 48.86, lng: 2.37 };
  const event = await organizedByAnother(page, baseURL ?? "", eventBody(`Atelier parisien ${Date.now()}`, { address: paris }));
  await page.goto(`/events/e/${event.slug}`);
  await waitForHydration(page);
  const card = page.getByRole("region", { name: "Rejoins notre programme de mécénat de compétences" });
  await card.getByRole("button", { name: "Je candidate" }).click();
  const modal = page.getByRole("dialog", { name: /Candidater/ });
  await expect(modal).toBeVisible();
  await modal.getByRole("button", { name: "Envoyer" }).click();
  await expect(modal.getByLabel("Nom et prénom")).toBeFocused();
  await expect(modal.getByText("Ce champ est obligatoire").first()).toBeVisible();
  await modal.getByLabel("Nom et prénom").fill("Léa Martin");
  await modal.getByLabel("Email").fill(`lea.${Date.now()}@exemple.test`);
  await expectAccessible(page);
  await modal.getByRole("button", { name: "Envoyer" }).click();
  await expect(modal.getByText("Merci ! La Fabrique solidaire reviendra vers toi très vite.")).toBeVisible();
  await modal.getByRole("button", { name: "Fermer", exact: true }).click();
  await expect(modal).toBeHidden();
});

test("the seeded Instagram feed pages through our own API, albums and videos marked, no token anywhere", async ({ page }) => {
  const first = await page.request.get("/api/v1/api/instagram?count=4");
  expect(first.status()).toBe(200);
  const body: { data: { media_type: string }[]; paging: { next: string | null; previous: string | null } } = await first.json();
  expect(body.data).toHaveLength(4);
  expect(body.data.map((post) => post.media_type)).toEqual(expect.arrayContaining(["CAROUSEL_ALBUM", "VIDEO"]));
  expect(body.paging.previous).toBeNull();
  expect(body.paging.next).toMatch(/^\/api\/v1\/api\/instagram\?count=4&after=/);
  const second = await page.request.get(body.paging.next ?? "");
  const next: { data: unknown[]; paging: { previous: string | null } } = await second.json();
  expect(next.data.length).toBeGreaterThan(0);
  expect(next.paging.previous).toMatch(/before=/);
  expect(JSON.stringify([body, next])).not.toMatch(/access_token/);
});
