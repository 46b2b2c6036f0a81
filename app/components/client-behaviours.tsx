import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";
import { startDeployCheck } from "~/lib/deploy-check";
import { installChunkErrorReload } from "~/lib/reload-guard";
import { scrollAfterNavigation } from "~/lib/scroll-after-navigation";

type NetworkInformation = { effectiveType?: string };

/** Browser-only behaviours of docs/product.md §2/§4: scroll after navigation, service worker, deploy and chunk checks. */
export function ClientBehaviours({ buildId }: { buildId: string }) {
  const location = useLocation();
  const navigationType = useNavigationType();

  // Filter changes ask to keep the scroll position (state.keepScroll); other navigations scroll to the top.
  const keepScroll = typeof location.state === "object" && location.state !== null && "keepScroll" in location.state;
  useEffect(() => {
    if (keepScroll) return;
    return scrollAfterNavigation({ hash: location.hash, navigationType, win: window, setTimeout: window.setTimeout.bind(window) });
  }, [location.key, location.hash, navigationType, keepScroll]);

  useEffect(() => {
    if ("serviceWorker" in navigator && import.meta.env.PROD) {
      navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error: unknown) => console.warn("service worker", error));
    }
    const stopChunkReload = installChunkErrorReload(window);
    const stopDeployCheck = startDeployCheck({
      currentBuildId: buildId,
      fetchLatest: async () => {
        const response = await fetch("/builds/latest.json", { cache: "no-store" });
        if (!response.ok) throw new Error(`builds/latest.json answered ${response.status}`);
        const body: unknown = await response.json();
        if (typeof body !== "object" || body === null || !("id" in body) || typeof body.id !== "string") throw new Error("bad manifest");
        return { id: body.id };
      },
      reload: () => window.location.reload(),
      connection: (navigator as Navigator & { connection?: NetworkInformation }).connection,
      setTimeout: window.setTimeout.bind(window),
      setInterval: window.setInterval.bind(window),
      clearTimeout: window.clearTimeout.bind(window),
      clearInterval: window.clearInterval.bind(window),
    });
    return () => {
      stopChunkReload();
      stopDeployCheck();
    };
  }, [buildId]);

  return null;
}
