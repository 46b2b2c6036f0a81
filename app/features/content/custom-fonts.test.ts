import { expect, test } from "vitest";
import { safeCustomFonts } from "./custom-fonts";

test("fonts on our origin or the allowed font hosts are kept with their files by weight", () => {
  const fonts = [
    {
      family: "Marianne",
      kind: "sans-serif",
      fileUrl: "/fonts/marianne.woff2",
      files: { "400": "/fonts/marianne.woff2", "700": "/fonts/marianne-bold.woff2" },
    },
    { family: "Inter", files: { "400": "https://fonts.gstatic.com/s/inter/v1/a.woff2" } },
    { family: "Brand", fileUrl: "https://cdn.builder.io/o/brand.woff2" },
  ];
  expect(safeCustomFonts(fonts)).toEqual(fonts);
});

test("fonts that could break out of the SDK's CSS or that the CSP would block are dropped", () => {
  const dropped = [
    { family: 'Evil"; } body { display: none', fileUrl: "/fonts/a.woff2" },
    { family: "Ok", kind: "serif; color: red", fileUrl: "/fonts/a.woff2" },
    { family: "Ok", fileUrl: "https://tracker.example/font.woff2" },
    { family: "Ok", fileUrl: "/fonts/a.woff2') ; background: url('x" },
    { family: "Ok", fileUrl: "//evil.example/a.woff2" },
    { family: "Ok", files: { "400": "/fonts/a.woff2", "700": "javascript:alert(1)" } },
    { family: "No files" },
    "Arial",
  ];
  expect(safeCustomFonts(dropped)).toEqual([]);
  expect(safeCustomFonts(undefined)).toEqual([]);
});
