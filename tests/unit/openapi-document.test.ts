import { Validator } from "@seriousme/openapi-schema-validator";
import { expect, test } from "vitest";

type Description = Parameters<Validator["validate"]>[0] & { paths: Record<string, Record<string, { operationId: string }>> };

// The validator reads its schemas from disk, which the Worker tests' runtime cannot: this test runs in Node. The
// module is imported by URL, so that this project's TypeScript (tsconfig.node.json) does not check the Worker's.
const url = new URL("../../workers/api/openapi/document.ts", import.meta.url).href;
const { buildOpenApiDocument } = (await import(/* @vite-ignore */ url)) as { buildOpenApiDocument: () => Description };

test("the description of /api/v1 is a valid OpenAPI 3.1 document", async () => {
  const validator = new Validator();
  const result = await validator.validate(buildOpenApiDocument());
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
  expect(validator.version).toBe("3.1");
});

test("every operation of the description has an operationId of its own", () => {
  const ids = Object.values(buildOpenApiDocument().paths).flatMap((operations) => Object.values(operations).map((operation) => operation.operationId));
  expect(ids.length).toBeGreaterThan(100);
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
});
