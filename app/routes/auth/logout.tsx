import { accountMeta } from "~/features/accounts/pages/account-meta";
import { LogoutScreen } from "~/features/accounts/pages/components/logout-screen";
import type { Route } from "./+types/logout";

export const meta: Route.MetaFunction = ({ matches, location }) => accountMeta(matches[0]?.loaderData, location, "auth.logout.title");

export default function Logout() {
  return <LogoutScreen />;
}
