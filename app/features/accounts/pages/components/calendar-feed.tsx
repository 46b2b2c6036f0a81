import { useId, useState } from "react";
import * as v from "valibot";
import { useT } from "~/i18n/intl";
import { CalendarFeedSchema } from "../account.schema";
import { useApi } from "~/lib/use-remote";

type FeedState = { status: "idle" | "sending" | "revoked" | "failed" } | { status: "shown"; url: string; copied: boolean };

/**
 * The private iCalendar feed of the agenda: POST /users/me/calendar creates it or replaces it (the URL is
 * shown once: only its hash is stored), DELETE turns it off.
 */
export function CalendarFeed() {
  const t = useT();
  const api = useApi();
  const urlId = useId();
  const [state, setState] = useState<FeedState>({ status: "idle" });

  const create = async () => {
    setState({ status: "sending" });
    try {
      const { url } = v.parse(CalendarFeedSchema, await api.post("/users/me/calendar"));
      setState({ status: "shown", url, copied: false });
    } catch {
      setState({ status: "failed" });
    }
  };
  const revoke = async () => {
    setState({ status: "sending" });
    try {
      await api.delete("/users/me/calendar");
      setState({ status: "revoked" });
    } catch {
      setState({ status: "failed" });
    }
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setState({ status: "shown", url, copied: true });
    } catch {
      // No clipboard access: the URL stays selectable in its field.
    }
  };

  return (
    <section className="calendar-feed" aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title">{t("account.calendar.title")}</h2>
      <p>{t("account.calendar.text")}</p>
      {state.status === "shown" ? (
        <div className="calendar-feed__url">
          <label htmlFor={urlId}>{t("account.calendar.url")}</label>
          <input id={urlId} type="text" readOnly value={state.url} onFocus={(event) => event.currentTarget.select()} />
          <button type="button" className="button button--small" onClick={() => copy(state.url)}>
            {t("account.calendar.copy")}
          </button>
        </div>
      ) : null}
      <p className="calendar-feed__actions">
        <button type="button" className="button button--ghost" onClick={create} disabled={state.status === "sending"}>
          {t(state.status === "shown" ? "account.calendar.rotate" : "account.calendar.create")}
        </button>
        <button type="button" className="button button--text" onClick={revoke} disabled={state.status === "sending"}>
          {t("account.calendar.revoke")}
        </button>
      </p>
      <p className="calendar-feed__note">{t("account.calendar.rotateNote")}</p>
      <p role="status">
        {state.status === "shown" && state.copied ? t("account.calendar.copied") : null}
        {state.status === "revoked" ? t("account.calendar.revoked") : null}
      </p>
      <p role="alert">{state.status === "failed" ? t("account.error.generic") : null}</p>
    </section>
  );
}
