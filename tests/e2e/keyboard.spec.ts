import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { open } from "./helpers";
import { eventBody, organizedByAnother, signUp } from "./people";

/** Presses Tab until `target` has the focus: the journey is driven by the keyboard only. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("the keyboard never reached the control");
}

test("keyboard only, the modal: 'Participer', email, password, registered; Escape on another modal gives focus back", async ({ page, context, baseURL }) => {
  const title = `Atelier au clavier ${Date.now()}`;
  const event = await organizedByAnother(page, baseURL ?? "", eventBody(title));
  const member = await signUp(page, context, baseURL ?? "", "Léa");
  await context.clearCookies();
  await open(page, `/events/e/${event.slug}`);
  const like = page.getByRole("button", { name: /Ajouter aux favoris/ });
  await tabTo(page, like);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Rejoins Rendez-vous" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(like).toBeFocused();

  await tabTo(page, page.getByRole("link", { name: "Participer" }));
  await page.keyboard.press("Enter");
  await tabTo(page, dialog.getByRole("button", { name: "Continuer avec mon email" }));
  await page.keyboard.press("Enter");
  await page.keyboard.type(member.email);
  await page.keyboard.press("Enter");
  await expect(dialog.getByLabel("Ton mot de passe")).toBeFocused();
  await page.keyboard.type(member.password);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Tu participes à cet événement.").first()).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: "Me désinscrire" }).first());
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Veux-tu vraiment te désinscrire de « ${title} » ?`)).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: "Oui, me désinscrire" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("link", { name: "Participer" })).toBeVisible();
});

test("keyboard only, the pages, in Spanish: join, email, password, redirect", async ({ page, context, baseURL }) => {
  const member = await signUp(page, context, baseURL ?? "", "Sofía");
  await context.clearCookies();
  await open(page, "/es/login/start?redirect=/es/events");
  await tabTo(page, page.getByRole("button", { name: "Continuar con mi correo" }));
  await page.keyboard.press("Enter");
  await page.keyboard.type(member.email);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/es\/login\/password/);
  await page.keyboard.type(member.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/es\/events$/);
  await expect(page.getByRole("button", { name: "Mi cuenta" })).toBeVisible();
});
