import { readFileSync } from "node:fs";
import { expect, test } from "vitest";

// The script is plain ESM JavaScript (scripts/), imported by URL so TypeScript does not look for its types.
const url = new URL("../../scripts/schema.mjs", import.meta.url).href;
const { migratedSchema, SCHEMA_FILE } = (await import(/* @vite-ignore */ url)) as { migratedSchema: () => string; SCHEMA_FILE: string };

test("docs/schema.sql is the schema the migrations give: after a new migration, run npm run db:schema", () => {
  expect(readFileSync(SCHEMA_FILE, "utf8")).toBe(migratedSchema());
});
