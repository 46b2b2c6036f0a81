import type { MessageId } from "~/i18n/catalogues";

/**
 * /api-error and /api-success (docs/product.md §2): the pages an external flow (an emailed link, a partner's
 * form) comes back to. The message is picked by a known `code` of the query; anything else gets the generic
 * message, so no text from the URL is ever shown.
 */
export type ApiResultKind = "error" | "success";

const MESSAGES: Record<ApiResultKind, Record<string, MessageId>> = {
  error: {
    expired_link: "apiResult.error.expired_link",
    invalid_link: "apiResult.error.invalid_link",
    unsubscribe_failed: "apiResult.error.unsubscribe_failed",
    form_failed: "apiResult.error.form_failed",
  },
  success: {
    subscribed: "apiResult.success.subscribed",
    unsubscribed: "apiResult.success.unsubscribed",
    form_sent: "apiResult.success.form_sent",
  },
};
const GENERIC: Record<ApiResultKind, MessageId> = { error: "apiResult.error.generic", success: "apiResult.success.generic" };

/** The HTTP status of each page: the error page says the request failed. */
export const API_RESULT_STATUS: Record<ApiResultKind, 200 | 400> = { error: 400, success: 200 };

/** The message id for `code` on a page of `kind`: a known code's own message, else the generic one. */
export function apiResultMessage(kind: ApiResultKind, code: string | null): MessageId {
  const known = MESSAGES[kind];
  return code !== null && Object.hasOwn(known, code) ? (known[code] ?? GENERIC[kind]) : GENERIC[kind];
}
