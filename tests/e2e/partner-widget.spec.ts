import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import * as v from "valibot";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { logIn } from "./helpers";
import { eventBody, organizedByAnother, SEEDED_ADMIN, signUp } from "./people";

// A partner's page on another origin pastes the embed line (docs/architecture.md §4 "Partner widgets"). The
// partner's site is a server of this test on another port: a real origin of this machine.
let partner: Server;
let PARTNER = "";
let partnerBody = "";

test.beforeAll(async () => {
  partner = createServer((_, response) => response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(partnerBody));
  await new Promise<void>((resolve) => partner.listen(0, "localhost", resolve));
  PARTNER = `http://localhost:${(partner.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => partner.close(() => resolve())));

function partnerPage(body: string) {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Association partenaire</title></head>
<body><main><h1>Nos rendez-vous</h1>${body}<p>Pied de page du partenaire</p></main></body></html>`;
}

test("the embed line shows the widget at its content's height, upcoming events only, and opens events on our site in a new tab", async ({
  page,
  context,
  baseURL,
}) => {
  const site = baseURL ?? "";
  partnerBody = partnerPage(`<script src="${site}/embed.js" data-widget="techforgoodtour" async></script>`);
  await page.goto(`${PARTNER}/agenda`);
  const frameElement = page.locator('iframe[title="Événements"]');
  await expect(frameElement).toBeVisible();
  const widget = page.frameLocator('iframe[title="Événements"]');
  await expect(widget.getByRole("heading", { level: 1, name: "Tech for Good Tour" })).toBeVisible();
  // Sized by the height the frame reports: no inner scrollbar, no blank space.
  await expect
    .poll(async () => {
      const outer = (await frameElement.boundingBox())?.height ?? 0;
      const inner = await widget.locator("html").evaluate((html) => html.getBoundingClientRect().height);
      return Math.abs(outer - inner);
    })
    .toBeLessThanOrEqual(2);
  const starts = await widget.locator("article time").evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
  expect(starts.length).toBeGreaterThan(0);
  for (const start of starts) expect(Date.parse(start)).toBeGreaterThan(Date.now() - 86_400_000);
  const opened = context.waitForEvent("page");
  await widget.locator("article h3 a").first().click();
  const tab = await opened;
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(new RegExp(`^${site}/events/e/[a-z0-9-]+$`));
  expect(page.url()).toBe(`${PARTNER}/agenda`);
});

test("our other pages refuse to be framed by another site", async ({ page, baseURL }) => {
  const site = baseURL ?? "";
  partnerBody = partnerPage(`<iframe title="Volé" src="${site}/events"></iframe>`);
  const refused = page.waitForEvent("console", (message) => message.text().includes("frame-ancestors"));
  await page.goto(`${PARTNER}/vol`);
  await refused;
  // The refused frame shows the browser's error page, never ours.
  expect(page.frames().map((frame) => frame.url())).not.toContain(`${site}/events`);
});

test("the embed page shows the code to paste and a live preview, in English too", async ({ page }) => {
  await page.goto("/iframe/techforgoodtour-partners/embed");
  await expect(page.getByRole("heading", { level: 1, name: "Intégrer « Les partenaires du Tech for Good Tour »" })).toBeVisible();
  await expect(page.getByLabel("Code à intégrer")).toHaveValue(/data-widget="techforgoodtour-partners" data-lang="fr" async><\/script>$/);
  await expect(page.frameLocator('iframe[title="Les partenaires du Tech for Good Tour"]').getByRole("heading", { name: "Code Commun" })).toBeVisible();
  await expectAccessible(page);
  await page.goto("/en/iframe/thedaysafter/embed");
  await expect(page.getByLabel("Code to embed")).toHaveValue(/data-widget="thedaysafter" data-lang="en" async><\/script>$/);
});

test("a widget page is accessible on its own", async ({ page }) => {
  await page.goto("/iframe/techforgoodtour");
  await expect(page.getByRole("heading", { level: 1, name: "Tech for Good Tour" })).toBeVisible();
  await expectAccessible(page);
});

test("a widget speaks its saved language unless the snippet names one; an unknown widget is a short bare page, 404", async ({ page, baseURL }) => {
  const site = baseURL ?? "";
  // The Days After is saved in English: without data-lang it speaks English, with data-lang="fr" French.
  partnerBody = partnerPage(
    `<script src="${site}/embed.js" data-widget="thedaysafter" data-title="Sans langue" async></script>` +
      `<script src="${site}/embed.js" data-widget="thedaysafter" data-lang="fr" data-title="En français" async></script>` +
      `<script src="${site}/embed.js" data-widget="nope-xyz" data-title="Inconnu" async></script>`,
  );
  await page.goto(`${PARTNER}/langues`);
  await expect(page.frameLocator('iframe[title="Sans langue"]').getByRole("link", { name: /See all events on Rendez-vous/ })).toBeVisible();
  await expect(page.frameLocator('iframe[title="En français"]').getByRole("link", { name: /Voir tous les événements sur Rendez-vous/ })).toBeVisible();
  const unknown = page.frameLocator('iframe[title="Inconnu"]');
  await expect(unknown.getByRole("heading", { level: 1, name: "Widget introuvable" })).toBeVisible();
  // The site's header, navigation and links never appear inside a partner's frame.
  await expect(unknown.locator("header, nav, a")).toHaveCount(0);
  // The frame takes the height of what it shows, well under the 480 px it starts with.
  await expect.poll(async () => (await page.locator('iframe[title="Inconnu"]').boundingBox())?.height ?? 0).toBeLessThan(240);
  const answer = await page.request.get(`${site}/iframe/nope-xyz`);
  expect(answer.status()).toBe(404);
});

test("the Élections 2022 widget lists its past events; page numbers past the last, or not numbers, go to a page there is", async ({ page }) => {
  await page.goto("/iframe/elections2022");
  await expect(page.getByRole("heading", { level: 1, name: "Élections 2022" })).toBeVisible();
  const starts = await page.locator("article time").evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
  expect(starts.length).toBeGreaterThan(0);
  await expect(page.getByText("Aucun événement à venir")).toHaveCount(0);

  await page.goto("/iframe/techforgoodtour?page=99");
  const pageOf = await page.getByText(/^Page \d+ sur \d+$/).textContent();
  const [shown, last] = (pageOf ?? "").match(/\d+/g)?.map(Number) ?? [];
  expect(shown).toBe(last);
  expect(new URL(page.url()).searchParams.get("page")).toBe(String((last ?? 1) - 1));

  await page.goto("/events?page=-3");
  expect(new URL(page.url()).search).toBe("");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/events$/);
});

