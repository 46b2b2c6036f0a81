import { expect, test } from "vitest";
import { apiCall } from "../support/api-call";

const SHARED = "public, max-age=0, s-maxage=300, stale-while-revalidate=1500";

test("an anonymous answer may be shared by the edge; a request with a session cookie, under either name, may not", async () => {
  expect((await apiCall("GET", "/taxonomies")).headers.get("cache-control")).toBe(SHARED);
  const localCookie = await apiCall("GET", "/taxonomies", { headers: { Cookie: "token=abc" } });
  expect(localCookie.headers.get("cache-control")).toBe("private, no-store");
  // Over HTTPS the session cookies carry the __Host- prefix: they make an answer just as personal.
  const secureRefresh = await apiCall("GET", "/taxonomies", { origin: "https://localhost", headers: { Cookie: "theme=dark; __Host-refresh=abc" } });
  expect(secureRefresh.headers.get("cache-control")).toBe("private, no-store");
  const bearer = await apiCall("GET", "/taxonomies", { headers: { Authorization: "Bearer abc" } });
  expect(bearer.headers.get("cache-control")).toBe("private, no-store");
});

test("a cookie that only ends like a session cookie's name leaves the answer shareable", async () => {
  const answer = await apiCall("GET", "/taxonomies", { headers: { Cookie: "csrftoken=abc; autorefresh=1" } });
  expect(answer.headers.get("cache-control")).toBe(SHARED);
});
