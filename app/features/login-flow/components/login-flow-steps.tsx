import { useSelector } from "@xstate/react";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import * as v from "valibot";
import type { ActorRefFrom } from "xstate";
import type { loginFlowMachine } from "../../../../machines/login-flow/login-flow.machine";
import type { OAuthProvider } from "../../../../machines/login-flow/login-flow.types";
import { LocalizedLink } from "~/components/layout/localized-link";
import { useT } from "~/i18n/intl";
import type { MessageId } from "~/i18n/catalogues";
import { useRootData } from "~/root";
import { flowApi } from "../flow-api";

type Actor = ActorRefFrom<typeof loginFlowMachine>;
const BUSY = ["checking", "submitting", "registering", "loadingProfile", "updatingProfile", "providerLogin", "attending", "routing"];
const Email = v.pipe(v.string(), v.trim(), v.nonEmpty("form.required"), v.email("form.email"));
const NewPassword = v.pipe(v.string(), v.nonEmpty("form.required"), v.minLength(8, "flow.passwordTooShort"));
const Password = v.pipe(v.string(), v.nonEmpty("form.required"));

/** The steps of the login/attend flow as forms; each submit is an event of the flow machine. */
export function LoginFlowSteps({ actor }: { actor: Actor }) {
  const t = useT();
  const snapshot = useSelector(actor, (s) => s);
  const { step, error, data, history } = snapshot.context;
  const busy = BUSY.some((name) => JSON.stringify(snapshot.value).includes(`"${name}"`));
  const send = actor.send;
  const errorText = error ? t(`flow.error.${error}` as MessageId) : null;
  const back = history.length > 0 ? (
    <button type="button" className="button button--text" onClick={() => send({ type: "PREVIOUS" })}>
      {t("flow.previous")}
    </button>
  ) : null;

  if (step === "join") return <JoinStep send={send} busy={busy} error={errorText} />;
  if (step === "email")
    return (
      <FieldForm key="email" name="email" type="email" autoComplete="email" label={t("flow.email")} schema={Email} submit={t("flow.continue")} busy={busy} error={errorText} back={back}
        onSubmit={(email) => send({ type: "SUBMIT_EMAIL", email })} />
    );
  if (step === "login")
    return (
      <FieldForm key="login" name="password" type="password" autoComplete="current-password" label={t("flow.password")} schema={Password} submit={t("flow.login")} busy={busy} error={errorText} back={back}
        intro={t("flow.welcomeBack", { email: data.email })} onSubmit={(password) => send({ type: "SUBMIT_LOGIN", password })}
        extra={<LocalizedLink to="/lost-password">{t("flow.lostPassword")}</LocalizedLink>} />
    );
  if (step === "choosePassword" || step === "register" || step === "registerAttend")
    return (
      <FieldForm key={step} name="password" type="password" autoComplete="new-password" label={t("flow.newPassword")} schema={NewPassword} submit={t("flow.createAccount")} busy={busy} error={errorText} back={back}
        intro={t("flow.createIntro", { email: data.email })} onSubmit={(password) => send({ type: "SUBMIT_PASSWORD", password })} />
    );
  if (step === "registerAttendProvider" || step === "customize")
    return (
      <FieldForm key={step} name="displayname" type="text" autoComplete="nickname" label={t("flow.displayname")} schema={Password} submit={t("flow.continue")} busy={busy} error={errorText} back={back}
        onSubmit={(displayname) => send({ type: "SUBMIT_PROFILE", profile: { displayname } })} />
    );
  if (step === "attend") return <p role="status">{error ? errorText : t("flow.attending")}</p>;
  return <p role="status">{t("mks-vue.loading")}</p>;
}

function JoinStep({ send, busy, error }: { send: Actor["send"]; busy: boolean; error: string | null }) {
  const t = useT();
  const { config } = useRootData();
  const [providers, setProviders] = useState<OAuthProvider[]>([]);
  useEffect(() => {
    flowApi(config.apiBase, "fr").providers().then(setProviders, () => setProviders([]));
  }, [config.apiBase]);
  return (
    <div className="form-stack">
      <p>{t("flow.joinIntro")}</p>
      <button type="button" className="button button--full" disabled={busy} onClick={() => send({ type: "CHOOSE_EMAIL" })}>
        {t("flow.withEmail")}
      </button>
      {providers.map((provider) => (
        <button key={provider} type="button" className="button button--ghost button--full" disabled={busy} onClick={() => send({ type: "CHOOSE_PROVIDER", provider })}>
          {t(`flow.with.${provider}` as MessageId)}
        </button>
      ))}
      {error ? <p className="field-error" role="alert">{error}</p> : null}
    </div>
  );
}

type FieldFormProps = {
  name: string;
  type: string;
  autoComplete: string;
  label: string;
  schema: v.GenericSchema<string, string>;
  submit: string;
  busy: boolean;
  error: string | null;
  back: ReactNode;
  intro?: string;
  extra?: ReactNode;
  onSubmit: (value: string) => void;
};

/** One field, checked on submit (spec §5), with the flow's error under it. */
function FieldForm({ name, type, autoComplete, label, schema, submit, busy, error, back, intro, extra, onSubmit }: FieldFormProps) {
  const t = useT();
  const [invalid, setInvalid] = useState<string | null>(null);
  const handle = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = v.safeParse(schema, String(new FormData(event.currentTarget).get(name) ?? ""));
    setInvalid(result.success ? null : result.issues[0].message);
    if (result.success) onSubmit(result.output);
  };
  const message = invalid ? t(invalid as MessageId) : error;
  return (
    <form className="form-stack" noValidate onSubmit={handle}>
      {intro ? <p>{intro}</p> : null}
      <div>
        <label htmlFor={`flow-${name}`}>{label}</label>
        <input id={`flow-${name}`} name={name} type={type} autoComplete={autoComplete} autoFocus aria-invalid={message ? true : undefined} aria-describedby={message ? `flow-${name}-error` : undefined} />
        {message ? <p id={`flow-${name}-error`} className="field-error" role="alert">{message}</p> : null}
      </div>
      <button type="submit" className="button button--full" disabled={busy}>
        {submit}
      </button>
      {extra}
      {back}
    </form>
  );
}
