import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { logIn } from "./helpers";
import { eventBody, organizedByAnother, SEEDED_ADMIN as ADMIN, signUp } from "./people";

/** A page of one level-1 Heading, as the advanced view takes it. */
const headingJson = (text: string) =>
  JSON.stringify(
    { title: text, blocks: [{ "@type": "@builder.io/sdk:Element", id: "builder-titre", component: { name: "Heading", options: { text, level: 1 } } }] },
    null,
    2,
  );

/**
 * Drags the block whose heading is `from` onto the one whose heading is `to`, with the mouse in steps (a drag
 * starts once the pointer has moved), on a window tall enough to hold both blocks' heads.
 */
async function dragBlock(page: Page, from: string, to: string) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: size?.width ?? 1280, height: 2000 });
  await page.getByRole("heading", { name: from }).scrollIntoViewIfNeeded();
  const source = await page.getByRole("heading", { name: from }).boundingBox();
  const target = await page.getByRole("heading", { name: to }).boundingBox();
  if (!source || !target) throw new Error(`${from} or ${to} is not on screen`);
  await page.mouse.move(source.x + 10, source.y + 5);
  await page.mouse.down();
  await page.mouse.move(source.x + 20, source.y + 15, { steps: 5 });
  await page.mouse.move(target.x + 10, target.y + 5, { steps: 10 });
  await page.mouse.up();
  if (size) await page.setViewportSize(size);
}

