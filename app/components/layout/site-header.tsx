import { useT } from "~/i18n/intl";
import { AccountMenu } from "./account-menu";
import { LanguagePicker } from "./language-picker";
import { LocalizedLink } from "./localized-link";

const NAV = [
  { to: "/events", label: "nav.events" },
  { to: "/media", label: "nav.media" },
  { to: "/sondages", label: "nav.surveys" },
  { to: "/game", label: "nav.game" },
  { to: "/organize", label: "nav.organize" },
] as const;

export function SiteHeader({ nav = true }: { nav?: boolean }) {
  const t = useT();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t("nav.skip")}
      </a>
      <div className="container container--wide site-header__bar">
        <LocalizedLink to="/" className="site-header__logo" end>
          {t("site.name")}
        </LocalizedLink>
        {nav ? (
          <nav className="site-nav" aria-label={t("nav.main")}>
            {NAV.map((item) => (
              <LocalizedLink key={item.to} to={item.to} prefetch="intent">
                {t(item.label)}
              </LocalizedLink>
            ))}
          </nav>
        ) : null}
        {nav ? <AccountMenu /> : null}
        <LanguagePicker />
      </div>
    </header>
  );
}
