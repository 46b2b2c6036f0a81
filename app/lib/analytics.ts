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
const consentListeners = new Set<(accepted: boolean) => void>();

/**
 * Other queues that wait for the same consent (page-builder impressions and clicks, exclusivity views)
 * listen here: told true when the visitor accepts (send what waited), false when they refuse (drop it).
 */
export function onConsentAnswer(listener: (accepted: boolean) => void): () => void {
  consentListeners.add(listener);
  return () => void consentListeners.delete(listener);
}

/** Whether the visitor accepted tracking (always false on the server). */
export function hasConsent(): boolean {
  return typeof window !== "undefined" && window.localStorage.getItem(CONSENT_KEY) === "true";
}

/** The page's analytics; on the server it is a no-op. */
export function analytics() {
  if (typeof window === "undefined") return { track() {}, accept() {}, refuse() {}, pending: () => 0 };
  if (!browserAnalytics) {
    const queue = createAnalytics(window.localStorage, beacon);
    browserAnalytics = {
      ...queue,
      accept() {
        queue.accept();
        consentListeners.forEach((listener) => listener(true));
      },
      refuse() {
        queue.refuse();
        consentListeners.forEach((listener) => listener(false));
      },
    };
  }
  return browserAnalytics;
}
