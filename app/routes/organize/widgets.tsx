import organizeCss from "~/styles/organize.css?url";
import { gatedPage } from "~/features/accounts/auth/page-gate.server";
import { OwnWidgetsScreen } from "~/features/iframes/components/own-widgets-screen";
import { organizeMeta } from "~/features/organize/organize-meta";
import { accessStatus, decideAccess } from "~/features/organize/organizer-access";
import type { Route } from "./+types/widgets";

export const meta = organizeMeta;

// (The Worker test runner resolves CSS URLs to "", hence the condition.)
export const links: Route.LinksFunction = () => (organizeCss ? [{ rel: "stylesheet", href: organizeCss, precedence: "default" }] : []);

/** Answers 401 or 403 to who may not publish (docs/product.md §6): the page itself says why. */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  gatedPage(request, context.cloudflare.env, (user) => accessStatus(decideAccess("create", user, null)));
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** /organize/widgets: the member's own partner widgets. */
export default function OrganizeWidgets() {
  return <OwnWidgetsScreen />;
}
