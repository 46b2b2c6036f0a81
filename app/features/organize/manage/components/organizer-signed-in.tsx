import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { LocalizedLink } from "~/components/layout/localized-link";
import { useSession } from "~/features/accounts/sessions/session-context";
import type { SessionUser } from "~/features/accounts/sessions/session-user.schema";
import { useT } from "~/i18n/intl";
import { Loading } from "./remote-states";

/**
 * Organizer content, for a signed-in member only. The server renders the loading line (pages stay
 * anonymous and cacheable, docs/architecture.md §5); anonymous visitors get a login that comes back here,
 * unconfirmed members the reason they cannot organize yet. `heading` is the page's heading until the content
 * has its own.
 */
export function OrganizerSignedIn({ heading, children }: { heading?: ReactNode; children: (user: SessionUser) => ReactNode }) {
  const t = useT();
  const { user, status } = useSession();
  const { pathname } = useLocation();
  if (status === "unknown") {
    return (
      <>
        {heading}
        <Loading />
      </>
    );
  }
  if (!user) {
    return (
      <div className="banner organize-login">
        {heading}
        <p>{t("organize.manage.anonymous")}</p>
        <LocalizedLink className="button" to={`/login/start?redirect=${encodeURIComponent(pathname)}`}>
          {t("account.login")}
        </LocalizedLink>
      </div>
    );
  }
  if (!user.active) {
    return (
      <>
        {heading}
        <p role="alert" className="banner">
          {t("organize.manage.unconfirmed")}
        </p>
      </>
    );
  }
  return children(user);
}
