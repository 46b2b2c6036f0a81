import { Outlet, useMatches } from "react-router";
import { LocalizedLink } from "~/components/layout/localized-link";
import { useIsMessageId, useT } from "~/i18n/intl";
import { routeName } from "~/lib/route-name";
import { shellMeta } from "./shell-meta";
import { CHILD_PAGES } from "./shell-children";

export const meta = shellMeta;
export const handle = { shellParent: true };

/** A section with sub-pages (account, login, organizer tools): heading, sub-navigation, the child page. */
export default function ShellParent() {
  const t = useT();
  const isMessageId = useIsMessageId();
  const label = (id: string) => (isMessageId(id) ? t(id) : id);
  const own = useMatches().findLast((match) => (match.handle as { shellParent?: boolean } | undefined)?.shellParent);
  const name = routeName(own?.id ?? "");
  const children = CHILD_PAGES[name] ?? [];
  const base = (own?.pathname ?? "").replace(/^\/(en|es)(?=\/|$)/, "").replace(/\/$/, "");
  return (
    <div className="container page-head">
      <h1>{label(`shell.${name}`)}</h1>
      {children.length > 0 ? (
        <nav className="subnav" aria-label={t("mks-vue.secondaryNav")}>
          <ul>
            {children.map((child) => (
              <li key={child.path}>
                <LocalizedLink to={`${base}/${child.path}`}>{label(`shell.${name}.${child.name}`)}</LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Outlet />
    </div>
  );
}
