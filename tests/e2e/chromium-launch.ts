/**
 * How the suite starts Debian's Chromium (CONTRIBUTING.md "Where the suite's time goes").
 *
 * Each browser context of a test is a browser window, and Chromium 156 builds two pages of its own for every window:
 * the address bar's suggestion popups (`chrome://omnibox-popup.top-chrome/`), in a renderer of their own that took
 * more CPU than the page under test. Headless, no one ever opens them. Without them, a fresh context and one page
 * load take half the CPU (49 → 23 CPU-seconds for twelve, measured on the 2-core machine).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The features the suite turns off on top of Playwright's. */
export const SUITE_DISABLED_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

/**
 * Playwright's own `--disable-features` list (playwright-core, chromiumSwitches). Chromium keeps only the last
 * `--disable-features` of its command line, so ours repeats Playwright's; tests/unit/chromium-launch.test.ts fails
 * when a Playwright upgrade changes the list.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/** Headless, without the sandbox, GPU or the background traffic of a desktop browser. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...SUITE_DISABLED_FEATURES].join(",")}`,
];
