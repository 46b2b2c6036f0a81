import { afterEach, expect, test, vi } from "vitest";
import { logUnexpectedError, requestIdOf } from "./error-log.server";

afterEach(() => vi.restoreAllMocks());

test("the request id is Cloudflare's cf-ray when the request has one, else a new random id", () => {
  expect(requestIdOf(new Request("https://example.org/", { headers: { "cf-ray": "8a1b2c3d4e5f-CDG" } }))).toBe("8a1b2c3d4e5f-CDG");
  const [first, second] = [requestIdOf(new Request("https://example.org/")), requestIdOf(new Request("https://example.org/"))];
  expect(first).toMatch(/^[0-9a-f-]{36}$/);
  expect(second).not.toBe(first);
});

test("an unexpected error is logged as one line with the method, the path (no query), the request id and where it was thrown", () => {
  const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const request = new Request("https://example.org/api/v1/users/me?token=secret", { method: "PUT", headers: { "cf-ray": "ray-1" } });
  const id = logUnexpectedError("api", request, new TypeError("boom\non two lines"));
  expect(id).toBe("ray-1");
  expect(log).toHaveBeenCalledTimes(1);
  const [line] = log.mock.calls[0] ?? [];
  expect(line).toMatch(/^api error PUT \/api\/v1\/users\/me request=ray-1: TypeError: boom on two lines \(at .+\)$/);
  expect(line).not.toContain("secret");
  expect(line).not.toContain("\n");
});

test("a thrown value that is not an Error is logged as text", () => {
  const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
  logUnexpectedError("page", new Request("https://example.org/"), "plain");
  expect(log.mock.calls[0]?.[0]).toMatch(/^page error GET \/ request=[0-9a-f-]{36}: plain$/);
});
