import { expect, expectAccessible, test, waitForHydration } from "./fixtures";

test("/api/docs renders the API's reference from its description, within the site's CSP, usable with the keyboard", async ({ page }) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) refused.push(message.text());
  });
  const response = await page.goto("/api/docs");
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Rendez-vous API reference" })).toBeVisible();
  // The renderer (1.7 MB) loads after hydration; each group of operations starts folded.
  const events = page.getByRole("button", { name: "Expand operation" }).first();
  await expect(page.getByRole("heading", { level: 3, name: /^Events/ })).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);

  await events.focus();
  await page.keyboard.press("Enter");
  const listEvents = page.getByRole("button", { name: "GET /events List events" });
  await expect(listEvents).toBeVisible();
  await listEvents.focus();
  await page.keyboard.press("Enter");
  await expect(listEvents).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("heading", { name: "Parameters" })).toBeVisible();
  await expect(page.getByText("countryCode", { exact: true })).toBeVisible();
  await expectAccessible(page);
  expect(refused).toEqual([]);
});
