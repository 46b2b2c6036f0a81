import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import * as v from "valibot";
import { LocalizedLink } from "~/components/layout/localized-link";
import { useToast } from "~/components/ui/toasts";
import { useSession } from "~/features/accounts/sessions/session-context";
import type { MessageId } from "~/i18n/catalogues";
import { useIntl, useT } from "~/i18n/intl";
import { localizePath } from "~/i18n/locale";
import { EmailLinkAnswerSchema, SuccessSchema, type EmailLinkAnswer } from "../account.schema";
import { EmailFormSchema } from "../account-forms";
import { useFormAction } from "~/lib/use-form-action";
import { useApi, useRunOnce } from "~/lib/use-remote";
import { FormField, FormFooter } from "./form-field";
import { LinkFailed, LinkPage, useLinkToken } from "./link-page";
import { isLocalPath } from "~/lib/local-path";

/**
 * /activate?token=…: redeems an emailed link (POST /users/activate): an activation, an invitation claimed,
 * a login link, a guest's registration, or the undo of a change of email (docs/decisions/010). Links
 * that lead on to choosing a password go to /reset-password; a spent or expired activation link offers a
 * new one.
 */
export function ActivateScreen() {
  const t = useT();
  const { lang } = useIntl();
  const api = useApi();
  const navigate = useNavigate();
  const { reload } = useSession();
  const toast = useToast();
  const token = useLinkToken();
  const redeem = useCallback(
    async (token: string) => {
      const answer = v.parse(EmailLinkAnswerSchema, await api.post("/users/activate", { token }));
      if (answer.resetToken) {
        const from = answer.purpose === "revert-email" ? "revert" : "claim";
        void navigate(localizePath(`/reset-password?token=${encodeURIComponent(answer.resetToken)}&from=${from}`, lang), { replace: true });
      }
      await reload();
      // An invitation claimed goes on where the login flow was going (a co-organizer's event): a local path only.
      // What the link did is told there, as it would have been here.
      if (answer.redirect && isLocalPath(answer.redirect)) {
        toast({ type: "success", message: t(linkDoneMessage(answer)), duration: TOLD_AFTER_REDIRECT_MS });
        void navigate(answer.redirect, { replace: true });
      }
      return answer;
    },
    [api, reload, navigate, lang, toast, t],
  );
  const { outcome, retry } = useRunOnce(token, redeem);
  const invalid = token === null || (outcome.status === "failed" && outcome.code === "invalid_token");

  if (invalid) {
    return (
      <LinkPage title="auth.activate.title" outcome={<p className="notice notice--error">{t("auth.activate.invalid")}</p>}>
        <ResendActivationForm />
      </LinkPage>
    );
  }
  if (outcome.status === "failed") {
    const message = outcome.code === "email_taken" ? "auth.changeEmail.taken" : "account.error.generic";
    return <LinkFailed title="auth.link.title" message={message} onRetry={outcome.code === "email_taken" ? undefined : retry} />;
  }
  if (outcome.status === "pending") return <LinkPage title="auth.link.title" outcome={<p>{t("auth.link.pending")}</p>} />;
  if (outcome.value.confirm && token) return <ConfirmLogin token={token} email={outcome.value.confirm.email} />;
  // On its way to where the login flow was going, which tells what the link did (redeem, above).
  if (outcome.value.redirect && isLocalPath(outcome.value.redirect)) return <LinkPage title="auth.link.title" outcome={<p>{t("auth.link.redirecting")}</p>} />;
  return <LinkDone answer={outcome.value} />;
}

/**
 * A login link asks before it logs in: opened from a link someone else sent, it must not quietly put the
 * visitor in another account (docs/decisions/010).
 */
function ConfirmLogin({ token, email }: { token: string; email: string }) {
  const t = useT();
  const api = useApi();
  const { reload } = useSession();
  const [state, setState] = useState<{ status: "asking" | "sending" | "failed" } | { status: "done"; answer: EmailLinkAnswer }>({ status: "asking" });
  const confirm = async () => {
    setState({ status: "sending" });
    try {
      const answer = v.parse(EmailLinkAnswerSchema, await api.post("/users/activate", { token, confirm: true }));
      await reload();
      setState({ status: "done", answer });
    } catch {
      setState({ status: "failed" });
    }
  };
  if (state.status === "done") return <LinkDone answer={state.answer} />;
  return (
    <LinkPage
      title="auth.link.title"
      outcome={
        state.status === "failed" ? <p className="notice notice--error">{t("auth.activate.invalid")}</p> : <p>{t("auth.link.confirmLogin", { email })}</p>
      }
    >
      {state.status === "failed" ? null : (
        <button type="button" className="button" disabled={state.status === "sending"} onClick={() => void confirm()}>
          {t("auth.link.confirmLoginSubmit")}
        </button>
      )}
    </LinkPage>
  );
}

/** How long what a link did stays told on the page it led to: long enough to be read there. */
const TOLD_AFTER_REDIRECT_MS = 8_000;

/** What a redeemed link did, in words: an invitation claimed, a login, a guest's registration (or why not). */
function linkDoneMessage(answer: EmailLinkAnswer): MessageId {
  if (answer.purpose === "claim-invite") return "auth.link.claimed";
  if (answer.purpose === "login-link") return "auth.link.loggedIn";
  if (answer.registered) return answer.pending ? "auth.link.requested" : "auth.link.attending";
  if (answer.reason === "request_declined") return "auth.link.declined";
  return answer.reason === "event_full" ? "auth.link.full" : "auth.link.closed";
}

/** What the link did, and where to go next. */
function LinkDone({ answer }: { answer: EmailLinkAnswer }) {
  const t = useT();
  if (answer.resetToken) return <LinkPage title="auth.link.title" outcome={<p>{t("auth.link.redirecting")}</p>} />;
  if (answer.purpose === "activate") {
    return (
      <LinkPage title="auth.activate.title" outcome={<p className="notice notice--success">{t("auth.activate.done")}</p>}>
        <LocalizedLink className="button" to="/events">
          {t("error.seeEvents")}
        </LocalizedLink>
      </LinkPage>
    );
  }
  const slug = answer.event?.slug;
  const message = linkDoneMessage(answer);
  return (
    <LinkPage title="auth.link.title" outcome={<p className={answer.registered === false ? "notice" : "notice notice--success"}>{t(message)}</p>}>
      <p className="link-page__actions">
        {slug ? (
          <LocalizedLink className="button" to={`/events/e/${slug}`}>
            {t("auth.link.seeEvent")}
          </LocalizedLink>
        ) : (
          <LocalizedLink className="button" to="/events">
            {t("error.seeEvents")}
          </LocalizedLink>
        )}
        <LocalizedLink className="button button--ghost" to="/account/agenda/active">
          {t("auth.link.toAgenda")}
        </LocalizedLink>
      </p>
    </LinkPage>
  );
}

/** POST /users/resend-activation: the same answer whether or not such an account waits for confirmation. */
function ResendActivationForm() {
  const t = useT();
  const { lang } = useIntl();
  const api = useApi();
  const { errors, state, onSubmit } = useFormAction(EmailFormSchema, async ({ email }) => {
    v.parse(SuccessSchema, await api.post("/users/resend-activation", { email, lang }));
  });
  return (
    <section aria-labelledby="resend-title">
      <h2 id="resend-title">{t("auth.activate.resendTitle")}</h2>
      <form className="form-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormField name="email" type="email" label={t("auth.email")} autoComplete="email" error={errors.email} />
        <FormFooter state={state} submit={t("auth.activate.resendSubmit")} done={t("auth.activate.resent")} />
      </form>
    </section>
  );
}
