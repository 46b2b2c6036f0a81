import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
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
    ],
  },
});
