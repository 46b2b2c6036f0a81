import { expect, expectAccessible, test, waitForHydration } from "./fixtures";

test("a visitor filters by place, topic and date from the filter bar; the URL keeps the state", async ({ page }) => {
  await page.goto("/events");
  await waitForHydration(page);
  const count = page.locator(".result-count");
  const all = Number((await count.textContent())?.match(/\d+/)?.[0]);

  const place = page.getByRole("combobox", { name: "Lieu" });
  await place.click();
  await expect(page.getByRole("option", { name: "Paris, France" })).toBeVisible();
  await place.fill("lyo");
  await page.getByRole("option", { name: "Lyon, France" }).click();
  await expect(page).toHaveURL(/lat=45\.7485&lng=4\.8467/);
  await expect(count).not.toHaveText(`${all} événements`);
  const inLyon = Number((await count.textContent())?.match(/\d+/)?.[0]);
  expect(inLyon).toBeGreaterThan(0);
  expect(all - inLyon).toBeGreaterThan(10);
  await expect(page.locator(".event-card__meta").first()).toContainText("Lyon");

  await page.getByLabel("Thématique").selectOption({ label: "Climat" });
  await expect(page).toHaveURL(/topic=climat/);
  await page.getByLabel("Dates").selectOption("next-month");
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}/);
  await expectAccessible(page);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("combobox", { name: "Lieu" })).toHaveValue("Lyon, France");
  await expect(page.getByLabel("Thématique")).toHaveValue("climat");
  await expect(page.getByLabel("Dates")).toHaveValue("next-month");

  await page.getByRole("button", { name: "Réinitialiser la recherche" }).first().click();
  await expect(page).toHaveURL(/\/events$/);
  // The whole listing again: other journeys publish and cancel a few events of their own meanwhile.
  await expect(async () => expect(Math.abs(Number((await count.textContent())?.match(/\d+/)?.[0]) - all)).toBeLessThanOrEqual(5)).toPass();

  // Step-free access only: fewer events, and the first one's page says so.
  await page.getByRole("checkbox", { name: "Accessible en fauteuil" }).check();
  await expect(page).toHaveURL(/\/events\?stepFree=true$/);
  await expect(async () => expect(Number((await count.textContent())?.match(/\d+/)?.[0])).toBeLessThan(all - 5)).toPass();
  await page.locator(".event-card__title a").first().click();
  await expect(page.getByRole("region", { name: "Accessibilité" }).getByRole("listitem").first()).toHaveText("Accès de plain-pied (fauteuil roulant)");
});

test("an empty search says so, marks the URL and offers to start over", async ({ page }) => {
  await page.goto("/events");
  await waitForHydration(page);
  await page.getByLabel("Rechercher").fill("zzzz introuvable");
  await expect(page).toHaveURL(/results=false/);
  await expect(page.getByRole("heading", { name: "L'événement que tu recherches existe sûrement, mais dans un univers parallèle" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Créer un événement" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Réinitialiser la recherche" }).last().click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.locator(".event-list > li")).toHaveCount(24);
});

test("accent-insensitive search finds events, then paging keeps the search; back restores the page", async ({ page }) => {
  await page.goto("/events");
  await waitForHydration(page);
  await page.getByLabel("Rechercher").fill("evenement");
  await expect(page).toHaveURL(/search=evenement/);
  await expect(page.locator(".event-card__title").first()).toContainText(/événement/i);
  await page.goto("/events?page=1");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Page suivante" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole("link", { name: "Page 3, page actuelle" })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("link", { name: "Page 2, page actuelle" })).toBeVisible();
});

test("topic and city pages have their own heading; the agenda groups events by day", async ({ page }) => {
  await page.goto("/events/topic/climat?view=agenda");
  await expect(page.getByRole("heading", { level: 1, name: "Événements : Climat" })).toBeVisible();
  await expect(page.locator(".agenda__date").first()).toBeVisible();
  await expectAccessible(page);
  await page.goto("/events/city/lyon");
  await expect(page.getByRole("heading", { level: 1, name: "Événements à Lyon" })).toBeVisible();
  const response = await page.goto("/events/topic/inexistant");
  expect(response?.status()).toBe(404);
});

