import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { expect, test } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH, SUITE_DISABLED_FEATURES } from "../e2e/chromium-launch";

/** The `--disable-features` lists of a running Chromium's command line, in order. */
function disabledFeatureLists(pid: number) {
  return readFileSync(`/proc/${pid}/cmdline`, "utf8")
    .split("\0")
    .filter((arg) => arg.startsWith("--disable-features="))
    .map((arg) => arg.slice("--disable-features=".length).split(","));
}

test("the suite's Chromium keeps every feature Playwright turns off, and turns off the address bar's popups too", { timeout: 30_000 }, async () => {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const lists = disabledFeatureLists(server.process().pid!);
    // Playwright's list first, the suite's last: Chromium applies the last one only.
    expect(lists.length).toBeGreaterThanOrEqual(2);
    const applied = lists.at(-1)!;
    for (const feature of [...lists.slice(0, -1).flat(), ...SUITE_DISABLED_FEATURES]) expect(applied).toContain(feature);
    // A test's context opens a window: it holds the test's page, and no page of the browser's own.
    const browser = await chromium.connect(server.wsEndpoint());
    const context = await browser.newContext();
    await context.newPage();
    // Every kind of target, the browser's own pages (`browser_ui`) too.
    const { targetInfos } = await (await browser.newBrowserCDPSession()).send("Target.getTargets", { filter: [{}] });
    expect(targetInfos.length).toBeGreaterThan(0);
    expect(targetInfos.filter((target) => target.url !== "about:blank")).toEqual([]);
    await browser.close();
  } finally {
    await server.close();
  }
});
