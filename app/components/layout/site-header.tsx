import { useEffect, useState } from "react";
import { useLocation } from "react-router";
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

const NAV_ID = "site-nav";

/**
 * The site header. On small screens the navigation is a popover opened by "Menu" (the browser's popover:
 * it works before hydration, closes with Escape or a click outside, and gives the button its state); from
 * 768 px the same list is shown inline (app.css). Following one of its links closes it. The button also says
 * whether the menu is open in its own `aria-expanded` (kept by the popover's toggle event), for assistive
 * technologies that do not read the popover's state.
 */
export function SiteHeader({ nav = true }: { nav?: boolean }) {
  const t = useT();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const menu = document.getElementById(NAV_ID);
    if (menu?.matches(":popover-open")) menu.hidePopover();
  }, [pathname]);
  useEffect(() => {
    const menu = document.getElementById(NAV_ID);
    const toggled = () => setOpen(Boolean(menu?.matches(":popover-open")));
    menu?.addEventListener("toggle", toggled);
    return () => menu?.removeEventListener("toggle", toggled);
  }, [nav]);
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
          <>
            <button type="button" className="site-menu-button" popoverTarget={NAV_ID} aria-expanded={open} aria-controls={NAV_ID}>
              {t("nav.menu")}
            </button>
            <nav id={NAV_ID} className="site-nav" aria-label={t("nav.main")} popover="auto">
              {NAV.map((item) => (
                <LocalizedLink key={item.to} to={item.to} prefetch="intent">
                  {t(item.label)}
                </LocalizedLink>
              ))}
            </nav>
          </>
        ) : null}
        {nav ? <AccountMenu /> : null}
        <LanguagePicker />
      </div>
    </header>
  );
}
