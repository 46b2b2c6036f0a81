import { useCallback, useState } from "react";
import * as v from "valibot";
import { ScheduledMessagesSchema, type ScheduledMessage } from "~/features/organize/scheduled-messages.schema";
import { useIntl, useT } from "~/i18n/intl";
import type { ApiClient } from "~/lib/api-client";
import { errorCode, useApi } from "~/lib/use-remote";
import { useOrganizerLoad } from "../use-organizer-load";
import { LoadFailed, Loading } from "./remote-states";
import { SEGMENT_LABELS } from "./segment-labels";

/**
 * The event's messages kept for later (GET /events/{id}/messages): when each leaves, to whom, its subject; sent
 * ones with how many emails they made. One still waiting can be cancelled (DELETE …/messages/{messageId}).
 */
export function ScheduledMessages({ eventId }: { eventId: string }) {
  const t = useT();
  const { intl } = useIntl();
  const api = useApi();
  const load = useCallback(
    async (client: ApiClient, signal: AbortSignal) => v.parse(ScheduledMessagesSchema, await client.get(`/events/${eventId}/messages`, { signal })).data,
    [eventId],
  );
  const { state, update, reload } = useOrganizerLoad(load);
  const [notice, setNotice] = useState("");
  const cancel = async (message: ScheduledMessage) => {
    try {
      await api.delete(`/events/${eventId}/messages/${message._id}`);
      update((list) => list.map((item) => (item._id === message._id ? { ...item, state: "cancelled" } : item)));
      setNotice(t("organize.messages.cancelled"));
    } catch (error) {
      setNotice(t(errorCode(error) === "already_sent" ? "organize.messages.alreadySent" : "account.loadFailed"));
      reload();
    }
  };
  const when = (message: ScheduledMessage) => intl.formatDate(message.sendAt, { dateStyle: "long", timeStyle: "short" });
  return (
    <section className="organize-messages card" aria-labelledby="organize-messages-title">
      <h2 id="organize-messages-title">{t("organize.messages.title")}</h2>
      <p role="status" className="organize-notice">
        {notice}
      </p>
      {state.status === "loading" ? <Loading /> : null}
      {state.status === "failed" ? <LoadFailed code={state.code} retry={reload} /> : null}
      {state.status === "ready" && state.data.length === 0 ? <p>{t("organize.messages.none")}</p> : null}
      {state.status === "ready" && state.data.length > 0 ? (
        <ul className="organize-messages__list">
          {state.data.map((message) => (
            <li key={message._id}>
              <p>
                <strong>{message.subject}</strong> · {t(SEGMENT_LABELS[message.segment])}
              </p>
              <p>
                {message.state === "scheduled" ? t("organize.messages.state.scheduled", { date: when(message) }) : null}
                {message.state === "sent" ? t("organize.messages.state.sent", { date: when(message), count: message.sentCount ?? 0 }) : null}
                {message.state === "cancelled" ? t("organize.messages.state.cancelled") : null}
              </p>
              {message.state === "scheduled" ? (
                <button
                  type="button"
                  className="button button--ghost button--small"
                  aria-label={t("organize.messages.cancelNamed", { subject: message.subject })}
                  onClick={() => void cancel(message)}
                >
                  {t("organize.messages.cancel")}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
