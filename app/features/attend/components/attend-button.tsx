import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import * as v from "valibot";
import { useToast } from "~/components/ui/toasts";
import { RegistrationQuestionsForm } from "~/features/questions/components/registration-questions-form";
import { useAttendedEvents } from "~/features/attend/attended-events";
import { AttendanceStatusSchema } from "~/features/attend/components/attendance-status";
import { Waitlist } from "~/features/attend/components/waitlist";
import { externalRegistrationHref } from "~/lib/external-registration";
import { localize, type EventJson } from "~/features/events/event-json";
import { useLoginFlow } from "~/features/accounts/login-flow/login-flow-provider";
import { useSession } from "~/features/accounts/sessions/session-context";
import { useIntl, useIsMessageId, useT } from "~/i18n/intl";
import { isLang } from "~/i18n/locale";
import { browserApi } from "~/lib/api";
import { ApiError } from "~/lib/api-client";
import { useDeferredActor } from "~/lib/use-deferred-actor";
import { useRootData } from "~/lib/root-data";

/**
 * 'Participer' wired for real (docs/product.md §4): a confirmed user attends, an unconfirmed one gets the banner
 * with a resend button, an anonymous visitor goes through the login flow (which attends at its end).
 * When the event turns out to be full (the page is cached a minute) or the user already waits for a
 * place, the waitlist takes the button's place. Every attend button of the page (the event's and the
 * attend step's) shares what the member attends (features/attend/attended-events.tsx).
 */