test("an admin builds a page with the block editor, previews the draft, publishes it, stages a JSON edit, sees and compares versions, then restores one", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const path = `/essai-admin-${Date.now()}`;
  await logIn(page, page.context(), baseURL ?? "", ADMIN);

  await page.goto("/admin/entries/new");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 2, name: "Nouvelle entrée" })).toBeVisible();
  await page.getByLabel("Nom").fill("Page d'essai de l'admin");
  await page.getByLabel("Adresse (urlPath)").fill(path);

  // A page opens in the block editor; a Heading is added with the keyboard alone.
  await expect(page.getByRole("button", { name: "Blocs" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Aucun bloc pour l'instant : ajoute le premier ci-dessous.")).toBeVisible();
  await page.getByLabel("Ajouter un bloc à la fin").focus();
  await page.keyboard.type("Heading");
  await expect(page.getByText("Titre de section (niveau H1 à H3).")).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Ajouter", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  const heading = page.getByRole("region", { name: "1. Heading" });
  await expect(heading).toBeVisible();

  // Its required input is empty: the server's message shows beside the block, and the field is marked.
  await expect(heading.getByText(/^Bloc builder-[0-9a-f]{32} \(Heading\) : le champ obligatoire « text » manque\.$/)).toBeVisible();
  await expect(heading.getByLabel("text (obligatoire)")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Ajouter un bloc à la fin").selectOption("Button");
  await page.getByRole("button", { name: "Ajouter", exact: true }).click();
  const button = page.getByRole("region", { name: "2. Button" });
  await expect(button.getByText("le champ obligatoire « href » manque")).toBeVisible();
  await expectAccessible(page);

  await heading.getByLabel("text (obligatoire)").fill("Première version");
  await expect(heading.getByText("le champ obligatoire « text » manque")).toHaveCount(0);
  await expect(heading.getByLabel("text (obligatoire)")).not.toHaveAttribute("aria-invalid", "true");
  await heading.getByLabel("level").selectOption("H1");
  await expect(heading.getByText("Première version", { exact: true })).toBeVisible();
  await button.getByLabel("label (obligatoire)").fill("Découvrir l’agenda d’essai");
  await button.getByLabel("href (obligatoire)").fill("/evenements");
  await expect(page.getByText(/le champ obligatoire/)).toHaveCount(0);

  // Move, duplicate and remove, from the keyboard: the focus stays on the button that moved its block.
  await page.getByRole("button", { name: "Monter le bloc 2 (Button)" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: "1. Button" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Monter le bloc 1 (Button)" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Descendre le bloc 1 (Button)" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Descendre le bloc 2 (Button)" })).toBeFocused();
  await expect(page.getByRole("region", { name: "1. Heading" })).toBeVisible();
  await page.getByRole("button", { name: "Dupliquer le bloc 1 (Heading)" }).click();
  await expect(page.getByRole("region", { name: "2. Heading" }).getByLabel("text (obligatoire)")).toHaveValue("Première version");
  await page.getByRole("button", { name: "Supprimer le bloc 2 (Heading)" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Ajouter un bloc à la fin")).toBeFocused();
  await expect(page.getByRole("region", { name: /^\d\. / })).toHaveCount(2);

  // Or with the mouse: a block dragged by its head onto another takes its place.
  await dragBlock(page, "2. Button", "1. Heading");
  await expect(page.getByRole("region", { name: "1. Button" })).toBeVisible();
  await dragBlock(page, "1. Button", "2. Heading");
  await expect(page.getByRole("region", { name: "1. Heading" })).toBeVisible();
  await expect(page.getByRole("region", { name: "2. Button" })).toBeVisible();

  // Three more kinds of block, each through its own form: a quote (long text), a newsletter card (lists of
  // choices) and an event found by a search.
  await page.getByLabel("Ajouter un bloc à la fin").selectOption("Quote");
  await page.getByRole("button", { name: "Ajouter", exact: true }).click();
  const quote = page.getByRole("region", { name: "3. Quote" });
  await quote.getByLabel("text (obligatoire)").fill("Le quartier se retrouve chaque premier samedi.");
  await quote.getByLabel("author").fill("Inès, voisine");
  await page.getByLabel("Ajouter un bloc à la fin").selectOption("NewsletterCard");
  await page.getByRole("button", { name: "Ajouter", exact: true }).click();
  const newsletter = page.getByRole("region", { name: "4. NewsletterCard" });
  await newsletter.getByLabel("theme").selectOption("parsley");
  await newsletter.getByLabel("title").fill("La lettre du quartier");
  await page.getByLabel("Ajouter un bloc à la fin").selectOption("Event");
  await page.getByRole("button", { name: "Ajouter", exact: true }).click();
  const event = page.getByRole("region", { name: "5. Event" });
  await expect(event.getByText("le champ obligatoire « event » manque")).toBeVisible();
  await event.getByRole("button", { name: "Choisir un événement : event" }).click();
  const events = page.getByRole("dialog", { name: "Choisir un événement : event" });
  await events.getByLabel("Rechercher").fill("Fresque du Climat");
  const eventChoice = events.getByRole("button", { name: /^Choisir : / }).first();
  await expect(eventChoice).toContainText("Fresque du Climat");
  const eventTitle = (await eventChoice.innerText()).replace(/^Choisir : /, "");
  await eventChoice.click();
  await expect(events).toHaveCount(0);
  await event.getByLabel("layout").selectOption("line");
  await expect(page.getByText(/le champ obligatoire/)).toHaveCount(0);

  // The SDK's own Text block: its HTML written in the rich-text editor of event descriptions, not as JSON.
  await page.getByLabel("Ajouter un bloc à la fin").selectOption("Text");
  await expect(page.getByText("Texte mis en forme : gras, italique, listes, liens et images.")).toBeVisible();
  await page.getByRole("button", { name: "Ajouter", exact: true }).click();
  const prose = page.getByRole("region", { name: "6. Text" });
  const proseBox = prose.getByRole("textbox", { name: "text" });
  await proseBox.click();
  await page.keyboard.type("Rendez-vous ");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type("chaque samedi");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type(" au jardin, ");
  await prose.getByRole("toolbar", { name: "Mise en forme" }).getByRole("button", { name: "Lien" }).click();
  await prose.getByLabel("Adresse du lien").fill("https://jardin.example/plan");
  await page.keyboard.press("Enter");
  await expect(proseBox).toBeFocused();
  await expect(proseBox.locator("strong")).toHaveText("chaque samedi");
  await expect(proseBox.getByRole("link", { name: "https://jardin.example/plan" })).toHaveAttribute("href", "https://jardin.example/plan");

  await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/entries\/[0-9a-f]{24}$/);
  await expect(page.getByText("État : Brouillon")).toBeVisible();
  await expect(page.getByText("jamais exécuté sur le site")).toBeVisible();

  // The preview shows the draft; the live page does not exist yet.
  const preview = page.frameLocator('iframe[title="Aperçu de la page, brouillons compris"]');
  await expect(preview.getByRole("heading", { name: "Première version" })).toBeVisible();
  await expect(preview.getByText("Le quartier se retrouve chaque premier samedi.")).toBeVisible();
  await expect(preview.getByRole("heading", { name: "La lettre du quartier" })).toBeVisible();
  await expect(preview.getByText(eventTitle).first()).toBeVisible();
  expect((await page.request.get(path)).status()).toBe(404);

  // A block clicked in the preview is selected in the form: its heading takes the focus; the link stays put.
  await preview.locator('html[data-preview-select="on"]').waitFor({ state: "attached" });
  await preview.getByRole("link", { name: "Découvrir l’agenda d’essai" }).click();
  await expect(page.getByRole("heading", { name: "2. Button" })).toBeFocused();
  await preview.getByRole("heading", { name: "Première version" }).click();
  await expect(page.getByRole("heading", { name: "1. Heading" })).toBeFocused();
  await expect(preview.getByRole("heading", { name: "Première version" })).toBeVisible();

  // The preview follows the blocks as one types, before any save, and takes a phone's width.
  const text = page.getByRole("region", { name: "1. Heading" }).getByLabel("text (obligatoire)");
  await text.fill("Titre tapé, pas encore enregistré");
  await expect(preview.getByRole("heading", { name: "Titre tapé, pas encore enregistré" })).toBeVisible();
  await page.getByLabel("Largeur de l'aperçu").selectOption("Téléphone (390 px)");
  const frameBox = await page.locator('iframe[title="Aperçu de la page, brouillons compris"]').boundingBox();
  expect(Math.round(frameBox?.width ?? 0)).toBe(390);
  await text.fill("Première version");
  await expect(preview.getByRole("heading", { name: "Première version" })).toBeVisible();
  await expectAccessible(page);

  // Published with the keyboard.
  await page.getByRole("button", { name: "Publier", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Publié : la page est en ligne.")).toBeVisible();
  await expect(page.getByText("État : Publiée")).toBeVisible();

  const live = await page.context().newPage();
  await live.goto(path);
  await expect(live.getByRole("heading", { level: 1, name: "Première version" })).toBeVisible();
  await expect(live.getByRole("link", { name: "Découvrir l’agenda d’essai" })).toHaveAttribute("href", "/evenements");
  await expect(live.getByText("Inès, voisine")).toBeVisible();
  await expect(live.getByRole("heading", { name: "La lettre du quartier" })).toBeVisible();
  await expect(live.getByText(eventTitle).first()).toBeVisible();
  await expect(live.locator("strong", { hasText: "chaque samedi" })).toBeVisible();
  await expect(live.getByRole("link", { name: "https://jardin.example/plan" })).toHaveAttribute("href", "https://jardin.example/plan");

  // The advanced view edits the same content as JSON: a block that does not exist is refused by the server…
  await page.getByRole("button", { name: "Avancé (JSON)" }).click();
  const json = page.getByLabel("Contenu (JSON)");
  await expect(json).toHaveValue(/"text": "Première version"/);
  await json.fill(JSON.stringify({ blocks: [{ "@type": "@builder.io/sdk:Element", id: "builder-x", component: { name: "Marquee" } }] }));
  await page.getByRole("button", { name: "Enregistrer sans publier" }).click();
  await expect(page.getByText("Bloc builder-x : composant inconnu « Marquee ».")).toBeVisible();
  await expect(json).toHaveAttribute("aria-invalid", "true");
  // …and 'Publier' after a refused save publishes nothing: it saves what the editor shows first, and that is refused.
  await page.getByRole("button", { name: "Publier les modifications" }).click();
  await expect(page.getByText("Le contenu n'a pas été enregistré : corrige les erreurs indiquées dans le contenu.")).toBeVisible();
  await live.reload();
  await expect(live.getByRole("heading", { level: 1, name: "Première version" })).toBeVisible();

  // …text that is not JSON keeps the editor in the advanced view…
  await json.fill('{ "blocks": [');
  await page.getByRole("button", { name: "Blocs" }).click();
  await expect(
    page.getByText("Impossible de revenir aux blocs : le JSON doit être un objet valide avec une liste « blocks ». Corrige-le d'abord."),
  ).toBeVisible();
  await expect(json).toBeVisible();

  // …and a JSON edit of the live page is saved aside: visitors keep the published page until 'Publier'.
  await json.fill(headingJson("Deuxième version"));
  await page.getByRole("button", { name: "Enregistrer sans publier" }).click();
  await expect(page.getByText("Enregistré. La page en ligne ne change qu'à la publication.")).toBeVisible();
  await expect(page.getByText("Modifications non publiées")).toBeVisible();
  await expect(preview.getByRole("heading", { name: "Deuxième version" })).toBeVisible();
  await live.reload();
  await expect(live.getByRole("heading", { level: 1, name: "Première version" })).toBeVisible();
  await page.getByRole("button", { name: "Blocs" }).click();
  await expect(page.getByRole("region", { name: "1. Heading" }).getByLabel("text (obligatoire)")).toHaveValue("Deuxième version");
  await expectAccessible(page);

  // The list says which pages have unpublished changes.
  const list = await page.context().newPage();
  await list.goto("/admin");
  await waitForHydration(list);
  await list.getByLabel("Rechercher").fill("Page d'essai de l'admin");
  await expect(list.getByRole("row").filter({ hasText: path })).toContainText("Publiée Modifications non publiées");
  await list.close();

  await page.getByRole("button", { name: "Publier les modifications" }).click();
  await expect(page.getByText("Publié : la page est en ligne.")).toBeVisible();
  await expect(page.getByText("Modifications non publiées")).toHaveCount(0);
  await live.reload();
  await expect(live.getByRole("heading", { level: 1, name: "Deuxième version" })).toBeVisible();

  // Versions: 4 (publish), 3 (draft), 2 (publish), 1 (create). Restoring 2 stages the first text; published, it is live.
  const versions = page.getByRole("region", { name: "Versions" });
  await expect(versions.getByRole("row")).toHaveCount(5);

  // Any version can be seen in the preview before it is restored, and two versions compared, block by block.
  await versions.getByRole("button", { name: "Voir la version 2 dans l'aperçu" }).click();
  await expect(page.getByText("L'aperçu montre la version 2, telle qu'elle a été enregistrée.")).toBeVisible();
  await expect(preview.getByRole("heading", { name: "Première version" })).toBeVisible();
  const compare = versions.getByRole("region", { name: "Comparer deux versions" });
  await expect(compare.getByText("Aucune différence entre ces deux versions.")).toBeVisible();
  await compare.getByLabel("De la version").selectOption({ label: "2 (publish)" });
  await expect(compare.getByRole("listitem").filter({ hasText: "Bloc ajouté : Heading (position 1)" })).toBeVisible();
  await expect(compare.getByRole("listitem").filter({ hasText: /^Bloc retiré : Button \(position \d\)$/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Revenir à mes modifications" }).click();
  await expect(preview.getByRole("heading", { name: "Deuxième version" })).toBeVisible();
  await versions.getByRole("button", { name: "Restaurer la version 2" }).click();
  await expect(page.getByText("Version restaurée.")).toBeVisible();
  await expect(versions.getByRole("row")).toHaveCount(6);
  await expect(versions.getByRole("cell", { name: "restore 2" })).toBeVisible();
  await live.reload();
  await expect(live.getByRole("heading", { level: 1, name: "Deuxième version" })).toBeVisible();
  await page.getByRole("button", { name: "Publier les modifications" }).click();
  await expect(page.getByText("Publié : la page est en ligne.")).toBeVisible();
  await live.reload();
  await expect(live.getByRole("heading", { level: 1, name: "Première version" })).toBeVisible();

  // Every write is in the log, also read in English.
  await page.goto("/en/admin/audit");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 2, name: "Log" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "entry.restore" }).first()).toContainText(ADMIN.email);
  await expectAccessible(page);
});

/** A datetime-local value `ms` from now, in the browser's time zone (Europe/Paris, playwright.config.ts). */
function localInputIn(page: Page, ms: number) {
  return page.evaluate((ahead) => {
    const date = new Date(Date.now() + ahead);
    return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  }, ms);
}

test("two tabs edit the same page: the second save is refused and a reload shows the first; bad characters are named; the preview has no banner; a scheduled publication is announced", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const path = `/essai-onglets-${Date.now()}`;
  await logIn(page, page.context(), baseURL ?? "", ADMIN);
  await page.goto("/admin/entries/new");
  await waitForHydration(page);
  await page.getByLabel("Nom").fill(`Deux onglets ${path}`);
  await page.getByLabel("Adresse (urlPath)").fill(path);
  await page.getByRole("button", { name: "Avancé (JSON)" }).click();
  await page.getByLabel("Contenu (JSON)").fill(headingJson("Onglet de départ"));
  await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/entries\/[0-9a-f]{24}$/);

  const other = await page.context().newPage();
  await other.goto(page.url());
  await waitForHydration(other);
  await other.getByRole("button", { name: "Avancé (JSON)" }).click();
  await expect(other.getByLabel("Contenu (JSON)")).toHaveValue(/Onglet de départ/);

  await page.getByRole("button", { name: "Avancé (JSON)" }).click();
  await page.getByLabel("Contenu (JSON)").fill(headingJson("Premier onglet"));
  await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(page.getByText("Enregistré.")).toBeVisible();

  await other.getByLabel("Contenu (JSON)").fill(headingJson("Second onglet"));
  await other.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(other.getByRole("alert")).toContainText("Cette entrée a été modifiée ailleurs (un autre onglet ou un autre éditeur)");
  await other.getByRole("button", { name: "Recharger l'entrée" }).click();
  await expect(other.getByLabel("Contenu (JSON)")).toHaveValue(/Premier onglet/);

  // A publication in an hour: until then the page is not there, and the list (in the first tab) announces it. (The
  // every-minute Cron Trigger that publishes it at its time is a Worker test, tests/integration/admin.test.ts, and
  // the local server's running of it a unit test, tests/unit/cron-matches.test.ts: waiting here for the minute
  // left a journey idle for up to 85 s.)
  const schedule = other.getByRole("form", { name: "Programmer" });
  await schedule.getByLabel("Publier le", { exact: true }).fill(await localInputIn(other, 3_600_000));
  await schedule.getByRole("button", { name: "Enregistrer la programmation" }).click();
  await expect(other.getByText("Programmation enregistrée.")).toBeVisible();
  expect((await other.request.get(path)).status()).toBe(404);
  await page.goto("/admin");
  await waitForHydration(page);
  await page.getByLabel("Rechercher").fill(path);
  const row = page.getByRole("row").filter({ hasText: path });
  await expect(row).toContainText("Publication prévue le");

  // An editor who never answered the consent question: the preview shows the page alone, the banner stays out.
  await other.evaluate(() => window.localStorage.removeItem("GDPR:accepted"));
  await other.reload();
  await waitForHydration(other);
  const preview = other.frameLocator('iframe[title="Aperçu de la page, brouillons compris"]');
  await expect(preview.getByRole("heading", { level: 1, name: "Premier onglet" })).toBeVisible();
  // The banner appears once the page has hydrated and read local storage: wait for that, then look.
  await preview.locator("body").evaluate((body) => new Promise((done) => window.setTimeout(done, 1_000, body)));
  await expect(preview.getByRole("heading", { name: "Mesure d'audience" })).toHaveCount(0);
  // The preview shows the page as a visitor not logged in would see it: its address says so, the page is there.
  await other.getByLabel("Voir la page comme").selectOption("Un visiteur non connecté");
  await expect(other.locator('iframe[title="Aperçu de la page, brouillons compris"]')).toHaveAttribute("src", /[?&]preview-as=visitor(&|$)/);
  await expect(preview.getByRole("heading", { level: 1, name: "Premier onglet" })).toBeVisible();
  await other.getByRole("button", { name: "Avancé (JSON)" }).click();

  // A control character (pasted from a terminal, say) is refused before anything is sent, naming where it is.
  const name = other.getByLabel("Nom");
  await name.fill(`Deux\u0007onglets ${path}`);
  await other.getByLabel("Contenu (JSON)").fill(headingJson("Bip\u001b[0m"));
  await other.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(other.getByText("Ce champ contient un caractère invisible interdit")).toBeVisible();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(other.getByText("Bloc builder-titre : le champ « text » contient un caractère invisible interdit")).toBeVisible();
  await name.fill(`Deux onglets ${path}`);
  await other.getByLabel("Contenu (JSON)").fill(headingJson("Premier onglet"));

  // A publication in two hours, and an unpublication before it: refused on the spot, in the editor's language (the
  // publication kept above stays as it was).
  await schedule.getByLabel("Publier le", { exact: true }).fill(await localInputIn(other, 2 * 3_600_000));
  await schedule.getByLabel("Dépublier le").fill(await localInputIn(other, 90 * 60_000));
  await schedule.getByRole("button", { name: "Enregistrer la programmation" }).click();
  await expect(schedule.getByRole("alert")).toHaveText("La dépublication doit venir après la publication.");
  await expect(schedule.getByLabel("Dépublier le")).toHaveAttribute("aria-invalid", "true");
  await expect(schedule.getByLabel("Dépublier le")).toHaveAccessibleDescription("La dépublication doit venir après la publication.");
  await expectAccessible(other);
  // The same editor on a phone's width.
  await other.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(other);
});

/** A 1 × 1 PNG, as an editor's file. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

test("an editor adds an image to the media library with its alt text, picks it in a block's image input and an article by a search, and cannot delete the image while a page uses it", async ({
  page,
  baseURL,
}) => {
  const stamp = Date.now();
  const alt = `Affiche jaune de la fête du vélo ${stamp}`;
  await logIn(page, page.context(), baseURL ?? "", ADMIN);
  await page.goto("/admin/media");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 2, name: "Médiathèque" })).toBeVisible();
  await page.getByLabel("Image", { exact: true }).setInputFiles({ name: `affiche-${stamp}.png`, mimeType: "image/png", buffer: PNG });
  await page.getByLabel("Texte alternatif").fill(alt);
  await page.getByRole("button", { name: "Ajouter à la médiathèque" }).click();
  await expect(page.getByText("Image ajoutée.")).toBeVisible();
  await expect(page.getByRole("img", { name: alt })).toBeVisible();
  await expectAccessible(page);

  // A page header takes it from the library, through the dialog, with the keyboard.
  await page.goto("/admin/entries/new");
  await waitForHydration(page);
  await page.getByLabel("Nom").fill(`Fête du vélo ${stamp}`);
  await page.getByLabel("Adresse (urlPath)").fill(`/fete-du-velo-${stamp}`);
  await page.getByLabel("Ajouter un bloc à la fin").selectOption("PageHeader");
  await page.getByRole("button", { name: "Ajouter", exact: true }).click();
  const header = page.getByRole("region", { name: "1. PageHeader" });
  await header.getByLabel("title (obligatoire)").fill("La fête du vélo");
  await header.getByRole("button", { name: "Choisir dans la médiathèque : image" }).click();
  const dialog = page.getByRole("dialog", { name: "Médiathèque : image" });
  await dialog.getByLabel("Rechercher").fill(String(stamp));
  await expectAccessible(page);
  await dialog.getByRole("button", { name: `Choisir : ${alt}` }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(header.getByLabel("image", { exact: true })).toHaveValue(/^\/uploads\/users\/[\w-]+\/[0-9a-f]{32}\.png$/);

  // An Article block names its article by a search, not by an id typed by hand.
  await page.getByLabel("Ajouter un bloc à la fin").selectOption("Article");
  await page.getByRole("button", { name: "Ajouter", exact: true }).click();
  const article = page.getByRole("region", { name: "2. Article" });
  await expect(article.getByText("le champ obligatoire « article » manque")).toBeVisible();
  await article.getByRole("button", { name: "Choisir un article : article" }).click();
  const articles = page.getByRole("dialog", { name: "Choisir un article : article" });
  const choice = articles.getByRole("button", { name: /^Choisir : / }).first();
  await expect(choice).toBeVisible();
  await choice.click();
  await expect(articles).toHaveCount(0);
  await expect(article.getByLabel("article (obligatoire)")).not.toHaveValue("");
  await expect(article.getByText("le champ obligatoire « article » manque")).toHaveCount(0);
  await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/entries\/[0-9a-f]{24}$/);

  // Used by that page: the library says so, and deleting it is refused with the page named.
  await page.goto("/admin/media");
  await waitForHydration(page);
  await page.getByLabel("Rechercher").fill(String(stamp));
  const card = page.getByRole("listitem").filter({ has: page.getByRole("img", { name: alt }) });
  await expect(card).toContainText("utilisée dans 1 entrée");
  await card.getByRole("button", { name: "Supprimer" }).click();
  await card.getByRole("button", { name: "Confirmer la suppression" }).click();
  await expect(card.getByRole("alert")).toHaveText(`Cette image est utilisée par « Fête du vélo ${stamp} » : retire-la de ces entrées avant de la supprimer.`);
  await expect(page.getByRole("img", { name: alt })).toBeVisible();

  // An image no entry uses is deleted; the focus goes to the line that says so, not to the page's start.
  const unused = `Image sans emploi ${stamp}`;
  await page.getByLabel("Image", { exact: true }).setInputFiles({ name: `sans-emploi-${stamp}.png`, mimeType: "image/png", buffer: PNG });
  await page.getByLabel("Texte alternatif").first().fill(unused);
  await page.getByRole("button", { name: "Ajouter à la médiathèque" }).click();
  const unusedCard = page.getByRole("listitem").filter({ has: page.getByRole("img", { name: unused }) });
  await expect(unusedCard).toContainText("utilisée nulle part");
  await unusedCard.getByRole("button", { name: "Supprimer" }).click();
  await unusedCard.getByRole("button", { name: "Confirmer la suppression" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Image supprimée." })).toBeFocused();
  await expect(page.getByRole("img", { name: unused })).toHaveCount(0);
});

test("every section of /admin loads for an admin, reachable from its navigation, and passes axe", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const title = `Atelier à modérer ${Date.now()}`;
  await organizedByAnother(page, baseURL ?? "", eventBody(title));
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
    ["Commentaires", "Commentaires", page.getByRole("columnheader", { name: "Texte" })],
    ["Médiathèque", "Médiathèque", page.getByRole("button", { name: "Ajouter à la médiathèque" })],
    ["Contenus", "Contenus", page.getByRole("link", { name: "Nouvelle entrée" })],
  ] as const) {
    await nav.getByRole("link", { name: link }).click();
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    await expect(sample.first()).toBeVisible();
    await expectAccessible(page);
  }

  // Events: hiding and cancelling show in the list at once.
  await nav.getByRole("link", { name: "Événements" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Événements" })).toBeVisible();
  await page.getByLabel("Rechercher").fill(title);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Actif");
  await row.getByRole("button", { name: "Masquer" }).click();
  await expect(row).toContainText("Actif · masqué");
  await row.getByRole("button", { name: "Annuler l'événement" }).click();
  await row.getByRole("button", { name: "Confirmer l'annulation" }).click();
  await expect(row).toContainText("Annulé · masqué");
  await expect(row.getByRole("button", { name: "Afficher" })).toBeVisible();

  // Comments: a seeded feedback is hidden, found among the hidden ones, and restored (both in the log).
  await nav.getByRole("link", { name: "Commentaires" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Commentaires" })).toBeVisible();
  const first = page.getByRole("row").nth(1);
  const text = (await first.locator("q").textContent()) ?? "";
  // Seeded feedbacks share their texts: the count of those with this one goes down by one, then up again.
  const hideButtons = page.getByRole("button", { name: `Masquer : ${text}`, exact: true });
  const shown = await hideButtons.count();
  await first.getByRole("button", { name: `Masquer : ${text}` }).click();
  await expect(hideButtons).toHaveCount(shown - 1);
  await page.getByLabel("Affichage").selectOption("Masqués");
  await expect(page.getByRole("row").nth(1)).toContainText(text);
  await page
    .getByRole("row")
    .nth(1)
    .getByRole("button", { name: `Rétablir : ${text}` })
    .click();
  await page.getByLabel("Affichage").selectOption("Visibles");
  await expect(hideButtons).toHaveCount(shown);
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
