import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { importCycles, importGraph } from "./import-graph";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

test("no module of the app, the Worker or the machines reaches itself through its imports (docs/architecture.md §8)", () => {
  const graph = importGraph(ROOT);
  // The graph sees what it must: the Worker's entry imports the API, a route its feature's screen.
  expect(graph.get("workers/app.ts")).toContain("workers/api/app.ts");
  expect(graph.get("app/routes/game/play.tsx")).toContain("app/features/game/components/game-play-screen.tsx");
  expect(graph.size).toBeGreaterThan(500);
  expect(importCycles(graph)).toEqual([]);
});

test("a cycle is found whatever its length, a module importing itself too; a chain is none", () => {
  const graph = new Map([
    ["a", ["b"]],
    ["b", ["c"]],
    ["c", ["a", "d"]],
    ["d", ["e"]],
    ["e", []],
    ["self", ["self"]],
  ]);
  expect(importCycles(graph)).toEqual([["a", "b", "c"], ["self"]]);
  expect(
    importCycles(
      new Map([
        ["x", ["y"]],
        ["y", []],
      ]),
    ),
  ).toEqual([]);
});
