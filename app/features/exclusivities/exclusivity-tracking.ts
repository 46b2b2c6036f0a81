import { hasConsent, onConsentAnswer } from "~/lib/analytics";

/**
 * Views and clicks of exclusivity offers (docs/product.md §4 "Exclusivity card"), sent to
 * POST /analytics/exclusivity only after the visitor accepts tracking: until they answer the consent banner
 * the events wait in memory (app/lib/analytics.ts); accepting sends them, refusing drops them. A view
 * counts once per offer, context and page.
 */
export type ExclusivityTrack = { id: string; category: "view" | "exclusivity:open"; context: string; url: string; referrer: string };

export type ExclusivityTrackerPorts = { consented: () => boolean; send: (event: ExclusivityTrack) => void };

export function createExclusivityTracker(ports: ExclusivityTrackerPorts) {
  let buffer: ExclusivityTrack[] = [];
  const viewed = new Set<string>();
  const record = (event: ExclusivityTrack) => {
    if (ports.consented()) ports.send(event);
    else buffer.push(event);
  };
  return {
    view(event: Omit<ExclusivityTrack, "category">) {
      const key = `${event.id}:${event.context}:${event.url}`;
      if (viewed.has(key)) return;
      viewed.add(key);
      record({ ...event, category: "view" });
    },
    open(event: Omit<ExclusivityTrack, "category">) {
      record({ ...event, category: "exclusivity:open" });
    },
    accept() {
      buffer.forEach(ports.send);
      buffer = [];
    },
    refuse() {
      buffer = [];
    },
    pending: () => buffer.length,
  };
}

let tracker: ReturnType<typeof createExclusivityTracker> | undefined;

/** The page's tracker, created at first use in the browser and told the visitor's consent answer. */
export function exclusivityTracker(apiBase: string) {
  if (tracker) return tracker;
  const created = createExclusivityTracker({
    consented: hasConsent,
    send: (event) => {
      void fetch(`${apiBase}/analytics/exclusivity`, {
        method: "POST",
        body: JSON.stringify(event),
        headers: { "Content-Type": "application/json" },
        keepalive: true,
      }).catch((error: unknown) => console.error("exclusivity tracking failed", error));
    },
  });
  onConsentAnswer((accepted) => (accepted ? created.accept() : created.refuse()));
  tracker = created;
  return created;
}
