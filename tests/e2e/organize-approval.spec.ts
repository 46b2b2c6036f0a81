import * as v from "valibot";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { mailsTo, open } from "./helpers";
import { eventBody, organize, signUp, switchTo } from "./people";

/** The event's one question, with its choices' ids. */
const OneQuestion = v.object({ questions: v.tuple([v.object({ id: v.string(), options: v.array(v.object({ id: v.string() })) })]) });

// An event that approves each registration (docs/product.md §5 "Approval"), from the asking to the answers.
test("three people ask to attend and answer; the organizer approves two in a batch, declines one with a word, exports the CSV; each is told", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? "";
  const title = `Atelier sur demande ${Date.now()}`;
  const organizer = await signUp(page, page.context(), base, "Camille");
  const questions = [
    {
      kind: "choice",
      required: true,
      label: { fr: "Ton niveau", en: "Your level" },
      options: [{ label: { fr: "Débutant", en: "Beginner" } }, { label: { fr: "Confirmé", en: "Advanced" } }],
    },
  ];
  const event = await organize(page, eventBody(title, { questions, requiresApproval: true, maxAttendees: 2 }));
  const {
    questions: [level],
  } = v.parse(OneQuestion, await (await page.request.get(`/api/v1/events/slug/${event.slug}`)).json());

  // Ana asks from the event page: the button says so, the question comes first, then the request is told.
  const ana = await signUp(page, page.context(), base, "Ana");
  await open(page, `/events/e/${event.slug}`);
  await page.getByRole("link", { name: "Demander à participer" }).click();
  await page
    .getByRole("radiogroup", { name: /^Ton niveau/ })
    .getByRole("radio", { name: "Débutant" })
    .check();
  await page.getByRole("button", { name: "Valider mes réponses" }).click();
  await expect(page.getByText("Demande envoyée : l'organisation doit la valider. Tu recevras un email dès sa réponse.")).toBeVisible();
  await expect(page.getByText("En attente de validation")).toBeVisible();
  await expectAccessible(page);
  // Ben and Cy ask through the API, Cy in English.
  const ben = await signUp(page, page.context(), base, "Ben");
  const asked = (lang: string, option: number) =>
    page.request.post(`/api/v1/events/attend/${event._id}`, { data: { lang, answers: { [level.id]: level.options[option]?.id } } });
  expect((await (await asked("fr", 1)).json()) as object).toMatchObject({ pending: true });
  const cy = await signUp(page, page.context(), base, "Cy");
  expect((await asked("en", 0)).status()).toBe(200);

  // The organizer approves Ana and Ben at once, then declines Cy with a word.
  await switchTo(page, base, organizer);
  await open(page, `/organize/event/${event.slug}/attendees`);
  const requests = page.getByRole("region", { name: /^Demandes de participation/ });
  await expect(requests.getByRole("heading")).toHaveText("Demandes de participation (3)");
  await expectAccessible(page);
  await requests.getByRole("checkbox", { name: new RegExp(ana.email.replace(/\./g, "\\.")) }).check();
  await requests.getByRole("checkbox", { name: new RegExp(ben.email.replace(/\./g, "\\.")) }).check();
  await requests.getByRole("button", { name: "Accepter" }).click();
  await expect(page.getByText("C'est fait pour 2 personnes.")).toBeVisible();
  await expect(requests.getByRole("heading")).toHaveText("Demandes de participation (1)");
  await expect(page.getByRole("row").filter({ hasText: ana.email })).toContainText("Débutant");
  await requests.getByRole("checkbox", { name: new RegExp(cy.email.replace(/\./g, "\\.")) }).check();
  await requests.getByRole("button", { name: "Refuser" }).click();
  const dialog = page.getByRole("dialog", { name: "Refuser" });
  await expect(dialog).toContainText("Refuser 1 demande ? Chaque personne est prévenue par email.");
  await dialog.getByLabel("Un mot pour les personnes refusées (facultatif)").fill("L'atelier est complet, à la prochaine !");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Refuser" }).click();
  await expect(page.getByText("C'est fait pour 1 personne.")).toBeVisible();
  await expect(requests.getByRole("heading")).toHaveText("Demandes de participation (0)");
  await expect(requests).toContainText("refusée");
  // The export has the answers and everyone's standing.
  const csv = await (await page.request.get(`/api/v1/events/${event._id}/attendees.csv?lang=fr`)).text();
  expect(csv).toContain("Ton niveau");
  expect(csv.split("\n").find((line) => line.includes(ana.email))).toContain("Débutant");
  expect(csv.split("\n").find((line) => line.includes(cy.email))).toMatch(/Refusé.*Débutant/);

  // A word to the attendees who answered 'Débutant': Ana, not Ben.
  const contact = page.getByRole("region", { name: "Écrire aux participants" });
  await contact.getByLabel("Destinataires").selectOption({ label: "Les inscrits selon leur réponse à une question" });
  await contact.getByLabel("Réponse").selectOption({ label: "Débutant" });
  await contact.getByLabel("Objet").fill("Pour les débutants");
  await contact.getByLabel("Message").fill("Venez un quart d'heure plus tôt.");
  await contact.getByRole("button", { name: "Envoyer" }).click();
  await expect(contact.getByText("Ton message est parti.")).toBeVisible();
  expect((await mailsTo(page.request, ben.email)).map((mail) => mail.subject)).not.toContain("Pour les débutants");

  // Each is told by email, in their language.
  expect((await mailsTo(page.request, ana.email)).map((mail) => mail.subject)).toEqual(
    expect.arrayContaining([`Demande acceptée : tu participes à ${title}`, "Pour les débutants"]),
  );
  const [declined] = (await mailsTo(page.request, cy.email)).filter((mail) => mail.kind === "registration-declined");
  expect(declined?.subject).toBe(`Request declined: ${title} (EN)`);
  expect(declined?.text).toContain("L'atelier est complet, à la prochaine !");

  // Cy reads the answer on the event page, in English; Ana attends.
  await switchTo(page, base, cy);
  await open(page, `/en/events/e/${event.slug}`);
  await expect(page.getByText("The organizers could not accept your request to attend.")).toBeVisible();
  await switchTo(page, base, ana);
  await page.goto(`/events/e/${event.slug}`);
  await waitForHydration(page);
  await expect(page.getByText("Tu participes à cet événement.")).toBeVisible();
});