test("a visitor attends from the partner's page: our attend page in a window of its own, the login there, and the widget says so", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const site = baseURL ?? "";
  const title = `Atelier du widget ${Date.now()}`;
  const event = await organizedByAnother(page, site, eventBody(title));
  const member = await signUp(page, context, site, "Yanis");
  await context.clearCookies();
  await logIn(page, context, site, SEEDED_ADMIN);
  const created = await page.request.post("/api/v1/admin/iframes", {
    data: { name: "Agenda du quartier", filters: { search: title }, layout: "card", theme: "base" },
  });
  expect(created.status()).toBe(201);
  const widgetId = v.parse(v.object({ _id: v.string() }), await created.json())._id;
  await context.clearCookies();

  partnerBody = partnerPage(`<script src="${site}/embed.js" data-widget="${widgetId}" async></script>`);
  await page.goto(`${PARTNER}/agenda`);
  const card = page.frameLocator('iframe[title="Événements"]').getByRole("article").filter({ hasText: title });
  const opened = page.waitForEvent("popup");
  await card.getByRole("link", { name: `Participer : ${title} (s'ouvre dans une nouvelle fenêtre)` }).click();
  const popup = await opened;
  await expect(popup).toHaveURL(`${site}/events/e/${event.slug}/attend?via=widget`);
  await waitForHydration(popup);
  // In that window our site is first-party: the email-first flow logs the visitor in and attends.
  const step = popup.getByRole("region", { name: "Participer à l'événement" });
  await step.getByRole("link", { name: "Participer" }).click();
  const dialog = popup.getByRole("dialog", { name: "Rejoins Rendez-vous" });
  await dialog.getByRole("button", { name: "Continuer avec mon email" }).click();
  await dialog.getByLabel("Ton adresse email").fill(member.email);
  await dialog.getByRole("button", { name: "Continuer" }).click();
  await dialog.getByLabel("Ton mot de passe").fill(member.password);
  await dialog.getByRole("button", { name: "Me connecter" }).click();
  await expect(step.getByText("Tu participes à cet événement.")).toBeVisible();
  await expect(step.getByText("C'est noté : le widget du site partenaire l'indique aussi.")).toBeVisible();
  await expectAccessible(popup);

  // The widget, on the partner's page, says so in place of its link.
  await expect(card.getByRole("status")).toHaveText("Je participe");
  await expect(card.getByRole("link", { name: /^Participer/ })).toHaveCount(0);
  const closed = popup.waitForEvent("close");
  // The window closes itself on the click: the click may end on a page that is gone.
  await popup
    .getByRole("button", { name: "Fermer cette fenêtre" })
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
  await closed;
  expect(page.url()).toBe(`${PARTNER}/agenda`);

  // Stored: the member's agenda holds the event.
  await logIn(page, context, site, member);
  const agenda = await (await page.request.get("/api/v1/users/events?when=active")).text();
  expect(agenda).toContain(event._id);

  // The same address in a tab of its own: no widget to tell, no window a script may close, nothing promised.
  await page.goto(`/events/e/${event.slug}/attend?via=widget`);
  await waitForHydration(page);
  await expect(page.getByRole("region", { name: "Participer à l'événement" }).getByText("Tu participes à cet événement.")).toBeVisible();
  await expect(page.getByText("le widget du site partenaire", { exact: false })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Fermer cette fenêtre" })).toHaveCount(0);
});

