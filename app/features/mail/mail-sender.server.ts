import * as v from "valibot";
import type { ServerEnv } from "~/env.server";
import type { MailAttachment } from "./outbox.server";

/**
 * The HTTP email sender (MAIL_TRANSPORT=http): one POST per email in Resend's JSON format, to MAIL_API_URL
 * (docs/decisions/009-email-delivery.md).
 */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export type SenderConfig = Pick<ServerEnv, "MAIL_API_URL" | "MAIL_API_KEY" | "MAIL_FROM">;

/** An outbox row to send; its id makes the send idempotent. */
export type OutgoingMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: MailAttachment[];
};

/** `retry`: try again later (the provider or the network failed); `failed`: this email will never be accepted. */
export type SendResult = { outcome: "sent" } | { outcome: "retry" | "failed"; error: string };

/** A send that hangs ends here, well inside the deliverer's lease (outbox-delivery.server.ts). */
export const SEND_TIMEOUT_MS = 10_000;

const ERROR_TEXT_LENGTH = 200;

/** Resend's error body: `{statusCode, name, message}`. */
const ProviderErrorSchema = v.pipe(v.string(), v.parseJson(), v.object({ name: v.optional(v.string()), message: v.optional(v.string()) }));

/** Base64 of the UTF-8 bytes (btoa alone takes only Latin-1: an accent in an .ics would throw). */
function base64Utf8(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function resendBody(from: string, mail: OutgoingMail) {
  return {
    from,
    to: [mail.to],
    subject: mail.subject,
    text: mail.text,
    ...(mail.html === null ? {} : { html: mail.html }),
    ...(mail.attachments.length === 0
      ? {}
      : {
          attachments: mail.attachments.map((attachment) => ({
            filename: attachment.filename,
            content: base64Utf8(attachment.content),
            content_type: attachment.contentType,
          })),
        }),
  };
}

/**
 * Worth trying again: timeouts, rate limits and server errors; 401 and 403 too, since a wrong or revoked key
 * or an unverified sender domain is a setting to fix, not a fault of this email; and 409, Resend's answer while
 * another request with the same idempotency key is in progress (the retry then gets that request's answer).
 */
function isTransient(status: number): boolean {
  return status === 401 || status === 403 || status === 408 || status === 409 || status === 429 || status >= 500;
}

/** Short, for `outbox.last_error` and logs: never the key, even if an endpoint echoes it. */
function errorText(config: SenderConfig, text: string): string {
  const safe = config.MAIL_API_KEY === "" ? text : text.replaceAll(config.MAIL_API_KEY, "[key]");
  return safe.length > ERROR_TEXT_LENGTH ? `${safe.slice(0, ERROR_TEXT_LENGTH - 1)}…` : safe;
}

async function describeRejection(response: Response): Promise<string> {
  const body = await response.text().catch(() => "");
  const parsed = v.safeParse(ProviderErrorSchema, body);
  const detail = parsed.success ? [parsed.output.name, parsed.output.message].filter(Boolean).join(": ") : "";
  return `HTTP ${response.status}${detail ? ` ${detail}` : ""}`;
}

export async function sendViaHttp(config: SenderConfig, mail: OutgoingMail, fetcher: Fetch = fetch): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetcher(config.MAIL_API_URL, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${config.MAIL_API_KEY}`,
        "Content-Type": "application/json",
        // A retry after a lost answer or an expired lease does not send the email twice (Resend keeps keys 24 h).
        "Idempotency-Key": `outbox-${mail.id}`,
      },
      body: JSON.stringify(resendBody(config.MAIL_FROM, mail)),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : "unknown error";
    return { outcome: "retry", error: errorText(config, `network: ${reason}`) };
  }
  if (response.ok) {
    await response.body?.cancel();
    return { outcome: "sent" };
  }
  const error = errorText(config, await describeRejection(response));
  return isTransient(response.status) ? { outcome: "retry", error } : { outcome: "failed", error };
}
