import { readFileSync } from "node:fs";
import { expect, test } from "vitest";

/*
 * WCAG AA (4.5:1 for text) in every theme of app/styles/themes.css (docs/product.md §9): the pairs of colours
 * the styles put together, computed from the themes' custom properties.
 */
const themesCss = readFileSync(new URL("../../app/styles/themes.css", import.meta.url), "utf8");
const appCss = readFileSync(new URL("../../app/styles/app.css", import.meta.url), "utf8");

function properties(block: string): Record<string, string> {
  return Object.fromEntries([...block.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((match) => [match[1] ?? "", (match[2] ?? "").toLowerCase()]));
}

/** Each theme's colours: base, then the theme's own. */
function themes(): Record<string, Record<string, string>> {
  const blocks = [...themesCss.matchAll(/([^{}]+)\{([^}]*)\}/g)];
  const base = properties(blocks[0]?.[2] ?? "");
  const out: Record<string, Record<string, string>> = { base };
  for (const [, selector = "", body = ""] of blocks.slice(1)) {
    const name = /data-theme="(\w+)"/.exec(selector)?.[1];
    if (name) out[name] = { ...base, ...properties(body) };
  }
  return out;
}

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

test("the themes are all read: base and six others", () => {
  expect(Object.keys(themes()).sort()).toEqual(["base", "chiche", "events", "factory", "jobs", "spot", "tv"]);
});

test("body text on the page background reaches 4.5:1 in every theme", () => {
  const low = Object.entries(themes())
    .map(([name, colour]) => [name, contrast(colour["color-text"] ?? "", colour["color-bg"] ?? "")] as const)
    .filter(([, ratio]) => ratio < 4.5);
  expect(low).toEqual([]);
});

test("the newsletter hero's errors are written in the hero's own text colour, which reaches 4.5:1 in every theme", () => {
  const rule = /\.newsletter-hero \.field-error \{([^}]*)\}/.exec(appCss)?.[1] ?? "";
  expect(rule).toContain("color: var(--color-on-primary)");
  const low = Object.entries(themes())
    .map(([name, colour]) => [name, contrast(colour["color-on-primary"] ?? "", colour["color-primary"] ?? "")] as const)
    .filter(([, ratio]) => ratio < 4.5);
  expect(low).toEqual([]);
});