test("the same listing in English and Spanish, with each language's quick searches", async ({ page }) => {
  await page.goto("/en/events?visio=true");
  await expect(page.getByRole("heading", { level: 1, name: "All events" })).toBeVisible();
  await expect(page.getByLabel("Format")).toHaveValue("true");
  await expect(page.locator(".event-card__meta").first()).toContainText("Online");
  await expect(page.getByRole("link", { name: "Organized by Rendez-vous" })).toHaveCount(0);
  await expectAccessible(page);
  await page.goto("/es/events?stepFree=true");
  await expect(page.getByRole("heading", { level: 1, name: "Todos los eventos" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Accesible en silla de ruedas" })).toBeChecked();
  await expect(page.getByRole("navigation", { name: "Búsquedas rápidas" }).getByRole("link", { name: "Eventos en América" })).toBeVisible();
});

test("subscribing to the newsletter from the listing", async ({ page }) => {
  await page.goto("/events");
  await waitForHydration(page);
  const hero = page.getByRole("region", { name: "Ne rate aucun rendez-vous" });
  await hero.getByRole("button", { name: "Je m'inscris" }).click();
  await expect(hero.getByText("Ce champ est obligatoire")).toBeVisible();
  await hero.getByLabel("Ton adresse email").fill("pas-un-email");
  await hero.getByRole("button", { name: "Je m'inscris" }).click();
  await expect(hero.getByText("Vérifiez le format de l'email")).toBeVisible();
  // The error on the coloured hero is readable (axe: colour contrast).
  await expectAccessible(page);
  await hero.getByLabel("Ton adresse email").fill(`e2e-${Date.now()}@exemple.fr`);
  await hero.getByRole("button", { name: "Je m'inscris" }).click();
  await expect(hero.getByRole("status")).toHaveText("Bienvenue ! Ton inscription est confirmée.");
});

test("the newsletter form works without JavaScript, and the address stays out of the URL", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders: { "CF-Connecting-IP": "10.206.0.1" } });
  const page = await context.newPage();
  await page.goto("/events?topic=climat");
  const hero = page.getByRole("region", { name: "Ne rate aucun rendez-vous" });
  const email = `sans-js-${Date.now()}@exemple.fr`;
  await hero.getByLabel("Ton adresse email").fill(email);
  await hero.getByRole("button", { name: "Je m'inscris" }).click();
  await expect(page).toHaveURL(/\/events\?topic=climat&newsletter=subscribed$/);
  expect(page.url()).not.toContain("exemple.fr");
  await expect(hero.getByRole("status")).toHaveText("Bienvenue ! Ton inscription est confirmée.");
  await context.close();
});

test("a page chosen in the pager brings its results into view, their heading focused; a page past the end goes to the last", async ({ page }) => {
  await page.goto("/events");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Aller à la page 2", exact: true }).click();
  await expect(page).toHaveURL(/page=1/);
  await expect(page.getByRole("heading", { level: 2, name: "Résultats" })).toBeFocused();
  await expect(page.locator(".listing-toolbar")).toBeInViewport();
  await expect(page.locator(".event-list > li").first()).toBeInViewport();
  const response = await page.goto("/events?page=9999");
  expect(response?.url()).toMatch(/\/events\?page=\d+$/);
  await expect(page.getByRole("heading", { name: "L'événement que tu recherches existe sûrement, mais dans un univers parallèle" })).toHaveCount(0);
  await expect(page.locator(".event-list > li").first()).toBeVisible();
});

