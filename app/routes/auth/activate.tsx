import { accountMeta } from "~/features/accounts/pages/account-meta";
import { ActivateScreen } from "~/features/accounts/pages/components/activate-screen";
import type { Route } from "./+types/activate";

export const meta: Route.MetaFunction = ({ matches, location }) => accountMeta(matches[0]?.loaderData, location, "auth.link.title");

export default function Activate() {
  return <ActivateScreen />;
}
