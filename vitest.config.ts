import { defineConfig } from "vitest/config";

// The workers and security projects each bring React Router's plugin, whose type generation rewrites
// .react-router/types when it starts: loaded together (on a fresh clone) the two race and a run fails with
// ENOTEMPTY. The security project is loaded only when it is asked for (`--project security`), alone.
const securityRun = process.argv.includes("security");

export default defineConfig({
  test: {
    // The React Router plugin of the workers project starts file watchers (for its type generation) that a
    // test run never closes: without this, every run waited 10 s for them before exiting.
    teardownTimeout: 500,
    projects: [
      {
        resolve: { alias: { "~": new URL("./app", import.meta.url).pathname, "#machines": new URL("./machines", import.meta.url).pathname } },
        test: {
          name: "unit",
          environment: "node",
          include: ["machines/**/*.test.ts", "app/**/*.test.ts", "tests/unit/**/*.test.ts"],
        },
      },
      securityRun ? "./vitest.security.config.ts" : "./vitest.workers.config.ts",
    ],
  },
});
