import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import type { Page } from "@playwright/test";
import * as v from "valibot";
import { open } from "./helpers";
import { signUp } from "./people";

const year = new Date().getFullYear() + 1;

test("an organizer creates an event in French and English with a cover, through the five steps, across a reload", async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  // A member of the platform's team (STAFF_EMAIL_DOMAIN): the cover preview shows the makesense mark.
  await signUp(page, context, baseURL ?? "", "Camille", "rendez-vous.test");
  await open(page, "/organize/create");
  await expect(page).toHaveURL(/\/organize\/create\/event$/);
  await expect(page.getByRole("heading", { level: 1, name: "Créer un événement" })).toBeVisible();
  const form = page.locator("form.event-form");

  // An empty submit from the last step: back to the first, the §5 texts next to the fields, focus on the first.
  await page
    .getByRole("navigation", { name: "Étapes de la création" })
    .getByRole("link", { name: /Emails aux participants/ })
    .click();
  await expect(page).toHaveURL(/\/organize\/create\/emails$/);
  await form.getByRole("button", { name: "Publier l'événement" }).click();
  await expect(page).toHaveURL(/\/organize\/create\/event$/);
  await expect(page.getByLabel("Titre (Français)")).toBeFocused();
  await expect(page.getByLabel("Titre (Français)")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Ce champ est obligatoire")).toHaveCount(3);
  await expect(form.getByRole("alert")).toContainText("champs sont à vérifier");
  await expectAccessible(page);

  // Step 1: texts in French (with the editor's toolbar) and English, type, topic, tags.
  const title = `Atelier réparation vélo ${Date.now()}`;
  await page.getByLabel("Titre (Français)").fill(title);
  const description = page.getByRole("textbox", { name: "Description (Français)" });
  await description.click();
  await page.keyboard.type("Viens réparer ton vélo ");
  await page.getByRole("toolbar", { name: "Mise en forme" }).first().getByRole("button", { name: "Gras" }).click();
  await page.keyboard.type("avec nous");
  await expect(description.locator("b, strong")).toHaveText("avec nous");
  // An image in the text: uploaded (POST /upload), with its description for those who cannot see it.
  await page.getByRole("toolbar", { name: "Mise en forme" }).first().getByRole("button", { name: "Ajouter une image" }).click();
  const imagePanel = page.getByRole("group", { name: "Ajouter une image" });
  await imagePanel.getByRole("button", { name: "Insérer l'image" }).click();
  await expect(imagePanel.getByText("Ce champ est obligatoire")).toBeVisible();
  await imagePanel.getByLabel(/^Image \(PNG/).setInputFiles("public/covers/climat.png");
  await imagePanel.getByLabel(/^Description de l'image/).fill("Des vélos en réparation");
  await imagePanel.getByRole("button", { name: "Insérer l'image" }).click();
  await expect(description.locator('img[alt="Des vélos en réparation"]')).toHaveAttribute("src", /^\/uploads\/users\/.+\.png$/);
  // Pasted from another page: only the elements a description keeps, well formed.
  await description.evaluate((box) => {
    const data = new DataTransfer();
    data.setData("text/html", '<p>Au programme :<ul><li>pneus</li><li>freins</li></ul></p><div onclick="alert(1)">Entrée libre</div><script>alert(1)</script>');
    data.setData("text/plain", "Au programme : pneus freins Entrée libre");
    box.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(description.locator("ul > li")).toHaveText(["pneus", "freins"]);
  await expect(description.getByText("Entrée libre")).toBeVisible();
  await expect(description.locator("p ul, div, script, [onclick]")).toHaveCount(0);
  await page.getByRole("tab", { name: /Anglais/ }).click();
  await expect(page.getByRole("tab", { name: /Anglais/ })).toHaveAttribute("aria-selected", "true");
  await page.getByLabel("Titre (Anglais)").fill("Bike repair workshop");
  await page.getByLabel("Type d'événement").selectOption("atelier");
  await page.getByLabel("Thématique").selectOption({ index: 1 });
  const tags = page.getByLabel("Mots-clés", { exact: true });
  for (const tag of ["vélo", "Vélo", "réparation"]) {
    await tags.fill(tag);
    await tags.press("Enter");
  }
  await expect(page.getByRole("button", { name: /^Retirer le mot-clé/ })).toHaveCount(2);
  await form.getByRole("button", { name: "Étape suivante" }).click();

  // Step 2: dates, place through the location picker, capacity; then a reload keeps the draft.
  await expect(page).toHaveURL(/\/organize\/create\/settings$/);
  await page.getByLabel(/^Début/).fill(`${year}-06-15T18:30`);
  await page.getByLabel(/^Fin/).fill(`${year}-06-15T21:00`);
  await expect(page.getByLabel("Fuseau horaire")).toHaveValue("Europe/Paris");
  const place = page.getByRole("combobox", { name: /^Adresse/ });
  await place.fill("Lyon");
  await page.getByRole("option", { name: /^Lyon/ }).first().click();
  await page.getByLabel("Nombre de places").fill("30");
  // Each registration waits for the organizer's approval (docs/product.md §5 "Approval").
  await page.getByRole("checkbox", { name: "Valider chaque inscription" }).check();
  // What the place offers people with disabilities: two boxes and a note, kept with the draft.
  const access = page.getByRole("group", { name: "Accessibilité" });
  await access.getByRole("checkbox", { name: "Accès de plain-pied (fauteuil roulant)" }).check();
  await access.getByRole("checkbox", { name: "Boucle à induction magnétique" }).check();
  await access.getByLabel("Précisions sur l'accessibilité").fill("Entrée par la cour, une rampe mène à l'atelier.");
  await expectAccessible(page);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel(/^Début/)).toHaveValue(`${year}-06-15T18:30`);
  await expect(page.getByLabel("Nombre de places")).toHaveValue("30");
  await expect(access.getByRole("checkbox", { name: "Accès de plain-pied (fauteuil roulant)" })).toBeChecked();
  await expect(access.getByRole("checkbox", { name: "Toilettes accessibles" })).not.toBeChecked();
  await expect(page.getByRole("combobox", { name: /^Adresse/ })).toHaveValue(/Lyon/);
  await form.getByRole("button", { name: "Étape suivante" }).click();

  // Step 3: registration questions, labelled in both languages the event is written in; one ready-made.
  await expect(page).toHaveURL(/\/organize\/create\/questions$/);
  await expect(page.getByText("Aucune question pour l'instant : on s'inscrit en un clic.")).toBeVisible();
  await page.getByRole("button", { name: "Ajouter une question" }).click();
  const first = page.getByRole("group", { name: "Question 1" });
  await first.getByLabel("Type de réponse").selectOption("Un seul choix");
  await first.getByLabel("Question (Français)").fill("Tu viens avec ton vélo ?");
  await first.getByLabel("Question (Anglais)").fill("Are you bringing your bike?");
  await first.getByLabel("Choix 1 (Français)").fill("Oui");
  await first.getByLabel("Choix 1 (Anglais)").fill("Yes");
  await first.getByLabel("Choix 2 (Français)").fill("Non, je viens aider");
  await first.getByLabel("Choix 2 (Anglais)").fill("No, I'm here to help");
  await first.getByRole("checkbox", { name: "Réponse obligatoire" }).check();
  await page.getByRole("button", { name: "Ajouter la question « Besoins d'accessibilité »" }).click();
  const needs = page.getByRole("group", { name: "Question 2" });
  await expect(needs.getByLabel("Question (Français)")).toHaveValue("Besoins d'accessibilité");
  await expect(needs.getByLabel("Question (Anglais)")).toHaveValue("Accessibility needs");
  await expect(page.getByRole("button", { name: "Ajouter la question « Besoins d'accessibilité »" })).toHaveCount(0);
  await needs.getByRole("button", { name: "Monter la question 2" }).click();
  await expect(page.getByRole("group", { name: "Question 1" }).getByLabel("Question (Français)")).toHaveValue("Besoins d'accessibilité");
  await expectAccessible(page);
  await form.getByRole("button", { name: "Étape suivante" }).click();

  // Step 4: the cover, its text, the colour, and the live preview.
  await expect(page).toHaveURL(/\/organize\/create\/style$/);
  await page.getByLabel("Image de couverture").setInputFiles("public/covers/climat.png");
  await expect(page.locator(".cover-field__image")).toHaveAttribute("src", /^\/uploads\/.+\.png$/);
  await page.getByLabel("Description de l'image").fill("Des vélos retournés sur un trottoir");
  await page.getByRole("radio", { name: "Bleu" }).check();
  const preview = page.frameLocator('iframe[title="Aperçu de la couverture"]');
  await expect(preview.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.locator('iframe[title="Aperçu de la couverture"]')).toHaveAttribute("src", /color=blue.*makesense=1/);
  await expect(preview.getByText("Organisé par l'équipe Rendez-vous")).toBeVisible();
  await expectAccessible(page);
  await form.getByRole("button", { name: "Étape suivante" }).click();

  // Step 5: emails, then publish.
  await expect(page).toHaveURL(/\/organize\/create\/emails$/);
  await page.getByLabel("Message de confirmation").fill("Apporte ton vélo et tes outils si tu en as.");
  await page.getByLabel("Message de rappel").fill("C'est demain !");
  // The request for feedback after the event is on unless turned off; its text shows only while it is on.
  const askFeedback = page.getByRole("checkbox", { name: "Demander leur avis aux personnes venues, après l'événement" });
  await expect(askFeedback).toBeChecked();
  await askFeedback.uncheck();
  await expect(page.getByLabel("Message de la demande d'avis")).toHaveCount(0);
  await askFeedback.check();
  await page.getByLabel("Message de la demande d'avis").fill("Une idée pour la prochaine fois ?");
  await form.getByRole("button", { name: "Publier l'événement" }).click();
  await expect(page.getByRole("heading", { name: "Ton événement est publié !" })).toBeFocused();
  await expect(page.getByRole("link", { name: "Tableau de bord" })).toHaveAttribute("href", /^\/organize\/event\/.+\/dashboard$/);
  await expectAccessible(page);
  expect(await page.evaluate(() => window.localStorage.getItem("organize:event-draft:v1"))).toBeNull();

  await page.getByRole("link", { name: "Voir la page de l'événement" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator("main")).toContainText("avec nous");
  await expect(page.getByRole("img", { name: "Des vélos en réparation" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: "freins" })).toBeVisible();
  const accessibility = page.getByRole("region", { name: "Accessibilité" });
  await expect(accessibility.getByRole("listitem")).toHaveText(["Accès de plain-pied (fauteuil roulant)", "Boucle à induction magnétique"]);
  await expect(accessibility).toContainText("Entrée par la cour, une rampe mène à l'atelier.");
  // The questions, in their order, with their choices, are the event's.
  const slug = new URL(page.url()).pathname.split("/").at(-1) ?? "";
  const stored = (await (await page.request.get(`/api/v1/events/slug/${slug}`)).json()) as {
    questions: { kind: string; required: boolean; label: object }[];
    requiresApproval: boolean;
  };
  expect(stored.requiresApproval).toBe(true);
  await expect(page.getByRole("link", { name: "Demander à participer" })).toBeVisible();
  expect(stored.questions.map(({ kind, required, label }) => ({ kind, required, label }))).toEqual([
    { kind: "longText", required: false, label: { fr: "Besoins d'accessibilité", en: "Accessibility needs" } },
    { kind: "choice", required: true, label: { fr: "Tu viens avec ton vélo ?", en: "Are you bringing your bike?" } },
  ]);

  // Listed at once: found by the public listing's search (the page cache forgot the listings) and among the
  // organizer's events.
  await open(page, `/events?search=${encodeURIComponent(title)}`);
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await open(page, "/organize/mine/active");
  await expect(page.getByRole("article").filter({ hasText: title }).getByRole("link", { name: "Dupliquer" })).toBeVisible();
});

test("the English form shows English labels and English error texts", async ({ page, context, baseURL }) => {
  await signUp(page, context, baseURL ?? "", "Camille");
  await open(page, "/en/organize/create/event");
  await expect(page.getByRole("heading", { level: 1, name: "Create an event" })).toBeVisible();
  await expect(page.getByRole("tab", { name: /English/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Title (English)")).toBeVisible();
  await page.getByRole("button", { name: "Next step" }).click();
  await expect(page).toHaveURL(/\/en\/organize\/create\/settings$/);
  await expect(page.getByLabel(/^Start/)).toBeVisible();
  await expect(page.getByRole("group", { name: "Accessibility" }).getByRole("checkbox", { name: "Step-free access (wheelchair)" })).not.toBeChecked();
  // The questions step in English: a choice question starts with two choices to name.
  await page.getByRole("button", { name: "Next step" }).click();
  await expect(page).toHaveURL(/\/en\/organize\/create\/questions$/);
  await page.getByRole("button", { name: "Add a question" }).click();
  await page.getByRole("group", { name: "Question 1" }).getByLabel("Kind of answer").selectOption("Several choices");
  await expect(page.getByLabel("Choice 2")).toBeVisible();
  await page
    .getByRole("navigation", { name: "Creation steps" })
    .getByRole("link", { name: /Emails to attendees/ })
    .click();
  await page.getByRole("button", { name: "Publish the event" }).click();
  await expect(page.getByText("This field is required").first()).toBeVisible();
  await expectAccessible(page);
});

test("an anonymous visitor is asked to log in on the create form", async ({ page }) => {
  await open(page, "/organize/create/event");
  await expect(page.getByRole("main").getByRole("link", { name: "Me connecter" })).toBeVisible();
  await expectAccessible(page);
});

test("an organizer edits an event, cancels it after a confirmation, and publishes a copy with new dates", async ({ page, context, baseURL }) => {
  await signUp(page, context, baseURL ?? "", "Camille");
  const title = `Fresque du climat ${Date.now()}`;
  const created = await page.request.post("/api/v1/events/", {
    headers: { Origin: baseURL ?? "" },
    data: {
      lang: "fr",
      texts: { fr: { title, description: "<p>Trois heures pour comprendre.</p>" } },
      type: "fresque",
      topic: (await firstTopic(page)) ?? "",
      startDate: `${year}-03-10T18:00:00+01:00`,
      endDate: `${year}-03-10T21:00:00+01:00`,
      visio: true,
      visioUrl: "https://visio.exemple.test/fresque",
    },
  });
  expect(created.status()).toBe(201);
  const { slug } = v.parse(v.object({ slug: v.string() }), await created.json());

  await open(page, `/organize/event/${slug}/edit`);
  await expect(page.getByRole("heading", { level: 2, name: "Modifier l'événement" })).toBeVisible();
  await expect(page.getByLabel("Titre (Français)")).toHaveValue(title);
  await expect(page.getByLabel(/^Début/)).toHaveValue(`${year}-03-10T18:00`);
  await expect(page.getByLabel(/^Lien de la visio/)).toHaveValue("https://visio.exemple.test/fresque");
  await page.getByLabel(/^Nombre de places/).fill("-2");
  await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
  await expect(page.getByLabel(/^Nombre de places/)).toBeFocused();
  await expect(page.getByText("Cette valeur est trop petite")).toBeVisible();
  await page.getByLabel(/^Nombre de places/).fill("25");
  await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
  await expect(page.getByText("Modifications enregistrées.")).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Annuler l'événement" }).click();
  const dialog = page.getByRole("dialog", { name: "Annuler cet événement ?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Oui, annuler l'événement" }).click();
  await expect(page.getByText("L'événement est annulé ; les participants sont prévenus par email.")).toBeVisible();

  await open(page, `/organize/duplicate/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: "Dupliquer un événement" })).toBeVisible();
  await expect(page.getByLabel("Titre (Français)")).toHaveValue(title);
  await expect(page.getByLabel(/^Début/)).toHaveValue("");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Publier la copie" }).click();
  await expect(page.getByLabel(/^Début/)).toBeFocused();
  await page.getByLabel(/^Début/).fill(`${year}-04-14T18:00`);
  await page.getByLabel(/^Fin/).fill(`${year}-04-14T21:00`);
  await page.getByRole("button", { name: "Publier la copie" }).click();
  await expect(page.getByRole("heading", { name: "Ton événement est publié !" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Voir la page de l'événement" })).not.toHaveAttribute("href", `/events/e/${slug}`);
});

async function firstTopic(page: Page): Promise<string | undefined> {
  const answer = v.parse(v.object({ data: v.array(v.object({ slug: v.string() })) }), await (await page.request.get("/api/v1/taxonomies?type=topic")).json());
  return answer.data[0]?.slug;
}

test("two tabs edit the same event: the second save is refused with a message, and nothing of the first is lost", async ({ page, context, baseURL }) => {
  await signUp(page, context, baseURL ?? "", "Camille");
  const title = `Atelier des deux onglets ${Date.now()}`;
  const created = await page.request.post("/api/v1/events/", {
    headers: { Origin: baseURL ?? "" },
    data: {
      lang: "fr",
      texts: { fr: { title, description: "<p>Un seul atelier, deux onglets.</p>" } },
      type: "atelier",
      topic: (await firstTopic(page)) ?? "",
      startDate: `${year}-05-10T18:00:00+02:00`,
      endDate: `${year}-05-10T20:00:00+02:00`,
      visio: true,
      visioUrl: "https://visio.exemple.test/onglets",
    },
  });
  const { slug } = v.parse(v.object({ slug: v.string() }), await created.json());
  const second = await context.newPage();
  for (const tab of [page, second]) {
    await open(tab, `/organize/event/${slug}/edit`);
    await expect(tab.getByLabel("Titre (Français)")).toHaveValue(title);
  }

  await page.getByLabel("Titre (Français)").fill(`${title} (premier onglet)`);
  await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
  await expect(page.getByText("Modifications enregistrées.")).toBeVisible();

  await second.getByLabel("Titre (Français)").fill(`${title} (second onglet)`);
  await second.getByRole("button", { name: "Enregistrer les modifications" }).click();
  await expect(second.getByText(/Cet événement a été modifié ailleurs/)).toBeVisible();
  await expectAccessible(second);

  const stored = await page.request.get(`/api/v1/events/slug/${slug}`);
  expect(v.parse(v.object({ title: v.record(v.string(), v.string()) }), await stored.json()).title.fr).toBe(`${title} (premier onglet)`);
  // Reloaded, the second tab starts from the latest version and saves.
  await open(second, `/organize/event/${slug}/edit`);
  await expect(second.getByLabel("Titre (Français)")).toHaveValue(`${title} (premier onglet)`);
  await second.getByLabel("Titre (Français)").fill(`${title} (second onglet)`);
  await second.getByRole("button", { name: "Enregistrer les modifications" }).click();
  await expect(second.getByText("Modifications enregistrées.")).toBeVisible();
});
