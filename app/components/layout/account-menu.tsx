import { Suspense } from "react";
import { useLocation } from "react-router";
import { useSession } from "~/features/accounts/sessions/session-context";
import { useT } from "~/i18n/intl";
import { lazyReady } from "~/lib/lazy-ready";
import { LocalizedLink } from "./localized-link";

// Pages are rendered for visitors (the session is known after hydration), so only members load the menu's
// code, once their session has come (docs/architecture.md §7 "Small first load").
const MemberMenu = lazyReady(() => import("./member-menu").then((module) => module.MemberMenu));

/** "Se connecter" for a visitor (back here afterwards); for a member, "Mon compte" opens a short menu (member-menu.tsx). */
export function AccountMenu() {
  const t = useT();
  const { status } = useSession();
  const location = useLocation();
  if (status !== "logged-in") {
    return (
      <LocalizedLink className="account-menu__login" to={`/login/start?redirect=${encodeURIComponent(location.pathname)}`}>
        {t("nav.login")}
      </LocalizedLink>
    );
  }
  return (
    <Suspense
      fallback={
        <div className="account-menu">
          <button type="button" className="account-menu__toggle" aria-expanded={false} disabled>
            {t("nav.account")}
          </button>
        </div>
      }
    >
      <MemberMenu />
    </Suspense>
  );
}
