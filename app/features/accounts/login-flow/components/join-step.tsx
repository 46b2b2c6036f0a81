import { useEffect, useState } from "react";
import type { OAuthProvider } from "#machines/login-flow/login-flow.types";
import { useIntl, useT } from "~/i18n/intl";
import { useRootData } from "~/lib/root-data";
import { flowApi } from "../flow-api";
import type { FlowActor } from "./flow-actor";

type JoinStepProps = { send: FlowActor["send"]; busy: boolean; error: string | null; canAttendAsGuest: boolean };

/** docs/product.md §4 join: by email, with a provider, straight to login, or (to attend) as a guest. */
export function JoinStep({ send, busy, error, canAttendAsGuest }: JoinStepProps) {
  const t = useT();
  const { lang } = useIntl();
  const { config } = useRootData();
  const [providers, setProviders] = useState<OAuthProvider[]>([]);
  useEffect(() => {
    flowApi(config.apiBase, lang)
      .providers()
      .then(setProviders, () => setProviders([]));
  }, [config.apiBase, lang]);
  return (
    <div className="form-stack">
      <p>{t("flow.joinIntro")}</p>
      <button type="button" className="button button--full" disabled={busy} onClick={() => send({ type: "CHOOSE_EMAIL" })}>
        {t("flow.withEmail")}
      </button>
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className="button button--ghost button--full"
          disabled={busy}
          onClick={() => send({ type: "CHOOSE_PROVIDER", provider })}
        >
          {t(`flow.with.${provider}` as const)}
        </button>
      ))}
      <button type="button" className="button button--text" disabled={busy} onClick={() => send({ type: "CHOOSE_LOGIN" })}>
        {t("flow.withLogin")}
      </button>
      {canAttendAsGuest ? (
        <button type="button" className="button button--text" disabled={busy} onClick={() => send({ type: "GUEST" })}>
          {t("flow.asGuest")}
        </button>
      ) : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