test("a member builds a widget for their own site: the preview follows the form at three widths, the code goes on the partner's page, and it can be deleted", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const site = baseURL ?? "";
  await signUp(page, context, site, "Maëlle");
  await page.goto("/organize/widgets");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Mes widgets" })).toBeVisible();
  await expect(page.getByText("Tu n'as pas encore de widget.")).toBeVisible();
  await page.getByRole("link", { name: "Créer un widget" }).click();
  await expect(page).toHaveURL(/\/organize\/widgets\/new$/);

  // A name is required, and said so on the field.
  await page.getByRole("button", { name: "Créer le widget" }).click();
  await expect(page.getByLabel(/^Nom du widget/)).toBeFocused();
  await expect(page.getByLabel(/^Nom du widget/)).toHaveAccessibleDescription("Ce champ est obligatoire");

  // The preview follows the form: its name, its events (online ones only), its page size, its width.
  const name = `Ateliers en ligne ${Date.now()}`;
  await page.getByLabel(/^Nom du widget/).fill(name);
  const preview = page.frameLocator('iframe[title="Aperçu du widget"]');
  // Only the events the member organizes: none yet, said so; then everyone's again.
  await page.getByLabel("Seulement les événements que j'organise").check();
  await expect(preview.getByText(/^Aucun événement à venir/)).toBeVisible();
  await page.getByLabel("Seulement les événements que j'organise").uncheck();
  // Wheelchair-accessible events: a box for events in person, gone once the widget shows online events only.
  await expect(page.getByLabel("Accessible en fauteuil")).not.toBeChecked();
  await page.getByLabel("Format").selectOption({ label: "Uniquement en ligne" });
  await expect(page.getByLabel("Accessible en fauteuil")).toHaveCount(0);
  await page.getByLabel(/^Événements par page/).fill("4");
  await expect(preview.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(preview.getByRole("article")).toHaveCount(4);
  for (const place of await preview.locator("article .event-card__meta").allInnerTexts()) expect(place).toContain("En ligne");
  await page.getByLabel("Largeur de l'aperçu").selectOption({ label: "Tablette (768 px)" });
  expect(Math.round((await page.locator('iframe[title="Aperçu du widget"]').boundingBox())?.width ?? 0)).toBe(768);
  // Its own main colour: one too light to read is refused on the spot, a darker one colours the preview's links.
  await page.getByLabel("Ma propre couleur pour les liens et les boutons").check();
  const colour = page.getByLabel("Couleur principale");
  await colour.fill("#ffd24d");
  await expect(colour).toHaveAccessibleDescription(/Cette couleur est trop claire pour être lue sur le widget/);
  await colour.fill("#1e6b3a");
  await expect(colour).not.toHaveAccessibleDescription(/trop claire/);
  await expect(preview.getByRole("link", { name: /Voir tous les événements/ })).toHaveCSS("color", "rgb(30, 107, 58)");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Créer le widget" }).click();
  await expect(page).toHaveURL(/\/organize\/widgets\/[0-9a-f]+\?saved=1$/);
  await expect(page.getByText("Widget enregistré : copie son code pour l'afficher sur ton site.")).toBeVisible();
  const widgetId = /\/organize\/widgets\/([0-9a-f]+)/.exec(page.url())?.[1] ?? "";

  // Its code to paste, on a partner's page of another origin: the same widget.
  await page.getByRole("link", { name: "Code à intégrer" }).click();
  await expect(page).toHaveURL(new RegExp(`/iframe/${widgetId}/embed$`));
  const snippet = await page.getByLabel("Code à intégrer").inputValue();
  expect(snippet).toContain(`data-widget="${widgetId}"`);
  partnerBody = partnerPage(snippet);
  await page.goto(`${PARTNER}/agenda-en-ligne`);
  const widget = page.frameLocator('iframe[title="Événements"]');
  await expect(widget.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(widget.getByRole("article")).toHaveCount(4);
  await expect(widget.getByRole("link", { name: /Voir tous les événements/ })).toHaveCSS("color", "rgb(30, 107, 58)");

  // Listed under the member's widgets, and deleted after a confirmation: its page is gone.
  await page.goto("/organize/widgets");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await page.getByRole("button", { name: `Supprimer : ${name}` }).click();
  await page.getByRole("button", { name: "Oui, supprimer" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Le widget « ${name} » est supprimé.` })).toBeFocused();
  expect((await page.request.get(`/iframe/${widgetId}`)).status()).toBe(404);
});
