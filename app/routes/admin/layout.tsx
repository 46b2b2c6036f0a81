import adminCss from "~/features/admin/admin.css?url";
import { Outlet } from "react-router";
import { LocalizedLink } from "~/components/layout/localized-link";
import { adminMeta } from "~/features/admin/admin-meta";
import { AdminGate } from "~/features/admin/components/admin-gate";
import { ADMIN_SECTIONS } from "~/features/admin/admin-sections";
import { useT } from "~/i18n/intl";
import { gatedPage } from "~/features/accounts/auth/page-gate.server";
import { decideAdminAccess } from "~/features/accounts/auth/admin-access";
import type { Route } from "./+types/layout";

export const meta = adminMeta;

// (The Worker test runner resolves CSS URLs to "", hence the condition.)
export const links: Route.LinksFunction = () => (adminCss ? [{ rel: "stylesheet", href: adminCss, precedence: "default" }] : []);

/** The status of every /admin page: 401 for an anonymous visitor, 403 for anyone but an admin. */
export function loader({ request, context }: Route.LoaderArgs) {
  return gatedPage(request, context.cloudflare.env, (user) => (decideAdminAccess(user).allowed ? 200 : 403));
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** /admin: the sections, each loaded after hydration for admins only (docs/product.md §2). */
export default function AdminLayout() {
  const t = useT();
  return (
    <div className="admin">
      <h1>{t("shell.admin")}</h1>
      <AdminGate>
        {(me) => (
          <>
            <nav className="subnav admin-nav" aria-label={t("admin.nav")}>
              <ul>
                {ADMIN_SECTIONS.filter((section) => !(me.builderIo && section.content)).map((section) => (
                  <li key={section.path}>
                    <LocalizedLink to={section.path} end={section.path === "/admin"}>
                      {t(section.label)}
                    </LocalizedLink>
                  </li>
                ))}
              </ul>
            </nav>
            {me.builderIo ? <p className="banner">{t("admin.builderIo")}</p> : null}
            <Outlet context={me} />
          </>
        )}
      </AdminGate>
    </div>
  );
}
