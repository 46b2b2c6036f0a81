import { expect, test, vi } from "vitest";
import { ApiError, createApiClient, type ApiClientOptions } from "./api-client";

type Reply = Response | Error;

/** A fetch that answers from a script of replies and records each request. */
function scriptedFetch(...replies: Reply[]) {
  const calls: { url: string; init: RequestInit; headers: Headers }[] = [];
  const fetch = vi.fn(async function (this: unknown, url: string, init: RequestInit) {
    if (this !== undefined) throw new TypeError("Illegal invocation");
    calls.push({ url, init, headers: new Headers(init.headers) });
    const reply = replies.shift();
    if (!reply) throw new Error(`No reply scripted for ${init.method} ${url}`);
    if (reply instanceof Error) throw reply;
    return reply;
  });
  return { fetch, calls };
}

function client(replies: Reply[], options: Partial<ApiClientOptions> = {}) {
  const { fetch, calls } = scriptedFetch(...replies);
  return { api: createApiClient({ baseUrl: "/api/v1", fetch, ...options }), fetch, calls };
}

const ok = (body: unknown) => Response.json(body);
const failure = (status: number, code = "some_error", message = "Something failed.") => Response.json({ error: { code, message } }, { status });

test("a GET goes to baseUrl + path with bearer token and same-origin credentials, unwrapped to its JSON", async () => {
  const { api, calls } = client([ok({ data: [1, 2], total: 2 })], { getToken: () => "t0k" });
  await expect(api.get("/events")).resolves.toEqual({ data: [1, 2], total: 2 });
  expect(calls).toHaveLength(1);
  expect(calls[0]?.url).toBe("/api/v1/events");
  expect(calls[0]?.init.method).toBe("GET");
  expect(calls[0]?.init.credentials).toBe("same-origin");
  expect(calls[0]?.init.body).toBeUndefined();
  expect(calls[0]?.headers.get("Authorization")).toBe("Bearer t0k");
  expect(calls[0]?.headers.get("Accept")).toBe("application/json");
  expect(calls[0]?.headers.has("Content-Type")).toBe(false);
});

test("no Authorization header without a token; an absolute base keeps its prefix, trailing slash or not", async () => {
  const { api, calls } = client([ok({}), ok({})], {
    baseUrl: "https://api.example.org/api/v1/",
    getToken: () => null,
  });
  await api.get("/users/me");
  await api.get("/taxonomies");
  expect(calls.map((call) => call.url)).toEqual(["https://api.example.org/api/v1/users/me", "https://api.example.org/api/v1/taxonomies"]);
  expect(calls[0]?.headers.has("Authorization")).toBe(false);
});

test("POST, PUT and DELETE send JSON bodies with a JSON content type", async () => {
  const { api, calls } = client([ok({ ok: 1 }), ok({ ok: 2 }), ok({ ok: 3 })], { getToken: () => "t0k" });
  await expect(api.post("/auth/local", { email: "a@b.fr", password: "pw" })).resolves.toEqual({ ok: 1 });
  await expect(api.put("/users/42", { firstName: "Zoé" })).resolves.toEqual({ ok: 2 });
  await expect(api.delete("/likes", { event: "e1" })).resolves.toEqual({ ok: 3 });
  expect(calls.map((call) => [call.init.method, call.url, call.init.body])).toEqual([
    ["POST", "/api/v1/auth/local", '{"email":"a@b.fr","password":"pw"}'],
    ["PUT", "/api/v1/users/42", '{"firstName":"Zoé"}'],
    ["DELETE", "/api/v1/likes", '{"event":"e1"}'],
  ]);
  for (const call of calls) {
    expect(call.headers.get("Content-Type")).toBe("application/json");
    expect(call.headers.get("Authorization")).toBe("Bearer t0k");
    expect(call.init.credentials).toBe("same-origin");
  }
});

test("a call without body sends no body and no content type; 204 resolves to undefined", async () => {
  const { api, calls } = client([new Response(null, { status: 204 }), new Response(null, { status: 204 })]);
  await expect(api.post("/events/checkin/e1")).resolves.toBeUndefined();
  await expect(api.delete("/events/attend/e1")).resolves.toBeUndefined();
  expect(calls[0]?.init.body).toBeUndefined();
  expect(calls[0]?.headers.has("Content-Type")).toBe(false);
  expect(calls[1]?.init.method).toBe("DELETE");
});

test("upload POSTs the FormData as is and lets fetch set the multipart content type", async () => {
  const form = new FormData();
  form.append("file", new Blob(["png"]), "cover.png");
  const { api, calls } = client([ok({ url: "/media/cover.png" })], { getToken: () => "t0k" });
  await expect(api.upload("/upload", form)).resolves.toEqual({ url: "/media/cover.png" });
  expect(calls[0]?.init.method).toBe("POST");
  expect(calls[0]?.init.body).toBe(form);
  expect(calls[0]?.headers.has("Content-Type")).toBe(false);
  expect(calls[0]?.headers.get("Authorization")).toBe("Bearer t0k");
});

