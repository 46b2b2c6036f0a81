import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { mailsTo, newEmail, open } from "./helpers";
import { eventBody, organize, signUp, switchTo } from "./people";

/** The personal link (path and query) of the latest invitation emailed to `email`. */
async function invitationLink(request: Parameters<typeof mailsTo>[0], email: string): Promise<string> {
  const mail = (await mailsTo(request, email)).find((sent) => sent.kind === "event-invitation");
  const link = /https?:\/\/\S+\?k=[0-9a-f]{32}/.exec(mail?.text ?? "")?.[0];
  if (!link) throw new Error(`no invitation to ${email}`);
  return new URL(link).pathname + new URL(link).search;
}

// Invitations to a private event (docs/product.md §5 "Invitations"): pasted and imported addresses, a personal
// link each, the answers on the attendees page, a reminder to whoever has not answered.
test("an organizer invites by pasting addresses and importing a CSV file; one guest registers from the link, another declines in English, the last is reminded, then his invitation withdrawn", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? "";
  const title = `Dîner privé ${Date.now()}`;
  // Léa has an account already; Sam and Tom have none.
  const guestContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "CF-Connecting-IP": "10.207.0.9" } });
  const guest = await guestContext.newPage();
  const lea = await signUp(guest, guestContext, base, "Léa");
  await guestContext.clearCookies();
  const [sam, tom] = [newEmail("sam"), newEmail("tom")];

  const organizer = await signUp(page, page.context(), base, "Inès");
  const event = await organize(page, eventBody(title, { private: true }));
  await open(page, `/organize/event/${event.slug}/attendees`);
  const panel = page.getByRole("region", { name: "Invitations", exact: true });
  await expect(panel.getByText("Personne n'est encore invité.")).toBeVisible();

  // A mistyped address is named before anything is sent.
  const emails = panel.getByLabel("Adresses email");
  await emails.fill(`${lea.email}, jean@@exemple.test\n${tom}`);
  await panel.getByRole("button", { name: "Envoyer les invitations" }).click();
  await expect(emails).toHaveAccessibleDescription(/Ces adresses ne sont pas valides : jean@@exemple\.test/);
  await expect(emails).toBeFocused();
  await emails.fill(`Léa <${lea.email}>; ${tom}`);
  // A word pasted with an invisible character is refused beside the word, not the addresses.
  const word = panel.getByLabel("Un mot pour les personnes invitées (facultatif)");
  await word.fill("On se retrouve chez moi\u0007.");
  await panel.getByRole("button", { name: "Envoyer les invitations" }).click();
  await expect(word).toHaveAccessibleDescription("Ce texte contient des caractères invisibles ou de contrôle : retirez-les");
  await expect(word).toBeFocused();
  await expect(emails).not.toHaveAttribute("aria-invalid", "true");
  await word.fill("On se retrouve chez moi, le code est dans le lien.");
  await panel.getByRole("button", { name: "Envoyer les invitations" }).click();
  await expect(panel.getByText("2 invitations envoyées.")).toBeVisible();
  await expect(emails).toHaveValue("");

  // Sam's address comes from a CSV file, with an invitation in English.
  await panel.getByLabel("Ou importer un fichier CSV").setInputFiles({
    name: "invites.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`Prénom,Email\nSam,${sam}\nLéa,${lea.email}\n`),
  });
  await expect(panel.getByText("2 adresses ajoutées depuis le fichier.")).toBeVisible();
  await panel.getByLabel("Langue de l'invitation").selectOption({ label: "English" });
  await panel.getByRole("button", { name: "Envoyer les invitations" }).click();
  await expect(panel.getByText(`1 invitation envoyée. 1 adresse déjà invitée ou inscrite : ${lea.email}.`)).toBeVisible();
  const table = panel.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(4);
  await expect(table.getByRole("row").filter({ hasText: sam })).toContainText("Invitation envoyée");
  await expectAccessible(page);

  // Léa follows her link (a private event: nothing without it) and registers from the page: the login flow starts
  // with her invited address, she gives her password only.
  const leaLink = await invitationLink(page.request, lea.email);
  expect((await guest.goto(`/events/e/${event.slug}`))?.status()).toBe(404);
  await guest.goto(leaLink);
  await waitForHydration(guest);
  await expect(guest.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(guest.getByRole("region", { name: "Invitation", exact: true })).toContainText("Tu es invité·e à cet événement.");
  await guestContext.clearCookies();
  await guest.goto(leaLink);
  await waitForHydration(guest);
  await guest.getByRole("link", { name: "Participer" }).click();
  const flow = guest.getByRole("dialog", { name: "Rejoins Rendez-vous" });
  await flow.getByRole("button", { name: "Continuer avec mon email" }).click();
  await expect(flow.getByLabel("Ton adresse email")).toHaveValue(lea.email);
  await flow.getByRole("button", { name: "Continuer", exact: true }).click();
  await flow.getByLabel("Ton mot de passe").fill(lea.password);
  await flow.getByLabel("Ton mot de passe").press("Enter");
  await expect(guest.getByText("Tu participes à cet événement.").first()).toBeVisible();

  // Sam opens the English invitation and declines with the keyboard, without an account.
  await guestContext.clearCookies();
  const samLink = await invitationLink(page.request, sam);
  expect(samLink).toMatch(/^\/en\/events\/e\//);
  await guest.goto(samLink);
  await waitForHydration(guest);
  const invitation = guest.getByRole("region", { name: "Invitation", exact: true });
  await expect(invitation).toContainText("You're invited to this event.");
  await invitation.getByRole("button", { name: "I can't make it" }).focus();
  await guest.keyboard.press("Enter");
  await expect(invitation.getByRole("status")).toHaveText(/^Thanks for answering: the organizers know you won't come/);
  await expectAccessible(guest);
  await guestContext.close();

  // The organizer sees each answer, and reminds the one who has not answered.
  await switchTo(page, base, organizer);
  await open(page, `/organize/event/${event.slug}/attendees`);
  await expect(table.getByRole("row").filter({ hasText: lea.email })).toContainText("Inscrit·e");
  await expect(table.getByRole("row").filter({ hasText: sam })).toContainText("A décliné");
  await expect(table.getByRole("row").filter({ hasText: tom })).toContainText("Invitation envoyée");
  await panel.getByRole("button", { name: "Relancer les personnes sans réponse (1)" }).click();
  await expect(panel.getByText("1 relance envoyée.")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Relancer les personnes sans réponse (0)" })).toBeDisabled();
  const reminders = (await mailsTo(page.request, tom)).filter((mail) => mail.kind === "event-invitation-reminder");
  expect(reminders.map((mail) => mail.subject)).toEqual([`Rappel : tu es invité·e à ${title}`]);
  expect(reminders[0]?.text).toContain("Inès T. t'a invité·e");

  // Tom's invitation is taken back: his row goes, and his link opens nothing more.
  const tomLink = await invitationLink(page.request, tom);
  await table.getByRole("button", { name: `Retirer : ${tom}` }).click();
  await expect(panel.getByText(`Retirer l'invitation de ${tom} ?`)).toBeVisible();
  await panel.getByRole("button", { name: "Oui, retirer" }).click();
  await expect(panel.getByText(`L'invitation de ${tom} est retirée.`)).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: tom })).toHaveCount(0);
  await expectAccessible(page);
  const stranger = await browser.newContext({ baseURL: base, extraHTTPHeaders: { "CF-Connecting-IP": "10.209.0.1" } });
  expect((await (await stranger.newPage()).goto(tomLink))?.status()).toBe(404);
  await stranger.close();
});
