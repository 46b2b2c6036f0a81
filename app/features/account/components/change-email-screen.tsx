import { useCallback } from "react";
import * as v from "valibot";
import { LocalizedLink } from "~/components/layout/localized-link";
import { useSession } from "~/features/session/session-context";
import type { MessageId } from "~/i18n/catalogues";
import { useT } from "~/i18n/intl";
import { SuccessSchema } from "../account.schema";
import { useApi, useRunOnce } from "../use-remote";
import { LinkPage, useLinkToken } from "./link-page";

const FAILURES: Partial<Record<string, MessageId>> = { invalid_token: "auth.changeEmail.invalid", email_taken: "auth.changeEmail.taken" };

/** /change-email?token=…: POST /users/activate-new-email; the confirmed address replaces the old one. */
export function ChangeEmailScreen() {
  const t = useT();
  const api = useApi();
  const { reload } = useSession();
  const token = useLinkToken();
  const confirm = useCallback(
    async (token: string) => {
      v.parse(SuccessSchema, await api.post("/users/activate-new-email", { token }));
      await reload();
    },
    [api, reload],
  );
  const { outcome, retry } = useRunOnce(token, confirm);

  if (token === null || outcome.status === "failed") {
    const known = token === null ? FAILURES.invalid_token : outcome.status === "failed" ? FAILURES[outcome.code] : undefined;
    return (
      <LinkPage title="auth.changeEmail.title" outcome={<p className="notice notice--error">{t(known ?? "account.error.generic")}</p>}>
        {known ? null : (
          <button type="button" className="button" onClick={retry}>
            {t("account.retry")}
          </button>
        )}
      </LinkPage>
    );
  }
  return (
    <LinkPage
      title="auth.changeEmail.title"
      outcome={outcome.status === "done" ? <p className="notice notice--success">{t("auth.changeEmail.done")}</p> : <p>{t("auth.changeEmail.pending")}</p>}
    >
      {outcome.status === "done" ? (
        <LocalizedLink className="button" to="/account/profile">
          {t("auth.changeEmail.toProfile")}
        </LocalizedLink>
      ) : null}
    </LinkPage>
  );
}