test("query objects skip undefined and null values and repeat arrays", async () => {
  const { api, calls } = client([ok({}), ok({}), ok({})]);
  await api.get("/events", {
    query: { limit: 24, page: 0, private: false, topic: ["climat", "emploi"], search: undefined, city: null, q: "été & co" },
  });
  await api.get("/v1/events/redirect/e1?lang=fr", { query: { user: "u1" } });
  await api.get("/taxonomies", { query: { hidden: undefined } });
  expect(calls.map((call) => call.url)).toEqual([
    "/api/v1/events?limit=24&page=0&private=false&topic=climat&topic=emploi&q=%C3%A9t%C3%A9+%26+co",
    "/api/v1/v1/events/redirect/e1?lang=fr&user=u1",
    "/api/v1/taxonomies",
  ]);
});

test("the abort signal of a GET reaches fetch", async () => {
  const controller = new AbortController();
  const { api, calls } = client([ok({})]);
  await api.get("/events", { signal: controller.signal });
  expect(calls[0]?.init.signal).toBe(controller.signal);
});

test("a GET is retried once on 408, 409, 425, 429, 500, 502, 503 and 504", async () => {
  for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) {
    const { api, fetch } = client([failure(status), ok({ status })]);
    await expect(api.get("/events")).resolves.toEqual({ status });
    expect(fetch).toHaveBeenCalledTimes(2);
  }
});

test("a GET is retried only once: the second failure is thrown", async () => {
  const { api, fetch } = client([failure(503, "unavailable", "Try later."), failure(502, "bad_gateway", "Upstream.")]);
  await expect(api.get("/events")).rejects.toMatchObject({ status: 502, code: "bad_gateway", message: "Upstream." });
  expect(fetch).toHaveBeenCalledTimes(2);
});

test("a GET is not retried on other errors", async () => {
  for (const status of [400, 403, 404, 410, 422, 501]) {
    const { api, fetch } = client([failure(status, "nope", "No.")]);
    await expect(api.get("/events/slug/x")).rejects.toMatchObject({ status, code: "nope" });
    expect(fetch).toHaveBeenCalledTimes(1);
  }
});

test("a GET is retried once after a network error (TypeError), and the second one propagates", async () => {
  const first = client([new TypeError("Failed to fetch"), ok({ data: [] })]);
  await expect(first.api.get("/events")).resolves.toEqual({ data: [] });
  expect(first.fetch).toHaveBeenCalledTimes(2);

  const second = client([new TypeError("Failed to fetch"), new TypeError("Load failed")]);
  await expect(second.api.get("/events")).rejects.toThrow("Load failed");
  expect(second.fetch).toHaveBeenCalledTimes(2);
});

test("an aborted GET is not retried", async () => {
  const { api, fetch } = client([new DOMException("The operation was aborted.", "AbortError"), ok({})]);
  await expect(api.get("/events")).rejects.toMatchObject({ name: "AbortError" });
  expect(fetch).toHaveBeenCalledTimes(1);
});

test("POST, PUT, DELETE and upload are never retried, on a retryable status or a network error", async () => {
  const calls = [
    (api: ReturnType<typeof createApiClient>) => api.post("/events/attend/e1", { lang: "fr" }),
    (api: ReturnType<typeof createApiClient>) => api.put("/events/e1", { title: "x" }),
    (api: ReturnType<typeof createApiClient>) => api.delete("/events/attend/e1"),
    (api: ReturnType<typeof createApiClient>) => api.upload("/upload", new FormData()),
  ];
  for (const send of calls) {
    const unavailable = client([failure(503, "unavailable", "Try later."), ok({})]);
    await expect(send(unavailable.api)).rejects.toMatchObject({ status: 503, code: "unavailable" });
    expect(unavailable.fetch).toHaveBeenCalledTimes(1);

    const offline = client([new TypeError("Failed to fetch"), ok({})]);
    await expect(send(offline.api)).rejects.toThrow(TypeError);
    expect(offline.fetch).toHaveBeenCalledTimes(1);
  }
});

test("errors carry status, code and message from the {error:{code,message}} body", async () => {
  const { api } = client([failure(404, "event_not_found", 'No event with slug "x".')]);
  const error = await api.get("/events/slug/x").catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toBeInstanceOf(Error);
  expect(error).toMatchObject({ name: "ApiError", status: 404, code: "event_not_found", message: 'No event with slug "x".' });
});

test("without the API's error shape, the code is http_<status> and the message the status text", async () => {
  const { api } = client([
    new Response("<h1>Forbidden</h1>", { status: 403, statusText: "Forbidden" }),
    Response.json({ message: "not our shape" }, { status: 422, statusText: "Unprocessable Content" }),
    new Response(null, { status: 501 }),
  ]);
  await expect(api.post("/events/", {})).rejects.toMatchObject({ status: 403, code: "http_403", message: "Forbidden" });
  await expect(api.post("/events/", {})).rejects.toMatchObject({
    status: 422,
    code: "http_422",
    message: "Unprocessable Content",
  });
  await expect(api.post("/events/", {})).rejects.toMatchObject({ status: 501, code: "http_501", message: "HTTP 501" });
});

test("a PUT may carry extra headers (If-Match), beside the JSON ones it always sends", async () => {
  const { api, calls } = client([ok({ ok: 1 })]);
  await api.put("/events/e1", { title: "x" }, { headers: { "If-Match": '"v1"' } });
  expect(calls[0]?.headers.get("If-Match")).toBe('"v1"');
  expect(calls[0]?.headers.get("Content-Type")).toBe("application/json");
  expect(calls[0]?.headers.get("Accept")).toBe("application/json");
});
