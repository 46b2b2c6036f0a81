import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/e2e/chromium-launch";

// A run of the unit or component tests only (`--project unit`, `--project components`) does not load the workers
// project, so it neither rewrites React Router's types nor starts its plugin for nothing.
const unitRun = (process.argv.includes("unit") || process.argv.includes("components")) && !process.argv.includes("workers");
const alias = { "~": new URL("./app", import.meta.url).pathname, "#machines": new URL("./machines", import.meta.url).pathname };

export default defineConfig({
  test: {
    // The React Router plugin of the workers project starts file watchers (for its type generation) that a
    // test run never closes: without this, every run waited 10 s for them before exiting.
    teardownTimeout: 500,
    // Vitest runs one file at a time on two cores (cores - 1); two at a time keeps both busy (a Worker test waits on
    // workerd, which works in a process of its own).
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          environment: "node",
          include: ["machines/**/*.test.ts", "app/**/*.test.ts", "tests/unit/**/*.test.ts"],
          // One module registry per worker for all its files: importing the same modules again for each of 146
          // files took half the stage (56 s against 17 s). A test leaves no module state behind it.
          isolate: false,
        },
      },
      {
        // Components in a real browser (Debian's Chromium, started as the journeys start it): the filter bar, the
        // rich-text editor, the attendee table (CONTRIBUTING.md "Tests"). One React for the page and the editor's
        // library, which Vite would otherwise bundle with a copy of its own.
        resolve: { alias, dedupe: ["react", "react-dom"] },
        optimizeDeps: { include: ["react", "react-dom", "react-dom/client", "react-router", "@tiptap/react", "@tiptap/pm/state"] },
        test: {
          name: "components",
          include: ["tests/components/**/*.test.tsx"],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: "chromium" }],
            screenshotFailures: false,
          },
        },
      },
      ...(unitRun ? [] : ["./vitest.workers.config.ts"]),
    ],
  },
});
