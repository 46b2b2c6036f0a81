import { Outlet, redirect, type ShouldRevalidateFunction } from "react-router";
import { accountHomeRedirect } from "~/features/accounts/pages/account-paths";
import type { Route } from "./+types/layout";

/**
 * The account pages are personal: the server renders the same shell for everyone and never reads the
 * session; each page loads its data in the browser after hydration (see app/lib/use-remote.ts).
 * This loader only sends `/account` to the agenda.
 */
export function loader({ request }: Route.LoaderArgs) {
  const target = accountHomeRedirect(new URL(request.url).pathname);
  if (target) throw redirect(target);
  return null;
}

/** Only a navigation to `/account` itself needs the loader again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ nextUrl }) => accountHomeRedirect(nextUrl.pathname) !== null;

export default function AccountLayout() {
  return (
    <div className="container account">
      <Outlet />
    </div>
  );
}
