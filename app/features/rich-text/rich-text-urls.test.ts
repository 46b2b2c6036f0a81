import { expect, test } from "vitest";
import { cleanUrl, safeImageUrl, safeLinkUrl, safeSitePath } from "./rich-text-urls";

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

test("images are uploads of this site (their exact key) or https URLs", () => {
  expect(safeImageUrl("/uploads/users/u1/0123456789abcdef0123456789abcdef.png")).toBe("/uploads/users/u1/0123456789abcdef0123456789abcdef.png");
  expect(safeImageUrl("https://cdn.example/a.png")).toBe("https://cdn.example/a.png");
  const refused = [
    ...["//evil.example/x.png", "/\\evil.example/x.png", "/\t/evil.example/x.png", "http://example.com/a.png", "a.png", "data:image/png;base64,AA"],
    // Same-site paths that are not an uploaded image: each would make every viewer's browser send a GET with their cookies.
    ...["/api/v1/users/me", "/builder-api/api/v3/content/page?apiKey=x&includeUnpublished=true", "/uploads/../api/v1/users/me"],
    ...["/uploads/users/u1/0123456789abcdef0123456789abcdef.png?x=1", "/uploads/users/u1/../../api/v1/users/me", "/uploads/users/u1/%2e%2e/x.png", "/a.png"],
    ...["/uploads/users/u1/0123456789abcdef0123456789abcdef.png/../../../api/v1/users/me", "/events/e/x", "/logout"],
  ];
  for (const url of refused) expect(safeImageUrl(url), url).toBeNull();
});

test("an unparsable same-site-looking source is refused instead of throwing", () => {
  expect(safeImageUrl("//[::")).toBeNull();
  expect(safeLinkUrl("https://[::")).toBeNull();
});

test("a path of this site is a link of the page builder's texts; another host, a scheme or a backslash is not", () => {
  for (const path of ["/events", "/events?search=compost", "/media/guides/un-guide#haut", "/en/events/topic/climat"])
    expect(safeSitePath(path), path).toBe(path);
  for (const refused of ["//evil.example/", "/\\evil.example", "javascript:alert(1)", "events", "https://example.com", "/a b", " /&#x2F;evil.example", ""]) {
    expect(safeSitePath(refused), refused).toBeNull();
  }
});
