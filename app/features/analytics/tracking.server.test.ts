import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { unstable_readConfig as readConfig } from "wrangler";
import { dataPointOf } from "./tracking.server";

const CONFIG = fileURLToPath(new URL("../../../wrangler.jsonc", import.meta.url));

test("tracking goes to Analytics Engine in production only; a data point carries the name, the data and the time, cut to its limits", () => {
  expect(readConfig({ config: CONFIG, env: "production" }).analytics_engine_datasets).toEqual([{ binding: "TRACKING", dataset: "rendez_vous_tracking" }]);
  expect(readConfig({ config: CONFIG }).analytics_engine_datasets).toEqual([]);
  const now = Date.parse("2026-11-30T10:00:00Z");
  expect(dataPointOf({ name: "builder:click", data: { contentId: "accueil" } }, now)).toEqual({
    indexes: ["builder:click"],
    blobs: ["builder:click", '{"contentId":"accueil"}'],
    doubles: [now],
  });
  // A browser's time is kept unless it is in the future; a long text is cut within the 16 KB of blobs.
  expect(dataPointOf({ name: "consent", data: {}, at: "2026-11-30T09:59:00.000Z" }, now).doubles).toEqual([now - 60_000]);
  expect(dataPointOf({ name: "consent", data: {}, at: "2027-01-01T00:00:00.000Z" }, now).doubles).toEqual([now]);
  const long = dataPointOf({ name: "x".repeat(100), data: { text: "é".repeat(20_000) } }, now);
  expect(new TextEncoder().encode(long.indexes?.[0] as string).length).toBeLessThanOrEqual(96);
  expect((long.blobs ?? []).reduce((bytes: number, blob: unknown) => bytes + new TextEncoder().encode(String(blob)).length, 0)).toBeLessThanOrEqual(16 * 1024);
});
