import { expect, test } from "vitest";
import { sendViaHttp, type Fetch, type OutgoingMail } from "./mail-sender.server";

const CONFIG = { MAIL_API_URL: "https://mail.example/emails", MAIL_API_KEY: "re_secret_key", MAIL_FROM: "Rendez-vous <noreply@rendez-vous.test>" };
const MAIL: OutgoingMail = { id: "abc123", to: "lea@exemple.fr", subject: "Sujet", text: "Bonjour", html: null, attachments: [] };

const answering =
  (status: number, body = ""): Fetch =>
  async () =>
    new Response(body, { status });

test("a 2xx answer is sent; the request carries the key, a timeout and the row's idempotency key", async () => {
  let init: RequestInit | undefined;
  const fetcher: Fetch = async (_url, requestInit) => {
    init = requestInit;
    return Response.json({ id: "re_1" });
  };
  expect(await sendViaHttp(CONFIG, MAIL, fetcher)).toEqual({ outcome: "sent" });
  const headers = new Headers(init?.headers);
  expect(headers.get("Authorization")).toBe("Bearer re_secret_key");
  expect(headers.get("Idempotency-Key")).toBe("outbox-abc123");
  expect(init?.signal).toBeInstanceOf(AbortSignal);
});

test("timeouts, rate limits, server errors and key or sender problems are retried; other 4xx give up", async () => {
  const outcomes: Record<number, string> = {};
  for (const status of [400, 401, 403, 404, 408, 409, 422, 429, 500, 502, 503]) {
    outcomes[status] = (await sendViaHttp(CONFIG, MAIL, answering(status))).outcome;
  }
  expect(outcomes).toEqual({
    400: "failed",
    401: "retry",
    403: "retry",
    404: "failed",
    408: "retry",
    409: "retry",
    422: "failed",
    429: "retry",
    500: "retry",
    502: "retry",
    503: "retry",
  });
});

test("the error is the status and Resend's name and message, short, and never holds the key", async () => {
  const resendError = JSON.stringify({ statusCode: 422, name: "validation_error", message: "Invalid `to` field." });
  expect(await sendViaHttp(CONFIG, MAIL, answering(422, resendError))).toEqual({ outcome: "failed", error: "HTTP 422 validation_error: Invalid `to` field." });
  expect(await sendViaHttp(CONFIG, MAIL, answering(502, "<html>Bad gateway</html>"))).toEqual({ outcome: "retry", error: "HTTP 502" });

  const echo = JSON.stringify({ name: "unauthorized", message: `Bad key re_secret_key ${"x".repeat(500)}` });
  const result = await sendViaHttp(CONFIG, MAIL, answering(401, echo));
  expect(result).toMatchObject({ outcome: "retry", error: expect.stringMatching(/^HTTP 401 unauthorized: Bad key \[key\] x+…$/) });
  expect("error" in result && result.error.length).toBe(200);
});

test("a network failure or timeout is retried", async () => {
  const timeout: Fetch = async () => {
    throw new DOMException("The operation was aborted due to timeout", "TimeoutError");
  };
  expect(await sendViaHttp(CONFIG, MAIL, timeout)).toEqual({ outcome: "retry", error: "network: TimeoutError: The operation was aborted due to timeout" });
});
