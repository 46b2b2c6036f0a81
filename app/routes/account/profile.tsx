import { accountMeta } from "~/features/accounts/pages/account-meta";
import { ProfileScreen } from "~/features/accounts/pages/components/profile-screen";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = ({ matches, location }) => accountMeta(matches[0]?.loaderData, location, "account.profile.title");

export default function Profile() {
  return <ProfileScreen />;
}
