import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { signUp } from "./people";

// A member's own quick search and place on the listing, added after hydration (docs/product.md §6).

test("a member picks a favourite topic and a town in their profile, then gets both on the listing", async ({ page, context, baseURL }) => {
  await page.goto("/events");
  await waitForHydration(page);
  const quickSearches = page.getByRole("navigation", { name: "Recherches rapides" });
  await expect(quickSearches.getByRole("link")).not.toHaveCount(0);
  await expect(quickSearches.getByRole("link", { name: /^Ma thématique/ })).toHaveCount(0);

  await signUp(page, context, baseURL!, "Margaux");
  await page.goto("/account/profile");
  await waitForHydration(page);
  const topic = page.getByRole("combobox", { name: "Ma thématique préférée" });
  await expect(topic.getByRole("option", { name: "Climat" })).toBeAttached();
  await topic.selectOption({ label: "Climat" });
  await page.getByRole("combobox", { name: "Ville ou adresse" }).fill("Bordeaux");
  await page
    .getByRole("listbox")
    .getByRole("option", { name: /^Bordeaux/ })
    .first()
    .click();
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Ton profil est enregistré.")).toBeVisible();

  await page.goto("/events");
  await waitForHydration(page);
  const mine = quickSearches.getByRole("link", { name: "Ma thématique : Climat" });
  await expect(mine).toBeVisible();
  await page.getByRole("combobox", { name: "Lieu" }).click();
  const suggestions = page.getByRole("listbox").getByRole("option");
  await expect(suggestions.filter({ hasText: "Paris" })).toHaveCount(1);
  await expect(suggestions.filter({ hasText: "Bordeaux" })).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expectAccessible(page);

  await mine.click();
  await expect(page).toHaveURL(/[?&]topic=climat/);
  await expect(page.getByRole("combobox", { name: "Thématique" })).toHaveValue("climat");
});
