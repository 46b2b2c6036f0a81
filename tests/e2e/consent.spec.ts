import { test as base } from "@playwright/test";
import { expect, expectAccessible, waitForHydration } from "./fixtures";

base("analytics wait for consent: the error event is sent once the visitor accepts", async ({ page }) => {
  const sent: unknown[] = [];
  await page.route("**/api/v1/analytics/events", async (route) => {
    sent.push(route.request().postDataJSON());
    await route.continue();
  });
  await page.goto("/une-page-qui-nexiste-pas");
  await waitForHydration(page);
  const banner = page.getByRole("region", { name: "Mesure d'audience" });
  await expect(banner).toBeVisible();
  await expectAccessible(page);
  expect(sent).toEqual([]);
  await banner.getByRole("button", { name: "Accepter" }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => sent.length).toBe(1);
  expect(JSON.stringify(sent[0])).toContain('"page":"/une-page-qui-nexiste-pas"');
  expect(await page.evaluate(() => window.localStorage.getItem("GDPR:accepted"))).toBe("true");
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("region", { name: "Mesure d'audience" })).toBeHidden();
});
