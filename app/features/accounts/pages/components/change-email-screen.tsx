import { useCallback } from "react";
import * as v from "valibot";
import { LocalizedLink } from "~/components/layout/localized-link";
import { useSession } from "~/features/accounts/sessions/session-context";
import type { MessageId } from "~/i18n/catalogues";
import { useT } from "~/i18n/intl";
import { SuccessSchema } from "../account.schema";
import { useApi, useRunOnce } from "~/lib/use-remote";
import { LinkFailed, LinkProgress, useLinkToken } from "./link-page";

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
    return <LinkFailed title="auth.changeEmail.title" message={known ?? "account.error.generic"} onRetry={known ? undefined : retry} />;
  }
  return (
    <LinkProgress
      title="auth.changeEmail.title"
      done={outcome.status === "done"}
      messages={{ pending: "auth.changeEmail.pending", done: "auth.changeEmail.done" }}
      actions={
        <LocalizedLink className="button" to="/account/profile">
          {t("auth.changeEmail.toProfile")}
        </LocalizedLink>
      }
    />
  );
}
