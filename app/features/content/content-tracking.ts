/**
 * Page-builder impressions and clicks (docs/product.md §3 "Tracking event", §4 "Analytics"), sent by us
 * rather than by the SDK so that nothing is stored or sent before consent: no `builderVisitorId`, no
 * `builderSessionId`, no request. Until the visitor answers, events wait in a buffer; accepting sends them
 * (with the ids, created then), refusing drops them. The SDK's own tracking is off (`canTrack={false}`).
 */
export type ContentTrackEvent = {
  type: "impression" | "click";
  data: {
    contentId: string;
    variationId?: string;
    ownerId: string;
    metadata: { url: string; targetOffset?: { x: number; y: number } };
    sessionId: string;
    visitorId: string;
    userAttributes: { urlPath: string; host: string; device: "desktop" | "tablet" | "mobile" };
  };
};

type Pending = { type: ContentTrackEvent["type"]; contentId: string; variationId?: string; url: string; targetOffset?: { x: number; y: number } };

export type TrackerPorts = {
  /** Local storage (builderVisitorId). */
  storage: Pick<Storage, "getItem" | "setItem">;
  /** The builderSessionId cookie: read, and written for the browser session. */
  readSessionId: () => string | null;
  writeSessionId: (id: string) => void;
  consented: () => boolean;
  send: (events: ContentTrackEvent[]) => void;
  newId: () => string;
  apiKey: string;
  device: () => ContentTrackEvent["data"]["userAttributes"]["device"];
};

export const VISITOR_KEY = "builderVisitorId";
export const SESSION_COOKIE = "builderSessionId";

export function createContentTracker(ports: TrackerPorts) {
  let buffer: Pending[] = [];
  const seen = new Set<string>();

  const ids = () => {
    let visitorId = ports.storage.getItem(VISITOR_KEY);
    if (!visitorId) {
      visitorId = ports.newId();
      ports.storage.setItem(VISITOR_KEY, visitorId);
    }
    let sessionId = ports.readSessionId();
    if (!sessionId) {
      sessionId = ports.newId();
      ports.writeSessionId(sessionId);
    }
    return { visitorId, sessionId };
  };

  const toEvents = (pending: Pending[]): ContentTrackEvent[] => {
    const { visitorId, sessionId } = ids();
    return pending.map(({ type, contentId, variationId, url, targetOffset }) => {
      const parsed = new URL(url);
      return {
        type,
        data: {
          contentId,
          ...(variationId && variationId !== contentId ? { variationId } : {}),
          ownerId: ports.apiKey,
          metadata: { url, ...(targetOffset ? { targetOffset } : {}) },
          sessionId,
          visitorId,
          userAttributes: { urlPath: parsed.pathname, host: parsed.host, device: ports.device() },
        },
      };
    });
  };

  const record = (event: Pending) => {
    if (ports.consented()) ports.send(toEvents([event]));
    else buffer.push(event);
  };

  return {
    /** Once per content, variation and page view. */
    impression(contentId: string, variationId: string | undefined, url: string) {
      const key = `${contentId}:${variationId ?? ""}:${url}`;
      if (seen.has(key)) return;
      seen.add(key);
      record({ type: "impression", contentId, variationId, url });
    },
    click(contentId: string, variationId: string | undefined, url: string, targetOffset: { x: number; y: number }) {
      record({ type: "click", contentId, variationId, url, targetOffset });
    },
    accept() {
      if (buffer.length > 0) ports.send(toEvents(buffer));
      buffer = [];
    },
    refuse() {
      buffer = [];
    },
    pending: () => buffer.length,
  };
}
