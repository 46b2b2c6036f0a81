import { expect, test } from "vitest";
import { requestKey } from "./block-data";
import { blockRequest, collectBlockRequests, collectUploadedImages } from "./block-requests";

const block = (name: string, options: Record<string, unknown> = {}, children?: unknown[]) => ({
  "@type": "@builder.io/sdk:Element",
  id: `builder-${name}`,
  component: { name, options },
  ...(children ? { children } : {}),
});

test("every data block of an entry is found: blocks, children, columns, symbols and variations", () => {
  const content = {
    data: {
      blocks: [
        block("Heading", { text: "Bonjour" }),
        block("Section", {}, [block("Carousel", { eventCriterias: { city: "Lyon", visio: "offline" } })]),
        block("Columns", { columns: [{ blocks: [block("Top-articles")] }, { blocks: [block("Event", { event: "fresque-lyon" })] }] }),
        block("Symbol", { symbol: { content: { data: { blocks: [block("Current Survey")] } } } }),
        block("Article", { article: { "@type": "@builder.io/core:Reference", id: "abc", model: "article" } }),
      ],
    },
    variations: { b: { id: "b", data: { blocks: [block("Exclusivity Card", { context: "chiche-homepage" }, [block("NewsletterCard")])] } } },
  };
  const kinds = [...collectBlockRequests(content).values()].map((request) => request.kind);
  expect(kinds.sort()).toEqual(["article", "event", "events", "exclusivity", "survey", "top-articles"]);
});

test("the same request from two blocks is loaded once", () => {
  const content = { data: { blocks: [block("Current Survey"), block("Current Survey"), block("Top-articles", { count: 6 }), block("Top-articles")] } };
  expect(collectBlockRequests(content).size).toBe(2);
});

test("blocks without their data inputs ask for nothing", () => {
  expect(blockRequest("Article", {})).toBeNull();
  expect(blockRequest("Event", { event: "  " })).toBeNull();
  expect(blockRequest("Heading", { text: "x" })).toBeNull();
  expect(collectBlockRequests({ data: {} }).size).toBe(0);
  expect(collectBlockRequests(null).size).toBe(0);
});

test("data blocks ask for their data with the defaults of docs/product.md §9", () => {
  expect(blockRequest("Carousel", {})).toMatchObject({ kind: "events", limit: 12 });
  expect(blockRequest("FilterEvents", { count: 9 })).toMatchObject({ kind: "events", limit: 9 });
  expect(blockRequest("Top-articles", { count: 0 })).toEqual({ kind: "top-articles", limit: 6 });
  expect(blockRequest("Buzzing Sidebar Articles", {})).toEqual({ kind: "buzzing", limit: 3, weeks: 12 });
  expect(blockRequest("Exclusivity Card", {})).toMatchObject({ kind: "exclusivity", context: "chiche-homepage" });
});

test("request keys do not depend on field order or undefined fields", () => {
  expect(requestKey({ kind: "events", limit: 3, city: "lyon", visio: undefined })).toBe(requestKey({ city: "lyon", limit: 3, kind: "events" }));
  expect(requestKey({ kind: "events", limit: 3 })).not.toBe(requestKey({ kind: "events", limit: 4 }));
});

test("the uploaded images an entry's blocks show are collected once each, lists and children included; other URLs are not", () => {
  const image = (n: number) => `/uploads/users/u1/${String(n).padStart(32, "0")}.png`;
  const content = {
    data: {
      blocks: [
        { component: { name: "PageHeader", options: { title: "A", image: image(1) } } },
        { component: { name: "Partenariat", options: { sponsoredBy: { partner: "P", logo: image(2), link: "https://exemple.org" } } } },
        { component: { name: "Core:Section", options: {} }, children: [{ component: { name: "Card Link", options: { image: image(1), href: "/x" } } }] },
        { component: { name: "Image", options: { image: "https://cdn.exemple.org/a.png" } } },
      ],
    },
  };
  expect(collectUploadedImages(content)).toEqual([image(1), image(2)]);
});
