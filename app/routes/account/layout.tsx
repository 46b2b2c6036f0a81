import { Outlet, redirect, type ShouldRevalidateFunction } from "react-router";
import { accountHomeRedirect } from "~/features/accounts/pages/account-paths";
import { gatedPage } from "~/features/accounts/auth/page-gate.server";
import type { Route } from "./+types/layout";

/**
 * The account pages are personal: the server renders the same shell for everyone, each page loading its data
 * in the browser after hydration (see app/lib/use-remote.ts); the loader reads the session only for the status
 * (401 for an anonymous visitor, docs/architecture.md §5), and sends `/account` to the agenda.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const target = accountHomeRedirect(new URL(request.url).pathname);
  if (target) throw redirect(target);
  return gatedPage(request, context.cloudflare.env, () => 200);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** Only a navigation to `/account` itself needs the loader again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ nextUrl }) => accountHomeRedirect(nextUrl.pathname) !== null;

export default function AccountLayout() {
  return (
    <div className="container account">
      <Outlet />
    </div>
  );
}
