import { useCallback } from "react";
import * as v from "valibot";
import { LocalizedLink } from "~/components/layout/localized-link";
import { clearedEmailCookie } from "~/features/session/email-cookie";
import { useSession } from "~/features/session/session-context";
import { useT } from "~/i18n/intl";
import { SuccessSchema } from "../account.schema";
import { useApi, useRunOnce } from "../use-remote";
import { LinkFailed, LinkProgress } from "./link-page";

/**
 * /logout: POST /auth/logout (revokes the refresh token, clears the session cookies), clears the email
 * cookie, then the session reloads as anonymous.
 */
export function LogoutScreen() {
  const t = useT();
  const api = useApi();
  const { reload } = useSession();
  const logout = useCallback(async () => {
    v.parse(SuccessSchema, await api.post("/auth/logout"));
    document.cookie = clearedEmailCookie();
    await reload();
  }, [api, reload]);
  const { outcome, retry } = useRunOnce("logout", logout);

  if (outcome.status === "failed") return <LinkFailed title="auth.logout.title" message="auth.logout.failed" onRetry={retry} />;
  return (
    <LinkProgress
      title="auth.logout.title"
      done={outcome.status === "done"}
      messages={{ pending: "auth.logout.pending", done: "auth.logout.done" }}
      actions={
        <p className="link-page__actions">
          <LocalizedLink className="button" to="/events">
            {t("error.seeEvents")}
          </LocalizedLink>
          <LocalizedLink className="button button--ghost" to="/" end>
            {t("error.backHome")}
          </LocalizedLink>
          <LocalizedLink className="button button--text" to="/login/start">
            {t("auth.login")}
          </LocalizedLink>
        </p>
      }
    />
  );
}
