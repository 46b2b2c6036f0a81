import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/e2e/chromium-launch";

const PORT = Number(process.env.E2E_PORT ?? 8788);

// The instant the journeys' server seeds its data around (scripts/seed.mjs SEED_NOW), set once by the runner and
// inherited by its workers, which compute the seeded game words from it (tests/e2e/game-word.ts): a run that
// crosses midnight UTC between the seed and a game journey still agrees on the seed's day.
process.env.E2E_SEED_NOW ??= new Date().toISOString();

/** Debian's Chromium, headless, without the background traffic or the address bar of a desktop browser. */
const chromium = { ...devices["Desktop Chrome"], launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } };

/** End-to-end journeys in Debian's Chromium against the production build served by workerd. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // A journey alone takes a third of this; the whole suite on 2 cores (workerd, Chromium and two workers sharing
  // them) takes two to three times as long as alone, so a tighter limit fails sound journeys under load.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    // A trace records every action's DOM and screenshots: recorded for every journey and dropped when it passed, it
    // took a quarter of the suite's CPU (CONTRIBUTING.md "Where the suite's time goes"). CI records the retry of a
    // failed journey; locally, ask for one with `--trace on`.
    trace: "on-first-retry",
    // One browser context per worker, reset between tests (cookies, storage, caches, service workers, pages, routes,
    // init scripts; tests/e2e/fixtures.ts resets the rest): a fresh context cost Chromium 1.3 CPU-seconds more than
    // a page load in a context it already had (CONTRIBUTING.md "Where the suite's time goes"). A test that sets
    // another locale or device gets a context of its own. Tests that need a second visitor open a context themselves.
    reuseContext: true,
  },
  projects: [
    // The security suite's probes in the browser (XSS corpus, headers, framing: docs/security.md), on the same
    // server as the journeys: `npx playwright test` runs both, `--project security` only these. Listed first, so
    // its minute-long probes start first and the run ends on short journeys, both workers busy to the end.
    { name: "security", testDir: "tests/security/browser", use: chromium },
    { name: "chromium", use: chromium },
  ],
  // A state of its own per port, made afresh (scripts/e2e-server.mjs). The suite gives each visitor a client address
  // of its own (CF-Connecting-IP, tests/e2e/fixtures.ts), as Cloudflare's edge would: the server reads that header.
  webServer: {
    command: "node scripts/e2e-server.mjs",
    env: { PORT: String(PORT), SEED_NOW: process.env.E2E_SEED_NOW },
    url: `http://127.0.0.1:${PORT}/api/v1/events?limit=1`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
