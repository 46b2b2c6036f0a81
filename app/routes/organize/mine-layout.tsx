import organizeCss from "~/styles/organize.css?url";
import { Outlet, redirect, type ShouldRevalidateFunction } from "react-router";
import { LocalizedLink } from "~/components/layout/localized-link";
import { MINE_TABS, organizeHomeRedirect } from "~/features/organize/manage/organize-paths";
import { useT } from "~/i18n/intl";
import { organizeMeta } from "~/features/organize/organize-meta";
import { gatedPage } from "~/features/accounts/auth/page-gate.server";
import { accessStatus, decideAccess } from "~/features/organize/organizer-access";
import type { Route } from "./+types/mine-layout";

export const meta = organizeMeta;

// (The Worker test runner resolves CSS URLs to "", hence the condition.)
export const links: Route.LinksFunction = () => (organizeCss ? [{ rel: "stylesheet", href: organizeCss, precedence: "default" }] : []);

/** /organize/mine itself goes to the upcoming events; the lists answer 401 or 403 to who may not organize. */
export function loader({ request, context }: Route.LoaderArgs) {
  const target = organizeHomeRedirect(new URL(request.url).pathname);
  if (target) throw redirect(target);
  return gatedPage(request, context.cloudflare.env, (user) => accessStatus(decideAccess("list", user, null)));
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const shouldRevalidate: ShouldRevalidateFunction = ({ nextUrl }) => organizeHomeRedirect(nextUrl.pathname) !== null;

/** My events: heading, the three lists, a way to create one more. */
export default function MineLayout() {
  const t = useT();
  return (
    <div className="container organize-mine-page">
      <header className="page-head organize-mine__head">
        <h1>{t("shell.organize.mine")}</h1>
        <LocalizedLink className="button" to="/organize/create/event">
          {t("organize.manage.create")}
        </LocalizedLink>
      </header>
      <nav className="subnav" aria-label={t("organize.mine.tabs")}>
        <ul>
          {MINE_TABS.map((tab) => (
            <li key={tab}>
              <LocalizedLink to={`/organize/mine/${tab}`}>{t(`shell.organize.mine.${tab}`)}</LocalizedLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
