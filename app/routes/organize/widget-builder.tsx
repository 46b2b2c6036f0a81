import organizeCss from "~/styles/organize.css?url";
import formCss from "~/styles/organize-form.css?url";
import { gatedPage } from "~/features/accounts/auth/page-gate.server";
import { WidgetBuilderScreen } from "~/features/iframes/components/widget-builder";
import { organizeMeta } from "~/features/organize/organize-meta";
import { accessStatus, decideAccess } from "~/features/organize/organizer-access";
import type { Route } from "./+types/widget-builder";

export const meta = organizeMeta;

// (The Worker test runner resolves CSS URLs to "", hence the condition.)
export const links: Route.LinksFunction = () => [organizeCss, formCss].filter(Boolean).map((href) => ({ rel: "stylesheet", href, precedence: "default" }));

/** Answers 401 or 403 to who may not publish (docs/product.md §6): the page itself says why. */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  gatedPage(request, context.cloudflare.env, (user) => accessStatus(decideAccess("create", user, null)));
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** /organize/widgets/new and /organize/widgets/{id}: the widget builder. */
export default function OrganizeWidgetBuilder({ params }: Route.ComponentProps) {
  return <WidgetBuilderScreen id={params.id ?? null} />;
}
