import { readFileSync } from "node:fs";
import { expect, test } from "vitest";

test("static files get nosniff, a referrer policy and no framing from the assets' header rules", () => {
  // Static files are served before the Worker runs: their headers come from public/_headers.
  const rules = readFileSync(new URL("../../public/_headers", import.meta.url), "utf8");
  expect(rules).toMatch(/^\/\*\n {2}X-Content-Type-Options: nosniff\n {2}Referrer-Policy: strict-origin-when-cross-origin\n {2}X-Frame-Options: DENY$/m);
});
