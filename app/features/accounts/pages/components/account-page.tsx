import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { LocalizedLink } from "~/components/layout/localized-link";
import { LogoutForm } from "~/features/accounts/sessions/components/logout-form";
import { useSession } from "~/features/accounts/sessions/session-context";
import type { SessionUser } from "~/features/accounts/sessions/session-user.schema";
import type { MessageId } from "~/i18n/catalogues";
import { useT } from "~/i18n/intl";

const SECTIONS: { path: string; label: MessageId }[] = [
  { path: "/account/agenda/active", label: "account.nav.agendaActive" },
  { path: "/account/agenda/past", label: "account.nav.agendaPast" },
  { path: "/account/favorites/events", label: "account.nav.favoritesEvents" },
  { path: "/account/favorites/articles", label: "account.nav.favoritesArticles" },
  { path: "/account/favorites/topics", label: "account.nav.favoritesTopics" },
  { path: "/account/profile", label: "account.nav.profile" },
  { path: "/account/help", label: "account.nav.help" },
];

function AccountNav() {
  const t = useT();
  const { status } = useSession();
  return (
    <nav className="subnav" aria-label={t("account.nav")}>
      <ul>
        {SECTIONS.map((section) => (
          <li key={section.path}>
            <LocalizedLink to={section.path}>{t(section.label)}</LocalizedLink>
          </li>
        ))}
        {status === "logged-in" ? (
          <li>
            <LogoutForm className="button button--ghost button--small" />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** An account page: its heading, the account sections, then its content. */
export function AccountPage({ title, lead, children }: { title: MessageId; lead?: MessageId; children: ReactNode }) {
  const t = useT();
  return (
    <>
      <header className="page-head">
        <h1>{t(title)}</h1>
        {lead ? <p>{t(lead)}</p> : null}
      </header>
      <AccountNav />
      {children}
    </>
  );
}

/**
 * Content for a logged-in visitor only. The session is known after hydration: until then (and on the
 * server) a loading line; anonymous visitors get a way to log in that brings them back here.
 */
export function SignedIn({ children }: { children: (user: SessionUser) => ReactNode }) {
  const t = useT();
  const { user, status } = useSession();
  const { pathname } = useLocation();
  if (status === "unknown") return <Loading />;
  if (!user) {
    return (
      <div className="banner account-login">
        <p>{t("account.anonymous")}</p>
        <LocalizedLink className="button" to={`/login/start?redirect=${encodeURIComponent(pathname)}`}>
          {t("account.login")}
        </LocalizedLink>
      </div>
    );
  }
  return children(user);
}

export function Loading() {
  const t = useT();
  return (
    <p role="status" className="account-loading">
      {t("account.loading")}
    </p>
  );
}

/** A load that failed, with a retry button. */
export function LoadFailed({ retry }: { retry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="account-failed">
      <p>{t("account.loadFailed")}</p>
      <button type="button" className="button button--ghost" onClick={retry}>
        {t("account.retry")}
      </button>
    </div>
  );
}
