/**
 * Analytics (docs/product.md §4): events are buffered until the visitor accepts tracking (local storage
 * GDPR:accepted), then replayed; afterwards they are sent as they happen.
 */
export type AnalyticsEvent = { name: string; data: Record<string, string | number | boolean>; at: string };
type Transport = (events: AnalyticsEvent[]) => void;
type ConsentStorage = Pick<Storage, "getItem" | "setItem">;

export const CONSENT_KEY = "GDPR:accepted";
export const CONSENT_DATE_KEY = "GDPR:date";

export function createAnalytics(storage: ConsentStorage, transport: Transport, now = () => new Date()) {
  let buffer: AnalyticsEvent[] = [];
  const consented = () => storage.getItem(CONSENT_KEY) === "true";
  return {
    track(name: string, data: AnalyticsEvent["data"] = {}) {
      const event = { name, data, at: now().toISOString() };
      if (consented()) transport([event]);
      else buffer.push(event);
    },
    accept() {
      storage.setItem(CONSENT_KEY, "true");
      storage.setItem(CONSENT_DATE_KEY, now().toISOString());
      if (buffer.length > 0) transport(buffer);
      buffer = [];
    },
    refuse() {
      storage.setItem(CONSENT_KEY, "false");
      storage.setItem(CONSENT_DATE_KEY, now().toISOString());
      buffer = [];
    },
    pending: () => buffer.length,
  };
}

function beacon(events: AnalyticsEvent[]) {
  const body = JSON.stringify({ events });
  if (!navigator.sendBeacon?.("/api/v1/analytics/events", new Blob([body], { type: "application/json" }))) {
    void fetch("/api/v1/analytics/events", { method: "POST", body, headers: { "Content-Type": "application/json" }, keepalive: true });
  }
}

let browserAnalytics: ReturnType<typeof createAnalytics> | undefined;

/** The page's analytics; on the server it is a no-op. */
export function analytics() {
  if (typeof window === "undefined") return { track() {}, accept() {}, refuse() {}, pending: () => 0 };
  browserAnalytics ??= createAnalytics(window.localStorage, beacon);
  return browserAnalytics;
}
