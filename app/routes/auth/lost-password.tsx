import { accountMeta } from "~/features/accounts/pages/account-meta";
import { LostPasswordScreen } from "~/features/accounts/pages/components/lost-password-screen";
import type { Route } from "./+types/lost-password";

export const meta: Route.MetaFunction = ({ matches, location }) => accountMeta(matches[0]?.loaderData, location, "auth.lostPassword.title");

export default function LostPassword() {
  return <LostPasswordScreen />;
}
