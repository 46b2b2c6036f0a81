import { expect, test } from "vitest";
import { createAnalytics, type AnalyticsEvent } from "./analytics";

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

test("events wait in a buffer until consent, then are replayed in order", () => {
  const sent: AnalyticsEvent[][] = [];
  const storage = memoryStorage();
  const a = createAnalytics(
    storage,
    (events) => sent.push(events),
    () => new Date("2026-11-22T10:00:00Z"),
  );
  a.track("error", { type: 404, page: "/x" });
  a.track("Front - Use filters");
  expect(sent).toEqual([]);
  expect(a.pending()).toBe(2);
  a.accept();
  expect(sent).toHaveLength(1);
  expect(sent[0]?.map((e) => e.name)).toEqual(["error", "Front - Use filters"]);
  expect(storage.getItem("GDPR:accepted")).toBe("true");
  expect(storage.getItem("GDPR:date")).toBe("2026-11-22T10:00:00.000Z");
  a.track("Subscribe newsletter");
  expect(sent[1]?.[0]?.name).toBe("Subscribe newsletter");
});

test("refusing drops the buffer and sends nothing later", () => {
  const sent: AnalyticsEvent[][] = [];
  const a = createAnalytics(memoryStorage(), (events) => sent.push(events));
  a.track("error");
  a.refuse();
  a.track("error");
  expect(sent).toEqual([]);
  expect(a.pending()).toBe(1);
});
