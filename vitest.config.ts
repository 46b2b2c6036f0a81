import { defineConfig } from "vitest/config";

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
      "./vitest.workers.config.ts",
      "./vitest.security.config.ts",
    ],
  },
});
