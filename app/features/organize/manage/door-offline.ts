/**
 * On its first visit the door page loads before the service worker controls it, so nothing it loaded would be
 * on the device for an offline reload. Once the worker is ready, the page names what it loaded (its build files
 * and API answers, from the browser's resource timing) and the worker stores them (public/sw.js, "keep-door").
 * Called again after code loaded later (the QR decoder): what is stored already is not fetched twice.
 */
export async function keepDoorOnDevice(): Promise<void> {
  if (!("serviceWorker" in navigator) || !import.meta.env.PROD) return;
  const registration = await navigator.serviceWorker.ready;
  const urls = new Set<string>();
  for (const entry of performance.getEntriesByType("resource")) urls.add(entry.name);
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="stylesheet"]')) urls.add(link.href);
  for (const script of document.querySelectorAll<HTMLScriptElement>("script[src]")) urls.add(script.src);
  registration.active?.postMessage({ type: "keep-door", urls: [...urls] });
}
