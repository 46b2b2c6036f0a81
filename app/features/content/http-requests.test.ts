import { expect, test } from "vitest";
import { allowedRequestUrl, HTTP_REQUEST_MAX_BYTES, resolveHttpRequests } from "./http-requests.server";

const HOSTS = ["api.example.org"];

test("only http(s) URLs on the allow-list, without credentials or templates, may be fetched", () => {
  expect(allowedRequestUrl("https://api.example.org/stats", HOSTS)?.href).toBe("https://api.example.org/stats");
  expect(allowedRequestUrl({ "@type": "@builder.io/core:Request", request: { url: "http://api.example.org/a" } }, HOSTS)?.pathname).toBe("/a");
  for (const refused of [
    "https://evil.example/stats",
    "ftp://api.example.org/x",
    "javascript:alert(1)",
    "https://user:pw@api.example.org/",
    "https://api.example.org/{{state.id}}",
    "/relative",
    42,
  ]) {
    expect(allowedRequestUrl(refused, HOSTS)).toBeNull();
  }
});

test("answers land in state under their names; refused, failed and oversized requests are left out", async () => {
  const fetched: string[] = [];
  const fake = async (url: string) => {
    fetched.push(url);
    if (url.endsWith("/down")) return new Response("no", { status: 503 });
    if (url.endsWith("/huge")) return new Response("x".repeat(HTTP_REQUEST_MAX_BYTES + 1));
    return Response.json({ ok: url });
  };
  const data = {
    title: "Page",
    state: { kept: 1 },
    httpRequests: {
      stats: "https://api.example.org/stats",
      down: "https://api.example.org/down",
      huge: "https://api.example.org/huge",
      foreign: "https://evil.example/x",
    },
  };
  const resolved = await resolveHttpRequests(data, HOSTS, fake);
  expect(resolved).toEqual({ title: "Page", state: { kept: 1, stats: { ok: "https://api.example.org/stats" } } });
  expect(fetched.sort()).toEqual(["https://api.example.org/down", "https://api.example.org/huge", "https://api.example.org/stats"]);
});

test("content without requests comes back unchanged", async () => {
  expect(await resolveHttpRequests({ title: "Page" }, HOSTS, () => Promise.reject(new Error("no fetch")))).toEqual({ title: "Page" });
});
