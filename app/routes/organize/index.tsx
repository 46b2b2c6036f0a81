import organizeCss from "~/styles/organize.css?url";
import { LocalizedLink } from "~/components/layout/localized-link";
import { useT } from "~/i18n/intl";
import { organizeMeta } from "~/features/organize/organize-meta";
import type { Route } from "./+types/index";

export const meta = organizeMeta;

// (The Worker test runner resolves CSS URLs to "", hence the condition.)
export const links: Route.LinksFunction = () => (organizeCss ? [{ rel: "stylesheet", href: organizeCss, precedence: "default" }] : []);

/** /organize: what organizers can do here, and the ways in (create, my events, my widgets, API access). */
export default function OrganizeHome() {
  const t = useT();
  return (
    <div className="container organize-home">
      <header className="page-head">
        <h1>{t("shell.organize")}</h1>
        <p>{t("organize.home.lead")}</p>
      </header>
      <ul className="organize-home__steps">
        <li>{t("organize.home.step.create")}</li>
        <li>{t("organize.home.step.share")}</li>
        <li>{t("organize.home.step.welcome")}</li>
      </ul>
      <p className="organize-home__actions">
        <LocalizedLink className="button" to="/organize/create/event">
          {t("organize.manage.create")}
        </LocalizedLink>
        <LocalizedLink className="button button--ghost" to="/organize/mine/active">
          {t("shell.organize.mine")}
        </LocalizedLink>
        <LocalizedLink className="button button--ghost" to="/organize/widgets">
          {t("organize.home.widgets")}
        </LocalizedLink>
        <LocalizedLink className="button button--ghost" to="/organize/api">
          {t("organize.home.api")}
        </LocalizedLink>
      </p>
    </div>
  );
}
