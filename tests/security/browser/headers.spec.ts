import { createServer, type Server } from "node:http";
import type { Page } from "@playwright/test";
import { expect, test } from "../../e2e/fixtures";

/*
 * Headers of the real server (docs/security.md "Headers"): static files are served before the Worker runs, so
 * only this server shows their headers; and framing is checked in Chromium, from another site.
 */

const STATIC_FILES = ["/favicon.svg", "/embed.js", "/widget-frame.js", "/sw.js", "/covers/climat.png"];

test("static files are served with nosniff, a referrer policy and no framing", async ({ request }) => {
  // The build's stylesheet, named by its content hash: the page links it first in <head>.
  const stylesheet = /<link[^>]*rel="stylesheet"[^>]*href="(\/assets\/[^"]+)"/.exec(await (await request.get("/events")).text())?.[1];
  expect(stylesheet).toBeDefined();
  for (const path of [...STATIC_FILES, stylesheet ?? ""]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    const framing = headers["x-frame-options"]?.toUpperCase() === "DENY" || /frame-ancestors 'none'/.test(headers["content-security-policy"] ?? "");
    expect(framing, `${path} may be framed`).toBe(true);
  }
});

/**
 * Another site: a page on another port of this machine that frames `?url=`. A real server on the loopback (not
 * a routed page, which Chromium's local network access rules treat as public and block on their own).
 */
async function anotherSite(): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://x").searchParams.get("url") ?? "";
    response.writeHead(200, { "Content-Type": "text/html" });
    response.end(`<!doctype html><title>Un autre site</title><iframe src="${url.replace(/"/g, "")}"></iframe>`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return { server, origin: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}` };
}

/** Whether Chromium shows `url` (of our site) inside a frame of the other site's page. */
async function framedElsewhere(page: Page, site: string, url: string) {
  await page.goto(`${site}/?url=${encodeURIComponent(url)}`);
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  await frame?.waitForLoadState().catch(() => null);
  return frame !== undefined && frame.url() === url;
}

test("another site cannot frame our pages, /cover, static files or API answers; a partner widget it can", async ({ page, baseURL }) => {
  const { server, origin: site } = await anotherSite();
  const origin = baseURL ?? "";
  try {
    // The seeded partner widget (scripts/seed) lists no partner origins: any site frames it. This also shows the
    // probe sees a frame that loads.
    expect(await framedElsewhere(page, site, `${origin}/iframe/techforgoodtour`)).toBe(true);
    for (const path of ["/events", "/cover", "/en/cover", "/covers/climat.png", "/favicon.svg", "/api/v1/events?limit=1", "/login"]) {
      expect(await framedElsewhere(page, site, `${origin}${path}`), path).toBe(false);
    }
  } finally {
    server.close();
  }
});
