import { useSelector } from "@xstate/react";
import { LocalizedLink } from "~/components/layout/localized-link";
import { RegistrationQuestionsForm } from "~/features/questions/components/registration-questions-form";
import { useT } from "~/i18n/intl";
import { EmailRule, NewPasswordRule, PasswordRule, RequiredText } from "~/lib/form-rules";
import { ConfirmEmailStep, GuestStep } from "./flow-notices";
import type { FlowActor } from "./flow-actor";
import { FlowForm } from "./flow-form";
import { JoinStep } from "./join-step";

const BUSY = [
  "checking",
  "submitting",
  "registering",
  "loadingProfile",
  "updatingProfile",
  "providerLogin",
  "attending",
  "routing",
  "sendingLink",
  "resending",
  "subscribing",
];
const EmailField = EmailRule;
const NewPassword = NewPasswordRule;
const Password = PasswordRule;
const Name = RequiredText();

/** The steps of the login/attend flow as forms; each submit is an event of the flow machine. */
export function LoginFlowSteps({ actor }: { actor: FlowActor }) {
  const t = useT();
  const snapshot = useSelector(actor, (s) => s);
  const { step, error, data, history, event } = snapshot.context;
  const busy = BUSY.some((name) => JSON.stringify(snapshot.value).includes(`"${name}"`));
  const send = actor.send;
  const errorText = error ? t(`flow.error.${error}` as const) : null;
  const back =
    history.length > 0 ? (
      <button type="button" className="button button--text" onClick={() => send({ type: "PREVIOUS" })}>
        {t("flow.previous")}
      </button>
    ) : null;
  const emailField = { name: "email", type: "email", autoComplete: "email", label: t("flow.email"), schema: EmailField, defaultValue: data.email };

  if (step === "join") return <JoinStep send={send} busy={busy} error={errorText} canAttendAsGuest={event !== null && !event.registerExternal} />;
  if (step === "email")
    return (
      <FlowForm
        key="email"
        fields={[emailField]}
        submit={t("flow.continue")}
        busy={busy}
        error={errorText}
        back={back}
        onSubmit={({ email = "" }) => send({ type: "SUBMIT_EMAIL", email })}
      />
    );
  if (step === "login") {
    if (snapshot.matches({ flow: { login: "linkSent" } })) return <p role="status">{t("flow.loginLinkSent", { email: data.email })}</p>;
    // The address comes from the email step; straight from join the visitor types it here (and may fix it).
    const known = data.email !== "" && history.at(-1) === "email";
    const password = { name: "password", type: "password", autoComplete: "current-password", label: t("flow.password"), schema: Password };
    const extra = (
      <>
        {error === "login_locked" || error === "link_failed" ? (
          <button type="button" className="button button--ghost button--full" disabled={busy} onClick={() => send({ type: "SEND_LOGIN_LINK" })}>
            {t("flow.sendLoginLink")}
          </button>
        ) : null}
        <LocalizedLink to="/lost-password">{t("flow.lostPassword")}</LocalizedLink>
      </>
    );
    return (
      <FlowForm
        key="login"
        fields={known ? [password] : [emailField, password]}
        submit={t("flow.login")}
        busy={busy}
        error={errorText}
        back={back}
        intro={known ? t("flow.welcomeBack", { email: data.email }) : t("flow.loginIntro")}
        extra={extra}
        onSubmit={({ email, password = "" }) => send({ type: "SUBMIT_LOGIN", password, email })}
      />
    );
  }
  if (step === "choosePassword" || step === "register" || step === "registerAttend") {
    if (snapshot.matches({ flow: { [step]: "claimSent" } })) return <p role="status">{t("flow.claimSent", { email: data.email })}</p>;
    const intro = step === "choosePassword" ? t("flow.choosePasswordIntro", { email: data.email }) : t("flow.createIntro", { email: data.email });
    const field = { name: "password", type: "password", autoComplete: "new-password", label: t("flow.newPassword"), schema: NewPassword };
    return (
      <FlowForm
        key={step}
        fields={[field]}
        submit={t("flow.createAccount")}
        busy={busy}
        error={errorText}
        back={back}
        intro={intro}
        onSubmit={({ password = "" }) => send({ type: "SUBMIT_PASSWORD", password })}
      />
    );
  }
  if (step === "registerAttendProvider" || step === "customize") {
    const fields = [
      { name: "firstName", type: "text", autoComplete: "given-name", label: t("flow.firstName"), schema: Name, defaultValue: data.user?.firstName ?? "" },
      { name: "displayname", type: "text", autoComplete: "nickname", label: t("flow.displayname"), schema: Name, defaultValue: data.user?.displayname ?? "" },
    ];
    return (
      <FlowForm
        key={step}
        fields={fields}
        submit={t("flow.continue")}
        busy={busy}
        error={errorText}
        back={back}
        intro={t("flow.customizeIntro")}
        onSubmit={({ firstName = "", displayname = "" }) => send({ type: "SUBMIT_PROFILE", profile: { firstName, displayname } })}
      />
    );
  }
  if (step === "confirmEmail") return <ConfirmEmailStep actor={actor} />;
  if (step === "attend") {
    if (snapshot.matches({ flow: { attend: "questions" } })) {
      return (
        <RegistrationQuestionsForm
          questions={event?.questions ?? []}
          busy={busy}
          error={errorText}
          back={back}
          onSubmit={(answers) => send({ type: "SUBMIT_ANSWERS", answers })}
        />
      );
    }
    if (snapshot.matches({ flow: { attend: "attending" } })) return <p role="status">{t("flow.attending")}</p>;
    if (snapshot.matches({ flow: { attend: "full" } })) return <p role="alert">{errorText}</p>;
    // An event that approves each registration (docs/product.md §5 "Approval").
    if (snapshot.matches({ flow: { attend: "requested" } })) return <p role="status">{t("attend.requested")}</p>;
    if (snapshot.matches({ flow: { attend: "declined" } })) return <p role="alert">{t("attend.declined")}</p>;
    if (snapshot.matches({ flow: { attend: "failed" } })) {
      return (
        <div className="form-stack">
          <p role="alert">{errorText}</p>
          <button type="button" className="button button--full" onClick={() => send({ type: "RETRY" })}>
            {t("account.retry")}
          </button>
        </div>
      );
    }
    return <GuestStep actor={actor} busy={busy} error={errorText} back={back} />;
  }
  return <p role="status">{t("mks-vue.loading")}</p>;
}
