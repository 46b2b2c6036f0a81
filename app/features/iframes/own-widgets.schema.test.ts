/// <reference types="node" />
import { readFileSync } from "node:fs";
import * as v from "valibot";
import { expect, test } from "vitest";
import { contrastRatio } from "~/lib/colour-contrast";
import { WIDGET_LIGHT_COLOURS, WidgetColourSchema } from "./own-widgets.schema";

const themes = readFileSync(new URL("../../styles/themes.css", import.meta.url), "utf8");
const colourOf = (theme: string, property: string) =>
  new RegExp(`\\[data-theme="${theme}"\\][^{]*\\{[^}]*--${property}:\\s*(#[0-9a-f]{6})`, "i").exec(themes)?.[1]?.toLowerCase();

test("the light colours a widget's own colour is checked against are the widget themes' background, surfaces and button text", () => {
  expect([...WIDGET_LIGHT_COLOURS].sort()).toEqual(
    [colourOf("base", "color-bg"), colourOf("base", "color-surface"), colourOf("events", "color-surface"), colourOf("base", "color-on-primary")]
      .filter((colour, index, all) => all.indexOf(colour) === index)
      .sort(),
  );
});

test("contrast ratios are WCAG's: black on white 21, a colour on itself 1, the base theme's blue on white above 4.5", () => {
  expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
  expect(contrastRatio("#1e6b3a", "#1e6b3a")).toBe(1);
  expect(contrastRatio("#ffffff", "#1f4dd8")).toBeGreaterThan(4.5);
});

test("a widget colour is '#rrggbb' in any case, kept in lower case, and dark enough for every light colour of the widget", () => {
  expect(v.parse(WidgetColourSchema, "#1E6B3A")).toBe("#1e6b3a");
  for (const refused of ["#ffd24d", "#767676", "1e6b3a", "#1e6b3", "#1e6b3a;", "rgb(30, 107, 58)", "var(--x)"]) {
    expect([refused, v.is(WidgetColourSchema, refused)]).toEqual([refused, false]);
  }
});
