import { expect, test } from "vitest";
import { canonicalUrl, pageMeta, truncate } from "./seo";

test("titles are cut at 70 characters and descriptions at 150, ellipsis included", () => {
  const long = "Atelier ".repeat(30);
  expect(truncate(long, 70).length).toBeLessThanOrEqual(70);
  expect(truncate(long, 70).endsWith("…")).toBe(true);
  expect(truncate("Court", 70)).toBe("Court");
  const meta = pageMeta({ title: long, description: long, url: new URL("http://x/events"), siteUrl: "https://rdv.test", lang: "fr" });
  const title = meta.find((m) => "title" in m);
  const description = meta.find((m) => "name" in m && m.name === "description");
  expect(title && "title" in title && String(title.title).length).toBeLessThanOrEqual(70);
  expect(description && "content" in description && String(description.content).length).toBeLessThanOrEqual(150);
});

test("canonical keeps ?page= only on the events and media listings", () => {
  const site = "https://rdv.test";
  expect(canonicalUrl(site, new URL("http://x/events?page=2&topic=climat"))).toBe("https://rdv.test/events?page=2");
  expect(canonicalUrl(site, new URL("http://x/en/media?page=3"))).toBe("https://rdv.test/en/media?page=3");
  expect(canonicalUrl(site, new URL("http://x/events?page=0"))).toBe("https://rdv.test/events");
  expect(canonicalUrl(site, new URL("http://x/a-propos?page=2"))).toBe("https://rdv.test/a-propos");
});

test("page metadata links every language and a 1280×800 social image", () => {
  const meta = pageMeta({ title: "Événements", url: new URL("http://x/en/events"), siteUrl: "https://rdv.test", lang: "en" });
  const alternates = meta.filter((m) => "rel" in m && m.rel === "alternate").map((m) => ("href" in m ? m.href : ""));
  expect(alternates).toEqual(["https://rdv.test/events", "https://rdv.test/en/events", "https://rdv.test/es/events", "https://rdv.test/events"]);
  expect(meta).toContainEqual({ property: "og:image:width", content: "1280" });
  expect(meta).toContainEqual({ property: "og:image", content: "https://rdv.test/images/og-default.png" });
});
