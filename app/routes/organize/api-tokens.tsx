import organizeCss from "~/styles/organize.css?url";
import { gatedPage } from "~/features/accounts/auth/page-gate.server";
import { ApiTokensScreen } from "~/features/organize/manage/components/api-tokens-screen";
import { organizeMeta } from "~/features/organize/organize-meta";
import { accessStatus, decideAccess } from "~/features/organize/organizer-access";
import type { Route } from "./+types/api-tokens";

export const meta = organizeMeta;

// (The Worker test runner resolves CSS URLs to "", hence the condition.)
export const links: Route.LinksFunction = () => (organizeCss ? [{ rel: "stylesheet", href: organizeCss, precedence: "default" }] : []);

/** Answers 401 or 403 to who may not organize (docs/product.md §6): the page itself says why. */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  gatedPage(request, context.cloudflare.env, (user) => accessStatus(decideAccess("list", user, null)));
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** /organize/api: the organizer's personal API tokens. */
export default function OrganizeApiTokens() {
  return <ApiTokensScreen />;
}
