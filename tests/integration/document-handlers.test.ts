import { expect, test } from "vitest";
import { workerFetch } from "../support/api-call";

// Pages are answered by a route table of their language alone (workers/document-handlers.ts); the route
// manifest that lazy route discovery asks for knows every language.

/** The route ids of the manifest a page's HTML hands to the browser for hydration. */
function manifestRouteIds(html: string): string[] {
  const manifest = html.slice(html.indexOf("__reactRouterManifest"));
  const routes = manifest.slice(manifest.indexOf('"routes"'), manifest.indexOf("</script>"));
  return [...new Set([...routes.matchAll(/"id": ?"([^"]+)"/g)].map(([, id = ""]) => id))].sort();
}

test("each language's pages and data are answered by its own routes, with the same pages as before", async () => {
  const pages = [
    ["/events", 200, "fr"],
    ["/en/events", 200, "en"],
    ["/es/events", 200, "es"],
    ["/enfance", 404, "fr"],
    ["/de/events", 404, "fr"],
    ["/en/nowhere", 404, "en"],
  ] as const;
  for (const [path, status, lang] of pages) {
    const response = await workerFetch(path);
    const html = await response.text();
    expect(response.status, path).toBe(status);
    expect(html, path).toContain(`<html lang="${lang}"`);
  }
  const data = await workerFetch("/en/events.data");
  expect(data.status).toBe(200);
  expect(await data.text()).toContain("en:events");
});

test("a page hands the browser its own language's routes; the manifest answers for links in every language", async () => {
  const html = await (await workerFetch("/en/events")).text();
  const version = /"version": ?"([^"]+)"/.exec(html.slice(html.indexOf("__reactRouterManifest")))?.[1] ?? "";
  const patches = await workerFetch(`/__manifest?paths=${encodeURIComponent("/events,/es/search,/en/media")}&version=${version}`);

  expect(manifestRouteIds(html)).toEqual(["en:events", "en:home", "en:layout-main", "root"]);
  expect(patches.status).toBe(200);
  expect(Object.keys((await patches.json()) as object).sort()).toEqual(
    ["en:layout-main", "en:media", "es:layout-main", "es:search", "fr:events", "fr:layout-main", "root"].sort(),
  );
});
