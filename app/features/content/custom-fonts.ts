import { isLocalPath } from "~/lib/local-path";
/**
 * Custom fonts of page-builder content (docs/product.md §3: family, kind, fileUrl, files by weight; the
 * SDK writes one @font-face per file, weight 400 by default). The SDK puts these values into CSS as they
 * are, so only fonts that are safe to write there and allowed by the CSP's font-src are kept: a family and
 * kind of plain names, files on our origin or on FONT_HOSTS, URLs without quotes or parentheses.
 */
export const FONT_HOSTS = ["https://cdn.builder.io", "https://fonts.gstatic.com"] as const;

export type CustomFont = { family: string; kind?: string; fileUrl?: string; files?: Record<string, string> };

const NAME = /^[\p{L}\p{N} _,-]{1,80}$/u;

function fontUrlAllowed(url: string): boolean {
  if (/['"()\\\s]/.test(url)) return false;
  if (isLocalPath(url)) return true;
  return URL.canParse(url) && (FONT_HOSTS as readonly string[]).includes(new URL(url).origin);
}

function asFont(value: unknown): CustomFont | null {
  if (!value || typeof value !== "object") return null;
  const { family, kind, fileUrl, files } = value as Record<string, unknown>;
  if (typeof family !== "string" || !NAME.test(family)) return null;
  if (kind !== undefined && (typeof kind !== "string" || !NAME.test(kind))) return null;
  if (fileUrl !== undefined && (typeof fileUrl !== "string" || !fontUrlAllowed(fileUrl))) return null;
  const entries = files && typeof files === "object" ? Object.entries(files as Record<string, unknown>) : [];
  const safeFiles = entries.filter((entry): entry is [string, string] => typeof entry[1] === "string" && fontUrlAllowed(entry[1]));
  if (safeFiles.length !== entries.length) return null;
  if (fileUrl === undefined && safeFiles.length === 0) return null;
  return {
    family,
    ...(kind === undefined ? {} : { kind }),
    ...(fileUrl === undefined ? {} : { fileUrl }),
    ...(files === undefined ? {} : { files: Object.fromEntries(safeFiles) }),
  };
}

/** The fonts that may be written into the page; the others are logged and dropped. */
export function safeCustomFonts(fonts: unknown): CustomFont[] {
  if (!Array.isArray(fonts)) return [];
  return fonts.flatMap((font) => {
    const safe = asFont(font);
    if (!safe) console.warn("custom font dropped: name or file URL not allowed");
    return safe ? [safe] : [];
  });
}
