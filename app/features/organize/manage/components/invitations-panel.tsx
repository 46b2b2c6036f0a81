import { useCallback, useId, useState, type ChangeEvent, type FormEvent } from "react";
import * as v from "valibot";
import { TableScroll } from "~/components/ui/table-scroll";
import type { MessageId } from "~/i18n/catalogues";
import { useIntl, useIsMessageId, useT } from "~/i18n/intl";
import { LANGS, type Lang } from "~/i18n/locale";
import type { ApiClient } from "~/lib/api-client";
import { EmailRule } from "~/lib/form-rules";
import { errorCode, useApi } from "~/lib/use-remote";
import {
  addressesIn,
  INVITATION_MESSAGE_MAX,
  INVITATIONS_PER_CALL,
  InvitationAnswerSchema,
  InvitationBodySchema,
  InvitationsSchema,
  RemindAnswerSchema,
  REMIND_GAP_MS,
  WithdrawAnswerSchema,
  type Invitation,
  type InvitationStatus,
} from "../../invitations.schema";
import { useOrganizedEvent } from "../organized-event-context";
import { useOrganizerLoad } from "../use-organizer-load";
import { ConfirmInPlace } from "./confirm-in-place";
import { LoadFailed, Loading } from "./remote-states";

/** The largest list file read in the browser. */
const FILE_MAX_BYTES = 1024 * 1024;

const STATUS_LABELS: Record<InvitationStatus, MessageId> = {
  invited: "organize.invitations.status.invited",
  opened: "organize.invitations.status.opened",
  registered: "organize.invitations.status.registered",
  waiting: "organize.invitations.status.waiting",
  declined: "organize.invitations.status.declined",
};

/** The failures of an invitation or a reminder, said to the organizer. */
const FAILURES: Partial<Record<string, MessageId>> = {
  too_many_invitations: "organize.invitations.error.perDay",
  invitations_full: "organize.invitations.error.full",
  event_past: "organize.invitations.error.closed",
  event_cancelled: "organize.invitations.error.closed",
  nobody_to_remind: "organize.invitations.nobodyToRemind",
  rate_limited: "account.error.tooMany",
};

/** Whether a reminder would go to `invitation` now: no answer, and not reminded in the last 24 hours. */
function remindable(invitation: Invitation, now: number): boolean {
  if (invitation.status !== "invited" && invitation.status !== "opened") return false;
  return invitation.remindedAt === null || Date.parse(invitation.remindedAt) <= now - REMIND_GAP_MS;
}

type Notice = { text: string; alert: boolean };

/**
 * The attendees page's invitations (docs/product.md §5 "Invitations"): addresses pasted or read from a CSV file,
 * the language of their email and a word, sent with a personal link each; then who was invited, opened the link,
 * registered or declined, and a reminder to those who have not answered.
 */
