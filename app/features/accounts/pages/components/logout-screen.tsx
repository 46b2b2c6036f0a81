import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { LocalizedLink } from "~/components/layout/localized-link";
import { LogoutForm } from "~/features/accounts/sessions/components/logout-form";
import { useSession } from "~/features/accounts/sessions/session-context";
import { useT } from "~/i18n/intl";
import { forgetDeviceData } from "~/lib/device-data";
import { LinkPage } from "./link-page";

/**
 * /logout: a GET never logs out (another site could link here); the page asks, and its button POSTs
 * (features/session/components/logout-form.tsx). `?done=1` is where that lands.
 */
export function LogoutScreen() {
  const t = useT();
  const [params] = useSearchParams();
  const { status } = useSession();
  const done = params.get("done") === "1";
  // Every logout lands here (with or without JavaScript): what this device kept for the member goes.
  useEffect(() => {
    if (done) void forgetDeviceData();
  }, [done]);
  const actions = (
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
  );
  if (done) {
    return (
      <LinkPage title="auth.logout.title" outcome={<p className="notice notice--success">{t("auth.logout.done")}</p>}>
        {actions}
      </LinkPage>
    );
  }
  // The server does not know the session: it renders the question, so the form works without JavaScript.
  if (status !== "anonymous") {
    return (
      <LinkPage title="auth.logout.title" outcome={<p>{t("auth.logout.confirm")}</p>}>
        <LogoutForm />
      </LinkPage>
    );
  }
  return (
    <LinkPage title="auth.logout.title" outcome={<p>{t("auth.logout.notLoggedIn")}</p>}>
      {actions}
    </LinkPage>
  );
}
