import { useCallback, useEffect, useRef, useState } from "react";
import * as v from "valibot";
import { LocalizedLink } from "~/components/layout/localized-link";
import type { EventJson } from "~/features/events/event-json";
import { useT } from "~/i18n/intl";
import { AgendaAnswerSchema } from "../agenda.schema";
import type { AgendaWhen } from "~/features/accounts/pages/account-paths";
import { useApi, useRemote } from "~/lib/use-remote";
import { AccountPage, LoadFailed, Loading, SignedIn } from "~/features/accounts/pages/components/account-page";
import { AgendaEvent } from "./agenda-event";
import { CalendarFeed } from "~/features/accounts/pages/components/calendar-feed";

/** /account/agenda/active and /past: the events the user attends, upcoming (with the calendar feed) or past. */
export function AgendaScreen({ when }: { when: AgendaWhen }) {
  return (
    <AccountPage title={when === "active" ? "account.agenda.active.title" : "account.agenda.past.title"}>
      <SignedIn>
        {() => (
          <>
            <Agenda key={when} when={when} />
            {when === "active" ? <CalendarFeed /> : null}
          </>
        )}
      </SignedIn>
    </AccountPage>
  );
}

function Agenda({ when }: { when: AgendaWhen }) {
  const t = useT();
  const api = useApi();
  const [now] = useState(() => new Date());
  const [notice, setNotice] = useState("");
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const load = useCallback(
    async (signal: AbortSignal) => v.parse(AgendaAnswerSchema, await api.get("/users/events", { query: { when }, signal })).data,
    [api, when],
  );
  const { remote, update, retry } = useRemote(load, true);

  const unattended = (event: EventJson, title: string) => {
    update((events) => events.filter((item) => item._id !== event._id));
    setNotice(t("account.agenda.unattend.done", { title }));
  };
  // The button that had focus is gone with its event: focus moves to the confirmation. (An effect, so
  // that it runs after the dialog's own cleanup, which closes it and would put focus back.)
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  return (
    <div className="account-agenda">
      <p ref={noticeRef} role="status" tabIndex={-1} className="account-notice">
        {notice}
      </p>
      {remote.status === "loading" ? <Loading /> : null}
      {remote.status === "failed" ? <LoadFailed retry={retry} /> : null}
      {remote.status === "ready" && remote.data.length === 0 ? (
        <div className="account-empty">
          <p>{t(when === "active" ? "account.agenda.active.empty" : "account.agenda.past.empty")}</p>
          <LocalizedLink className="button" to="/events">
            {t("account.agenda.discover")}
          </LocalizedLink>
        </div>
      ) : null}
      {remote.status === "ready" && remote.data.length > 0 ? (
        <>
          {/* Card titles are h3: the list gets its h2, so no heading level is skipped. */}
          <h2 className="visually-hidden">{t("account.agenda.list")}</h2>
          <ul className="event-list event-list--line agenda-list">
            {remote.data.map((event) => (
              <li key={event._id}>
                <AgendaEvent event={event} when={when} now={now} onUnattended={unattended} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
