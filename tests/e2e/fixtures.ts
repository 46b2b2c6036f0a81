import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** Every page an e2e test visits is checked with axe-core: no serious or critical violation. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

/**
 * Waits until React has hydrated and the code loaded after hydration has arrived (the attend button,
 * the location picker, the machines: docs/performance.md), so that clicks are handled by the app: the
 * page says so with `<html data-ready="true">` (app/lib/readiness.ts).
 */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-ready="true"]').waitFor({ state: "attached" });
}

let visitors = 0;

/**
 * Each test is a visitor of its own: its own client address (`CF-Connecting-IP`, which the suite's server reads as
 * Cloudflare's edge would write it: CLIENT_ADDRESS=cloudflare in playwright.config.ts), so the per-IP rate limits
 * of one journey do not spill into another. Pages start with the consent question answered (no), so the banner
 * does not cover what a test clicks. No request is ever sent twice: the local server answers every one
 * (docs/decisions/024-local-server-front.md).
 */
export const test = base.extend({
  context: async ({ context }, use, testInfo) => {
    visitors += 1;
    await context.setExtraHTTPHeaders({ "CF-Connecting-IP": `10.${testInfo.workerIndex % 250}.${Math.floor(visitors / 250) % 250}.${visitors % 250}` });
    await use(context);
  },
  page: async ({ page }, use) => {
    await page.addInitScript(() => window.localStorage.setItem("GDPR:accepted", "false"));
    await use(page);
  },
});
export { expect };
