import { defineConfig } from "vitest/config";

// A unit run (`--project unit`) does not load the workers project, so it neither rewrites React Router's types
// nor starts its plugin for nothing.
const unitRun = process.argv.includes("unit") && !process.argv.includes("workers");

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
        resolve: { alias: { "~": new URL("./app", import.meta.url).pathname, "#machines": new URL("./machines", import.meta.url).pathname } },
        test: {
          name: "unit",
          environment: "node",
          include: ["machines/**/*.test.ts", "app/**/*.test.ts", "tests/unit/**/*.test.ts"],
          // One module registry per worker for all its files: importing the same modules again for each of 146
          // files took half the stage (56 s against 17 s). A test leaves no module state behind it.
          isolate: false,
        },
      },
      ...(unitRun ? [] : ["./vitest.workers.config.ts"]),
    ],
  },
});
