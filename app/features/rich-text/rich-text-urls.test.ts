import { expect, test } from "vitest";
import { cleanUrl, safeImageUrl, safeLinkUrl } from "./rich-text-urls";

test("cleanUrl decodes references, drops tabs and newlines and trims controls and spaces", () => {
  expect(cleanUrl(" \u0001 java\tscr\nipt&#x3A;alert(1)\r\n ")).toBe("javascript:alert(1)");
  expect(cleanUrl("https://example.com/?a=1&amp;b=2")).toBe("https://example.com/?a=1&b=2");
});

test("http, https and mailto links are kept as written", () => {
  for (const url of ["https://example.com/jazz?lang=fr", "http://example.com", "mailto:contact@example.com", "HTTPS://EXAMPLE.COM/"]) {
    expect(safeLinkUrl(url)).toBe(url);
  }
});

test("links with any other scheme or no scheme are refused", () => {
  const refused = [
    "javascript:alert(1)",
    "&#106;avascript:alert(1)",
    "java&Tab;script:alert(1)",
    "javascript&colon;alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "//evil.example/",
    "/events/jazz",
    "",
  ];
  for (const url of refused) expect(safeLinkUrl(url), url).toBeNull();
});

test("images are same-site paths or https URLs", () => {
  expect(safeImageUrl("/uploads/u1/abc.png")).toBe("/uploads/u1/abc.png");
  expect(safeImageUrl("https://cdn.example/a.png")).toBe("https://cdn.example/a.png");
  const refused = ["//evil.example/x.png", "/\\evil.example/x.png", "/\t/evil.example/x.png", "http://example.com/a.png", "a.png", "data:image/png;base64,AA"];
  for (const url of refused) expect(safeImageUrl(url), url).toBeNull();
});

test("an unparsable same-site-looking source is refused instead of throwing", () => {
  expect(safeImageUrl("//[::")).toBeNull();
  expect(safeLinkUrl("https://[::")).toBeNull();
});
