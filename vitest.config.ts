import { defineConfig } from "vitest/config";

// The workers and security projects each bring React Router's plugin, whose type generation rewrites
// .react-router/types when it starts: loaded together (on a fresh clone) the two race and a run fails with
// ENOTEMPTY. The security project is loaded only when it is asked for (`--project security`), alone; a unit run
// (`--project unit`) loads neither, so it neither rewrites those types nor starts the plugin for nothing.
const securityRun = process.argv.includes("security");
const unitRun = process.argv.includes("unit") && !process.argv.includes("workers");

export default defineConfig({
  test: {
    // The React Router plugin of the workers project starts file watchers (for its type generation) that a
    // test run never closes: without this, every run waited 10 s for them before exiting.
    teardownTimeout: 500,
    // Vitest runs one file at a time on two cores (cores - 1); a Worker test file spends most of its time starting
    // its own workerd (one runtime per file), which leaves the other core idle. Two at a time: a sixth faster.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias: { "~": new URL("./app", import.meta.url).pathname, "#machines": new URL("./machines", import.meta.url).pathname } },
        test: {
          name: "unit",
          environment: "node",
          include: ["machines/**/*.test.ts", "app/**/*.test.ts", "tests/unit/**/*.test.ts"],
        },
      },
      ...(unitRun ? [] : [securityRun ? "./vitest.security.config.ts" : "./vitest.workers.config.ts"]),
    ],
  },
});