test("at 1280 px every filter select shows its whole chosen label", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/events");
  const clipped = await page.locator(".filter-bar select").evaluateAll((selects) =>
    selects.flatMap((element) => {
      const select = element as HTMLSelectElement;
      const style = getComputedStyle(select);
      const context = document.createElement("canvas").getContext("2d");
      if (!context) return [];
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const longest = Math.max(...[...select.options].map((option) => context.measureText(option.text).width));
      // The text, its padding and the arrow (about 24 px) must fit.
      const room = select.clientWidth - parseFloat(style.paddingLeft) - 24;
      return longest > room ? [`${select.id}: ${Math.round(longest)} > ${Math.round(room)}`] : [];
    }),
  );
  expect(clipped).toEqual([]);
});

test("countries are found in the place field and filter by country; Montréal, Canada comes first", async ({ page }) => {
  await page.goto("/events");
  await waitForHydration(page);
  const place = page.getByRole("combobox", { name: "Lieu" });
  await place.click();
  await place.fill("Montréal");
  const options = page.getByRole("listbox").getByRole("option");
  await expect(options.first()).toHaveText("Montréal, Quebec, Canada");
  await expect(page.getByRole("option", { name: "Montréal, France", exact: true })).toHaveCount(1);
  await place.fill("Espagne");
  await page.getByRole("option", { name: "Espagne", exact: true }).click();
  await expect(page).toHaveURL(/countryCode=ES/);
  await expect(place).toHaveValue("Espagne");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Événements : Espagne");
});

test("a listing offers its events to subscribe to, with its filters: calendar, Google Calendar and RSS, announced to feed readers", async ({
  page,
  request,
}) => {
  await page.goto("/events/topic/climat?visio=false");
  await waitForHydration(page);
  const subscribe = page.getByRole("navigation", { name: "S'abonner à cette liste" });
  const calendar = await subscribe.getByRole("link", { name: "Ajouter à mon calendrier" }).getAttribute("href");
  expect(calendar).toMatch(/^webcal:\/\/127\.0\.0\.1:\d+\/events\/feed\.ics\?/);
  expect(new URL(calendar!.replace(/^webcal:/, "http:")).searchParams.get("topic")).toBe("climat");
  const google = await subscribe.getByRole("link", { name: /Google Agenda/ }).getAttribute("href");
  expect(decodeURIComponent(new URL(google!).searchParams.get("cid") ?? "")).toBe(calendar);
  const rss = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute("href");
  expect(rss).toContain("topic=climat");
  await expect(subscribe.getByRole("link", { name: "Flux RSS" })).toHaveAttribute("href", rss!);
  const feed = await request.get(rss!);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toMatch(/<item>.*<pubDate>/s);
  await expect(page.locator('link[rel="alternate"][type="text/calendar"]')).toHaveAttribute("href", calendar!.replace(/^webcal:/, "http:"));
  await expectAccessible(page);
});

test("the language of the event narrows the listing, stays in the URL and reaches its feeds; in English too", async ({ page, request }) => {
  await page.goto("/events");
  await waitForHydration(page);
  const count = page.locator(".result-count");
  const all = Number((await count.textContent())?.match(/\d+/)?.[0]);
  await page.getByLabel("Langue de l'événement").selectOption({ label: "Espagnol" });
  await expect(page).toHaveURL(/\/events\?eventLang=es$/);
  await expect(async () => expect(Number((await count.textContent())?.match(/\d+/)?.[0])).toBeLessThan(all - 5)).toPass();
  const rss = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute("href");
  expect(new URL(rss!, page.url()).searchParams.get("eventLang")).toBe("es");
  // The feed lists the same events: Spanish ones, each link on the listing's language.
  expect((await request.get(rss!)).status()).toBe(200);
  const api = await request.get("/api/v1/events?eventLang=es&limit=3");
  const { data } = (await api.json()) as { data: { lang: string }[] };
  expect(data.map((event) => event.lang)).toEqual(["es", "es", "es"]);

  await page.goto("/en/events?eventLang=fr");
  await expect(page.getByLabel("Language of the event")).toHaveValue("fr");
  await expect(page.getByLabel("Language of the event").locator("option:checked")).toHaveText("French");
  await expectAccessible(page);
});
