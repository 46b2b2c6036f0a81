import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { LogoutForm } from "~/features/accounts/sessions/components/logout-form";
import { useT } from "~/i18n/intl";
import { LocalizedLink } from "./localized-link";

const LINKS = [
  { to: "/account/agenda/active", label: "account.nav.agendaActive" },
  { to: "/account/favorites/events", label: "account.nav.favoritesEvents" },
  { to: "/account/profile", label: "account.nav.profile" },
] as const;

/**
 * A member's "Mon compte": a short menu of agenda, favourites, profile and logging out. A disclosure, not an
 * ARIA menu: Tab moves through it, Escape or a click elsewhere closes it.
 */
export function MemberMenu() {
  const t = useT();
  const location = useLocation();
  // Open on the page where it was opened: following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? location.pathname : null);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      button.current?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpenOn(null);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [open]);

  return (
    <div className="account-menu" ref={root}>
      <button ref={button} type="button" className="account-menu__toggle" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        {t("nav.account")}
      </button>
      <div id={menuId} className="account-menu__panel" hidden={!open}>
        <ul>
          {LINKS.map((link) => (
            <li key={link.to}>
              <LocalizedLink to={link.to}>{t(link.label)}</LocalizedLink>
            </li>
          ))}
        </ul>
        <LogoutForm className="button button--ghost button--small button--full" onDone={() => setOpen(false)} />
      </div>
    </div>
  );
}
