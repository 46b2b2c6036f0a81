import { Outlet, redirect } from "react-router";
import { CreateScreen } from "~/features/organize/form/components/create-screen";
import { organizeMeta } from "~/features/organize/organize-meta";
import { langFromPath, localizePath, stripLang } from "~/i18n/locale";
import formCss from "~/styles/organize-form.css?url";
import { gatedPage } from "~/features/accounts/auth/page-gate.server";
import { accessStatus, decideAccess } from "~/features/organize/organizer-access";
import type { Route } from "./+types/create-layout";

export const meta = organizeMeta;

// The form's own stylesheet, on organizer pages only (docs/performance.md: public pages do not grow).
export const links: Route.LinksFunction = () => (formCss ? [{ rel: "stylesheet", href: formCss, precedence: "default" }] : []);

/** /organize/create itself opens the first step; the form answers 401 or 403 to who may not organize. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  if (stripLang(pathname).replace(/\/$/, "") === "/organize/create") throw redirect(localizePath("/organize/create/event", langFromPath(pathname)));
  return gatedPage(request, context.cloudflare.env, (user) => accessStatus(decideAccess("create", user, null)));
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** /organize/create/{event,settings,style,emails}: one form, its machine kept across the steps. */
export default function CreateLayout() {
  return (
    <CreateScreen>
      <Outlet />
    </CreateScreen>
  );
}
