import { useState } from "react";
import * as v from "valibot";
import { CopyField } from "~/components/ui/copy-field";
import { useT } from "~/i18n/intl";
import { calendarSubscribeLinks } from "~/lib/calendar-subscribe";
import { CalendarFeedSchema } from "../account.schema";
import { useApi } from "~/lib/use-remote";

type FeedState = { status: "idle" | "sending" | "revoked" | "failed" } | { status: "shown"; url: string; copied: boolean };

/**
 * The private iCalendar feed of the agenda: POST /users/me/calendar creates it or replaces it (the URL is
 * shown once: only its hash is stored), DELETE turns it off. Once shown, it is offered in one click to
 * calendar apps (webcal) and to Google Calendar, as well as copied.
 */
export function CalendarFeed() {
  const t = useT();
  const api = useApi();
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
  return (
    <section className="calendar-feed" aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title">{t("account.calendar.title")}</h2>
      <p>{t("account.calendar.text")}</p>
      {state.status === "shown" ? (
        <CopyField
          label={t("account.calendar.url")}
          value={state.url}
          copyLabel={t("account.calendar.copy")}
          onCopied={() => setState({ status: "shown", url: state.url, copied: true })}
        />
      ) : null}
      {state.status === "shown" ? <SubscribeLinks url={state.url} /> : null}
      <p className="calendar-feed__actions">
        <button type="button" className="button button--ghost" onClick={() => void create()} disabled={state.status === "sending"}>
          {t(state.status === "shown" ? "account.calendar.rotate" : "account.calendar.create")}
        </button>
        <button type="button" className="button button--text" onClick={() => void revoke()} disabled={state.status === "sending"}>
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

function SubscribeLinks({ url }: { url: string }) {
  const t = useT();
  const { webcal, google } = calendarSubscribeLinks(url);
  return (
    <ul className="calendar-feed__subscribe">
      <li>
        <a href={webcal}>{t("account.calendar.subscribe")}</a>
      </li>
      <li>
        <a href={google} target="_blank" rel="noopener">
          {t("account.calendar.google")}
          <span className="visually-hidden"> {t("account.calendar.newTab")}</span>
        </a>
      </li>
    </ul>
  );
}
