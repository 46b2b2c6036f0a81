import { useEffect } from "react";
import { hasConsent, onConsentAnswer } from "~/lib/analytics";
import { createContentTracker, SESSION_COOKIE } from "./content-tracking";
import type { ContentSettings } from "./content-settings";

let tracker: ReturnType<typeof createContentTracker> | undefined;

const BUILDER_HOST = "https://cdn.builder.io";

function readSessionId(): string | null {
  const found = document.cookie.split("; ").find((part) => part.startsWith(`${SESSION_COOKIE}=`));
  return found ? decodeURIComponent(found.slice(SESSION_COOKIE.length + 1)) : null;
}

/** The page's tracker, created at first use in the browser and told when the visitor answers the consent banner. */
function browserTracker(settings: ContentSettings) {
  if (tracker) return tracker;
  const endpoint = `${settings.apiHost ?? BUILDER_HOST}/api/v1/track?apiKey=${encodeURIComponent(settings.apiKey)}`;
  const created = createContentTracker({
    storage: window.localStorage,
    readSessionId,
    writeSessionId: (id) => {
      const secure = location.protocol === "https:" ? "; Secure" : "";
      document.cookie = `${SESSION_COOKIE}=${encodeURIComponent(id)}; Path=/; Max-Age=1800; SameSite=Lax${secure}`;
    },
    consented: hasConsent,
    send: (events) => {
      void fetch(endpoint, { method: "POST", body: JSON.stringify({ events }), headers: { "Content-Type": "application/json" }, keepalive: true }).catch(
        (error: unknown) => console.error("page-builder tracking failed", error),
      );
    },
    newId: () => crypto.randomUUID().replaceAll("-", ""),
    apiKey: settings.apiKey,
    device: () => (window.innerWidth <= 640 ? "mobile" : window.innerWidth <= 991 ? "tablet" : "desktop"),
  });
  onConsentAnswer((accepted) => (accepted ? created.accept() : created.refuse()));
  tracker = created;
  return created;
}

/**
 * Sends the impression of a page-builder entry once it is shown, and its clicks (offset within the
 * content), through the consent-gated tracker (content-tracking.ts).
 */
export function useContentTracking(contentId: string | undefined, variationId: string | undefined, settings: ContentSettings) {
  useEffect(() => {
    if (!contentId) return;
    const contentTracker = browserTracker(settings);
    contentTracker.impression(contentId, variationId, location.href);
    const onClick = (event: MouseEvent) => {
      const root = event.target instanceof Element ? event.target.closest(`[builder-content-id="${CSS.escape(contentId)}"]`) : null;
      if (!root) return;
      const box = root.getBoundingClientRect();
      contentTracker.click(contentId, variationId, location.href, { x: Math.round(event.clientX - box.left), y: Math.round(event.clientY - box.top) });
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [contentId, variationId, settings]);
}
