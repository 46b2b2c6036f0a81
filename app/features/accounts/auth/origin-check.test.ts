import { expect, test } from "vitest";
import { isSameOriginRequest, isStateChanging } from "./origin-check";

const OURS = ["https://rendez-vous.example", "http://127.0.0.1:8787"];
const check = (headers: Record<string, string>) => isSameOriginRequest(new Headers(headers), OURS);

test("requests from our pages pass", () => {
  expect(check({ Origin: "https://rendez-vous.example", "Sec-Fetch-Site": "same-origin" })).toBe(true);
  expect(check({ Origin: "http://127.0.0.1:8787" })).toBe(true);
  expect(check({ "Sec-Fetch-Site": "same-origin" })).toBe(true);
});

test("requests from other sites, sibling subdomains or opaque origins are refused", () => {
  expect(check({ Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" })).toBe(false);
  expect(check({ Origin: "https://evil.example" })).toBe(false);
  expect(check({ "Sec-Fetch-Site": "same-site" })).toBe(false);
  expect(check({ Origin: "null" })).toBe(false);
  expect(check({ Origin: "https://rendez-vous.example", "Sec-Fetch-Site": "cross-site" })).toBe(false);
});

test("a request without provenance headers is not a browser page's and passes", () => {
  expect(check({})).toBe(true);
});

test("GET, HEAD and OPTIONS do not change state", () => {
  expect(["GET", "HEAD", "OPTIONS", "get"].map(isStateChanging)).toEqual([false, false, false, false]);
  expect(["POST", "PUT", "PATCH", "DELETE"].map(isStateChanging)).toEqual([true, true, true, true]);
});
