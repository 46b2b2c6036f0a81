import { expect, test } from "vitest";
import { createContentTracker, type ContentTrackEvent } from "./content-tracking";

function setup(consent: { value: boolean }) {
  const items = new Map<string, string>();
  const cookies: string[] = [];
  const sent: ContentTrackEvent[][] = [];
  let counter = 0;
  const tracker = createContentTracker({
    storage: { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) },
    readSessionId: () => cookies.at(-1) ?? null,
    writeSessionId: (id) => void cookies.push(id),
    consented: () => consent.value,
    send: (events) => void sent.push(events),
    newId: () => `id-${++counter}`,
    apiKey: "local",
    device: () => "mobile",
  });
  return { tracker, items, cookies, sent };
}

const URL_A = "https://rendez-vous.test/rejoindre?x=1";

test("before consent nothing is stored and nothing is sent: impressions and clicks wait", () => {
  const { tracker, items, cookies, sent } = setup({ value: false });
  tracker.impression("page-1", "var-b", URL_A);
  tracker.click("page-1", "var-b", URL_A, { x: 10, y: 20 });
  expect(sent).toEqual([]);
  expect(items.size).toBe(0);
  expect(cookies).toEqual([]);
  expect(tracker.pending()).toBe(2);
});

test("accepting replays the waiting events with a visitor id and a session id created then", () => {
  const consent = { value: false };
  const { tracker, items, cookies, sent } = setup(consent);
  tracker.impression("page-1", "var-b", URL_A);
  tracker.click("page-1", "var-b", URL_A, { x: 10, y: 20 });
  consent.value = true;
  tracker.accept();
  expect(items.get("builderVisitorId")).toBe("id-1");
  expect(cookies).toEqual(["id-2"]);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toEqual([
    {
      type: "impression",
      data: {
        contentId: "page-1",
        variationId: "var-b",
        ownerId: "local",
        metadata: { url: URL_A },
        sessionId: "id-2",
        visitorId: "id-1",
        userAttributes: { urlPath: "/rejoindre", host: "rendez-vous.test", device: "mobile" },
      },
    },
    expect.objectContaining({ type: "click", data: expect.objectContaining({ metadata: { url: URL_A, targetOffset: { x: 10, y: 20 } } }) }),
  ]);
  tracker.click("page-1", undefined, URL_A, { x: 1, y: 1 });
  expect(sent).toHaveLength(2);
  expect(sent[1]?.[0]?.data).toMatchObject({ visitorId: "id-1", sessionId: "id-2" });
  expect(sent[1]?.[0]?.data).not.toHaveProperty("variationId");
});

test("refusing drops the waiting events and creates no ids", () => {
  const { tracker, items, cookies, sent } = setup({ value: false });
  tracker.impression("page-1", undefined, URL_A);
  tracker.refuse();
  tracker.accept();
  expect([sent, items.size, cookies, tracker.pending()]).toEqual([[], 0, [], 0]);
});

test("an impression counts once per content, variation and page view", () => {
  const { tracker, sent } = setup({ value: true });
  tracker.impression("page-1", "var-b", URL_A);
  tracker.impression("page-1", "var-b", URL_A);
  tracker.impression("page-1", "var-b", "https://rendez-vous.test/other");
  expect(sent).toHaveLength(2);
});