export function InvitationsPanel() {
  const t = useT();
  const { intl } = useIntl();
  const isMessageId = useIsMessageId();
  const api = useApi();
  const id = useId();
  const { event } = useOrganizedEvent();
  const load = useCallback(
    async (client: ApiClient, signal: AbortSignal) => v.parse(InvitationsSchema, await client.get(`/events/${event._id}/invitations`, { signal })),
    [event._id],
  );
  const { state, reload } = useOrganizerLoad(load);
  const [text, setText] = useState("");
  const [error, setError] = useState("");
  const [messageError, setMessageError] = useState("");
  const [notice, setNotice] = useState<Notice>({ text: "", alert: false });
  const [sending, setSending] = useState(false);
  // When the panel opened: whose last reminder is over 24 hours old then.
  const [now] = useState(() => Date.now());
  const failed = (code: string) => setNotice({ text: t(FAILURES[code] ?? "account.error.generic"), alert: true });

  const readFile = async (change: ChangeEvent<HTMLInputElement>) => {
    const file = change.target.files?.[0];
    change.target.value = "";
    if (!file) return;
    if (file.size > FILE_MAX_BYTES) {
      setError(t("organize.invitations.error.file"));
      return;
    }
    const found = addressesIn(await file.text());
    setText((current) => [...new Set([...addressesIn(current), ...found])].join("\n"));
    setError("");
    setNotice({ text: t("organize.invitations.fileRead", { count: found.length }), alert: false });
  };

  const invite = async (submit: FormEvent<HTMLFormElement>) => {
    submit.preventDefault();
    const form = new FormData(submit.currentTarget);
    const emails = addressesIn(text);
    const bad = emails.filter((email) => !v.is(EmailRule, email));
    const body = v.safeParse(InvitationBodySchema, { emails, lang: form.get("lang"), message: form.get("message") || undefined });
    // The word's own rule (an invisible character pasted from elsewhere, say) is said beside the word.
    const wordIssue = body.success ? undefined : v.flatten<typeof InvitationBodySchema>(body.issues).nested?.message?.[0];
    const wordProblem = wordIssue ? t(isMessageId(wordIssue) ? wordIssue : "account.error.generic") : "";
    const problem =
      emails.length === 0
        ? t("organize.invitations.error.none")
        : bad.length > 0
          ? t("organize.invitations.error.invalid", { addresses: bad.join(", ") })
          : emails.length > INVITATIONS_PER_CALL
            ? t("organize.invitations.error.tooMany", { max: INVITATIONS_PER_CALL })
            : body.success || wordProblem
              ? ""
              : t("account.error.generic");
    setError(problem);
    setMessageError(problem ? "" : wordProblem);
    if (problem || !body.success) {
      document.getElementById(problem ? `${id}-emails` : `${id}-message`)?.focus();
      return;
    }
    setSending(true);
    try {
      const answer = v.parse(InvitationAnswerSchema, await api.post(`/events/${event._id}/invitations`, body.output));
      const sent = t("organize.invitations.sent", { count: answer.invited.length });
      const skipped =
        answer.skipped.length > 0 ? ` ${t("organize.invitations.skipped", { count: answer.skipped.length, addresses: answer.skipped.join(", ") })}` : "";
      setNotice({ text: `${sent}${skipped}`, alert: false });
      setText("");
      reload();
    } catch (failure) {
      failed(errorCode(failure));
    } finally {
      setSending(false);
    }
  };

  const remind = async () => {
    try {
      const { reminded } = v.parse(RemindAnswerSchema, await api.post(`/events/${event._id}/invitations/remind`, {}));
      setNotice({ text: t("organize.invitations.reminded", { count: reminded }), alert: false });
      reload();
    } catch (failure) {
      failed(errorCode(failure));
    }
  };

  const invitations = state.status === "ready" ? state.data.data : [];
  const toRemind = invitations.filter((invitation) => remindable(invitation, now)).length;
  const date = (iso: string | null) => (iso ? intl.formatDate(iso, { dateStyle: "short", timeStyle: "short" }) : "—");
  return (
    <section aria-labelledby={`${id}-title`} className="organize-invitations card">
      <h2 id={`${id}-title`}>{t("organize.invitations.title")}</h2>
      <p>{t("organize.invitations.lead")}</p>
      <form className="form-stack" noValidate onSubmit={(submit) => void invite(submit)}>
        <div className="form-field">
          <label htmlFor={`${id}-emails`}>{t("organize.invitations.emails")}</label>
          <p id={`${id}-emails-hint`} className="form-field__hint">
            {t("organize.invitations.emailsHint", { max: INVITATIONS_PER_CALL })}
          </p>
          <textarea
            id={`${id}-emails`}
            rows={5}
            value={text}
            onChange={(change) => setText(change.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={[`${id}-emails-hint`, error ? `${id}-emails-error` : ""].join(" ").trim()}
          />
          {error ? (
            <p id={`${id}-emails-error`} className="field-error">
              {error}
            </p>
          ) : null}
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-file`}>{t("organize.invitations.file")}</label>
          <input id={`${id}-file`} type="file" accept=".csv,.txt,text/csv,text/plain" onChange={(change) => void readFile(change)} />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-lang`}>{t("organize.invitations.lang")}</label>
          <select id={`${id}-lang`} name="lang" defaultValue={event.lang}>
            {LANGS.map((lang: Lang) => (
              <option key={lang} value={lang}>
                {t(`lang.${lang}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-message`}>{t("organize.invitations.message")}</label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={3}
            maxLength={INVITATION_MESSAGE_MAX}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={messageError ? `${id}-message-error` : undefined}
          />
          {messageError ? (
            <p id={`${id}-message-error`} className="field-error">
              {messageError}
            </p>
          ) : null}
        </div>
        <div>
          <button type="submit" className="button" disabled={sending} aria-busy={sending || undefined}>
            {t("organize.invitations.send")}
          </button>
        </div>
      </form>
      <p role={notice.alert ? "alert" : "status"} className="organize-notice">
        {notice.text}
      </p>
      {state.status === "loading" ? <Loading /> : null}
      {state.status === "failed" ? <LoadFailed code={state.code} retry={reload} /> : null}
      {state.status === "ready" && invitations.length === 0 ? <p>{t("organize.invitations.none")}</p> : null}
      {invitations.length > 0 ? (
        <>
          <p>
            <button type="button" className="button button--ghost" disabled={toRemind === 0} onClick={() => void remind()}>
              {t("organize.invitations.remind", { count: toRemind })}
            </button>
          </p>
          <TableScroll labelledBy={`${id}-title`}>
            <table className="organize-table">
              <caption>{t("organize.invitations.table", { count: invitations.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("organize.invitations.col.email")}</th>
                  <th scope="col">{t("organize.invitations.col.status")}</th>
                  <th scope="col">{t("organize.invitations.col.invitedAt")}</th>
                  <th scope="col">{t("organize.invitations.col.remindedAt")}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t("organize.invitations.col.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {invitations.map((invitation) => (
                  <tr key={invitation.email}>
                    <th scope="row">{invitation.email}</th>
                    <td>{t(STATUS_LABELS[invitation.status])}</td>
                    <td>{date(invitation.invitedAt)}</td>
                    <td>{date(invitation.remindedAt)}</td>
                    <td>
                      <WithdrawButton
                        eventId={event._id}
                        email={invitation.email}
                        onWithdrawn={() => {
                          setNotice({ text: t("organize.invitations.withdrawn", { email: invitation.email }), alert: false });
                          reload();
                        }}
                        onFailed={failed}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      ) : null}
    </section>
  );
}

/** 'Retirer' on an invitation's row, then a confirmation: its link opens nothing more (docs/product.md §5 "Invitations"). */
function WithdrawButton({
  eventId,
  email,
  onWithdrawn,
  onFailed,
}: {
  eventId: string;
  email: string;
  onWithdrawn: () => void;
  onFailed: (code: string) => void;
}) {
  const t = useT();
  const api = useApi();
  const withdraw = async () => {
    try {
      v.parse(WithdrawAnswerSchema, await api.post(`/events/${eventId}/invitations/withdraw`, { emails: [email] }));
      onWithdrawn();
      return true;
    } catch (failure) {
      onFailed(errorCode(failure));
      return true;
    }
  };
  return (
    <ConfirmInPlace
      label={t("organize.invitations.withdraw")}
      target={email}
      question={t("organize.invitations.withdrawConfirm", { email })}
      yes={t("organize.invitations.withdrawYes")}
      no={t("organize.invitations.withdrawNo")}
      onConfirm={withdraw}
    />
  );
}
