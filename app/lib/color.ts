/** Design rules of docs/product.md §9: readable text on a colour, and its hover shade. */
const BRIGHTNESS_THRESHOLD = 137;
const HOVER_DARKEN = 10;

function parseHex(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Invalid colour "${hex}"`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join("") : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

/** Perceived brightness (0–255), the W3C formula. */
export function brightness(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/** Dark text on colours of brightness 137 or more, light text otherwise. */
export function readableTextColor(hex: string): "dark" | "light" {
  return brightness(hex) >= BRIGHTNESS_THRESHOLD ? "dark" : "light";
}

/** The hover colour: the base darkened by 10 on each channel. */
export function hoverColor(hex: string): string {
  return `#${parseHex(hex)
    .map((channel) => Math.max(0, channel - HOVER_DARKEN).toString(16).padStart(2, "0"))
    .join("")}`;
}
