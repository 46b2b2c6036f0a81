import { accountMeta } from "~/features/accounts/pages/account-meta";
import { ResetPasswordScreen } from "~/features/accounts/pages/components/reset-password-screen";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = ({ matches, location }) => accountMeta(matches[0]?.loaderData, location, "auth.resetPassword.title");

export default function ResetPassword() {
  return <ResetPasswordScreen />;
}
