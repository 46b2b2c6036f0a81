import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { importGraph } from "./import-graph";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** The modules that mount the API's routers: the API itself and its admin part. */
const COMPOSERS = ["workers/api/app.ts", "workers/api/admin.ts"];

test("the API's handler files import shared modules, never each other (docs/architecture.md §8)", () => {
  const graph = importGraph(ROOT);
  const routers = [...graph.keys()].filter((file) => file.startsWith("workers/api/") && readFileSync(join(ROOT, file), "utf8").includes("new Hono"));
  expect(routers).toContain("workers/api/events.ts");
  const crossings = routers
    .filter((file) => !COMPOSERS.includes(file))
    .flatMap((file) => (graph.get(file) ?? []).filter((imported) => routers.includes(imported)).map((imported) => `${file} → ${imported}`));
  expect(crossings).toEqual([]);
});
