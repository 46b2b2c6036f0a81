import axe from "axe-core";
import { test as base, expect, type Page } from "@playwright/test";

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * Runs axe-core in the page as it is now: its source is evaluated once per document (and in each frame, so axe
 * reaches into them), then `axe.run` reports violations only. @axe-core/playwright's builder opened a fresh page
 * for every check to merge the frames' results: 2.5–3 s a check, against 0.6 s here (CONTRIBUTING.md "Where the
 * suite's time goes").
 */
async function violations(page: Page, rules?: string[]) {
  for (const frame of page.frames()) {
    // A frame that navigates or closes meanwhile has nothing left to check.
    await frame
      .evaluate(() => "axe" in window)
      .then((present) => (present ? undefined : frame.evaluate(axe.source)))
      .catch(() => undefined);
  }
  // A frame that reloaded since axe was put in it (the create form's cover preview) never answers: axe waits
  // `frameWaitTime` for it, 60 s by default, which is a journey's whole time. 5 s, then that frame is left out.
  const options: axe.RunOptions = { resultTypes: ["violations"], frameWaitTime: 5_000, ...(rules ? { runOnly: { type: "rule", values: rules } } : {}) };
  return page
    .evaluate(async (runOptions) => {
      // A control restyled as it changes (a button that becomes 'Annuler l'arrivée') passes through colours it never
      // rests on: axe measured one mid-transition as poor contrast. Finite animations end first; a spinner's never does.
      // At most 2 s: an animation that never plays on (paused, or in a document that stopped rendering) would hold
      // the check until the test's own time ran out.
      const ending = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
      const ended = Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
      await Promise.race([ended, new Promise((done) => setTimeout(done, 2_000))]);
      return window.axe!.run(document, runOptions);
    }, options)
    .then((results) => results.violations);
}

const describe = (found: axe.Result[]) => found.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);

/** Every page an e2e test visits is checked with axe-core: no serious or critical violation. */
export async function expectAccessible(page: Page) {
  const found = await violations(page);
  expect(describe(found.filter((v) => v.impact === "serious" || v.impact === "critical"))).toEqual([]);
}

/** No violation at all, whatever its impact, of the axe rules named (for example `heading-order`, a moderate one). */
export async function expectNoViolationOf(page: Page, rules: string[]) {
  expect(describe(await violations(page, rules))).toEqual([]);
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
    // The context a test gets is the worker's, reset by Playwright (playwright.config.ts `reuseContext`); what that
    // reset leaves as the last test left it is set here: the visitor's address, the network, permissions.
    await context.setExtraHTTPHeaders({ "CF-Connecting-IP": `10.${testInfo.workerIndex % 250}.${Math.floor(visitors / 250) % 250}.${visitors % 250}` });
    await context.setOffline(false);
    await context.clearPermissions();
    await use(context);
  },
  page: async ({ page }, use) => {
    await page.addInitScript(() => window.localStorage.setItem("GDPR:accepted", "false"));
    await use(page);
  },
});
export { expect };
