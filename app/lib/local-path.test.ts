import { expect, test } from "vitest";
import { isLocalPath } from "./local-path";

test("a path of this site is local, with its query and fragment", () => {
  for (const path of ["/", "/organize/event/atelier?k=abc#door", "/es/login/start?redirect=/es/events"]) expect(isLocalPath(path)).toBe(true);
});

test("anything a browser would read as another host, or not as a path, is refused", () => {
  for (const path of [
    "//evil.test",
    "/\\evil.test",
    "\\\\evil.test",
    "/\t/evil.test",
    "/\n/evil.test",
    "https://evil.test/",
    "javascript:alert(1)",
    "evil.test",
    "",
  ]) {
    expect(isLocalPath(path)).toBe(false);
  }
});
