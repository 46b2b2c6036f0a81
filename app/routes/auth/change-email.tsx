import { accountMeta } from "~/features/accounts/pages/account-meta";
import { ChangeEmailScreen } from "~/features/accounts/pages/components/change-email-screen";
import type { Route } from "./+types/change-email";

export const meta: Route.MetaFunction = ({ matches, location }) => accountMeta(matches[0]?.loaderData, location, "auth.changeEmail.title");

/** In the default layout (docs/product.md §2), unlike the other email-link pages. */
export default function ChangeEmail() {
  return (
    <div className="container">
      <ChangeEmailScreen />
    </div>
  );
}
