import { expect, test } from "vitest";
import { workerFetch } from "../support/api-call";
import { renderPage } from "../support/pages";

test("API answers, feeds and files can be framed by no site and run nothing", async () => {
  for (const path of ["/api/v1/events?limit=1", "/sitemap.xml", "/api/v1/nope"]) {
    const response = await workerFetch(path);
    expect(response.headers.get("content-security-policy"), path).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(response.headers.get("x-frame-options"), path).toBe("DENY");
    expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
    expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
  }
});

test("only the cover preview itself is framed by our pages: what lies under /cover is not", async () => {
  expect((await renderPage("/cover?title=Faux")).headers.get("x-frame-options")).toBe("SAMEORIGIN");
  const under = await renderPage("/cover/anything");
  expect(under.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  expect(under.headers.get("x-frame-options")).toBe("DENY");
});

test("partner widgets keep their own framing rule and no X-Frame-Options that would forbid it", async () => {
  const response = await workerFetch("/iframe/nope");
  expect(response.headers.get("x-frame-options")).toBeNull();
  expect(response.headers.get("content-security-policy") ?? "").not.toContain("frame-ancestors 'none'");
});
