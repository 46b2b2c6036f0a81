import { accountMeta } from "~/features/accounts/pages/account-meta";
import { HelpScreen } from "~/features/accounts/pages/components/help-screen";
import type { Route } from "./+types/help";

export const meta: Route.MetaFunction = ({ matches, location }) => accountMeta(matches[0]?.loaderData, location, "account.help.title");

export default function Help() {
  return <HelpScreen />;
}