export function AttendButton({ event, invitedEmail }: { event: EventJson; invitedEmail?: string }) {
  const t = useT();
  const isMessageId = useIsMessageId();
  const { lang } = useIntl();
  const { config } = useRootData();
  const session = useSession();
  const flow = useLoginFlow();
  const attended = useAttendedEvents();
  const toast = useToast();
  const api = browserApi(config.apiBase);
  const [full, setFull] = useState(false);
  // Read when the visitor clicks, long after the machine was made.
  const userId = useRef<string | null>(null);
  useEffect(() => {
    userId.current = session.user?._id ?? null;
  }, [session.user]);
  const { send, matches } = useDeferredActor(
    async () => {
      const [{ createActor, fromPromise }, { attendButtonMachine }] = await Promise.all([
        import("xstate"),
        import("#machines/attend-button/attend-button.machine"),
      ]);
      const machine = attendButtonMachine.provide({
        actors: {
          attend: fromPromise(async ({ input }) => {
            const answers = input.answers ? { answers: input.answers } : {};
            const answer = await api.post(`/events/attend/${input.eventId}`, { transactionnal: true, lang, ...answers }).catch((error: unknown) => {
              if (error instanceof ApiError && error.code === "event_full") setFull(true);
              throw error;
            });
            // An event that approves each registration answers with a request (docs/product.md §5 "Approval").
            const { pending } = v.parse(AttendanceStatusSchema, answer);
            if (!pending) attended.mark(input.eventId, true);
            return { pending };
          }),
          unattend: fromPromise(async ({ input }) => {
            await api.delete(`/events/attend/${input.eventId}`);
            attended.mark(input.eventId, false);
          }),
          resendActivation: fromPromise(async ({ input }) => void (await api.post("/users/resend-activation", { email: input.email, lang }))),
        },
        actions: {
          // Opened from a personal invitation: the flow's email field starts with the invited address.
          startLoginFlow: (_, start) => flow.start(invitedEmail ? { ...start, email: invitedEmail } : start),
          redirectExternal: (_, { eventId }) => window.location.assign(externalRegistrationHref(config.apiBase, eventId, { lang, userId: userId.current })),
          notify: (_, { message, type, position, duration }) =>
            toast({ message: isMessageId(message.id) ? t(message.id) : message.defaultMessage, type, position, duration }),
        },
      });
      const flowEvent = { id: event._id, slug: event.slug, registerExternal: event.registerExternal, questions: event.questions };
      const input = { event: flowEvent, viewer: null, registered: false };
      return createActor(machine, { input });
    },
    { open: "idle" },
  );

  const user = session.user;
  useEffect(() => {
    if (!user) return;
    send({ type: "LOGGED_IN", user: { email: user.email, active: user.active } });
    api.get(`/events/attend/${event._id}/status`).then(
      (answer) => {
        const status = v.parse(AttendanceStatusSchema, answer);
        if (status.registered) send({ type: "ATTENDED" });
        else if (status.pending) send({ type: "REQUESTED" });
        else if (status.declined) send({ type: "DECLINED" });
        else if (status.waitlisted) setFull(true);
      },
      () => {},
    );
  }, [user, event._id, send, api]);
  const attending = attended.ids.has(event._id);
  const known = useRef(false);
  useEffect(() => {
    if (attending) send({ type: "ATTENDED" });
    else if (known.current) send({ type: "UNATTENDED" });
    known.current = attending;
  }, [attending, send]);

  // A click before the session is known waits for it: a member must not be sent to the login flow.
  const clickPending = useRef(false);
  useEffect(() => {
    if (!clickPending.current || session.status === "unknown") return;
    clickPending.current = false;
    send({ type: "CLICK" });
  }, [session.status, send]);

  if (matches("registered")) {
    const title = localize(event.title, lang, event.lang) ?? event.slug;
    return <Registered title={title} busy={matches({ registered: "unattending" })} onUnattend={() => send({ type: "UNATTEND" })} />;
  }
  if (matches("requested")) {
    return (
      <div className="attend-registered">
        <p className="badge">{t("attend.requestPending")}</p>
        <p role="status">{t("attend.requested")}</p>
        <button type="button" className="button button--text" disabled={matches({ requested: "withdrawing" })} onClick={() => send({ type: "UNATTEND" })}>
          {t("attend.withdraw")}
        </button>
      </div>
    );
  }
  if (matches("declined")) return <p className="banner">{t("attend.declined")}</p>;
  if (full && !event.requiresApproval) return <Waitlist event={event} />;
  if (matches("asking")) {
    return (
      <RegistrationQuestionsForm
        questions={event.questions}
        eventLang={isLang(event.lang) ? event.lang : undefined}
        busy={false}
        back={
          <button type="button" className="button button--text" onClick={() => send({ type: "CANCEL" })}>
            {t("attend.questions.cancel")}
          </button>
        }
        onSubmit={(answers) => send({ type: "SUBMIT_ANSWERS", answers })}
      />
    );
  }
  if (matches({ open: "needsConfirmation" })) {
    return (
      <div className="banner" role="alert">
        <p>{t("attend.confirmEmail")}</p>
        <button
          type="button"
          className="button button--small"
          disabled={matches({ open: { needsConfirmation: "resending" } })}
          onClick={() => send({ type: "RESEND" })}
        >
          {t("attend.resend")}
        </button>
      </div>
    );
  }
  // A link to the attend page until hydrated (and without JavaScript); then the machine takes the click.
  return (
    <Link
      className="button button--full"
      to="attend"
      aria-disabled={matches("attending") || undefined}
      onClick={(clickEvent) => {
        clickEvent.preventDefault();
        if (session.status === "unknown") clickPending.current = true;
        else send({ type: "CLICK" });
      }}
    >
      {t(event.requiresApproval ? "attend.request" : "events.participate")}
    </Link>
  );
}

/** Registered: the confirmation, and 'Me désinscrire', which asks first (as the agenda does). */
function Registered({ title, busy, onUnattend }: { title: string; busy: boolean; onUnattend: () => void }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) cancel.current?.focus();
  }, [confirming]);
  return (
    <div className="attend-registered">
      <p className="badge badge--success">{t("events.registered")}</p>
      <p>{t("attend.registered")}</p>
      {confirming ? (
        <div role="group" aria-label={t("attend.unattend")} className="attend-registered__confirm">
          <p>{t("attend.unattendConfirm", { title })}</p>
          <button type="button" className="button button--small" disabled={busy} onClick={onUnattend}>
            {t("attend.unattendYes")}
          </button>
          <button ref={cancel} type="button" className="button button--ghost button--small" onClick={() => setConfirming(false)}>
            {t("attend.unattendNo")}
          </button>
        </div>
      ) : (
        <button type="button" className="button button--text" onClick={() => setConfirming(true)}>
          {t("attend.unattend")}
        </button>
      )}
    </div>
  );
}
