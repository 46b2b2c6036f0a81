import { NavLink, type NavLinkProps } from "react-router";
import { useIntl } from "~/i18n/intl";
import { localizePath } from "~/i18n/locale";

/** A NavLink whose `to` is written for French and prefixed for the visitor's language. */
export function LocalizedLink({ to, ...props }: Omit<NavLinkProps, "to"> & { to: string }) {
  const { lang } = useIntl();
  return <NavLink to={to.startsWith("/") ? localizePath(to, lang) : to} {...props} />;
}
