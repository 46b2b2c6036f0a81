import organizeCss from "~/styles/organize.css?url";
import { Outlet, redirect, useParams, type ShouldRevalidateFunction } from "react-router";
import { OrganizerEventPage } from "~/features/organize/manage/components/organizer-event-page";
import { organizeHomeRedirect } from "~/features/organize/manage/organize-paths";
import { organizeMeta } from "~/features/organize/organize-meta";
import { gatedPage } from "~/features/accounts/auth/page-gate.server";
import { accessStatus } from "~/features/organize/organizer-access";
import { checkOrganizerAccess } from "~/features/organize/organizer-access.server";
import type { Route } from "./+types/event-layout";

export const meta = organizeMeta;

// (The Worker test runner resolves CSS URLs to "", hence the condition.)
export const links: Route.LinksFunction = () => (organizeCss ? [{ rel: "stylesheet", href: organizeCss, precedence: "default" }] : []);

/**
 * /organize/event/{slug} itself goes to the dashboard; the tabs load their data in the browser, and answer 401,
 * 403 or 404 (someone else's private event, or none) as the authorization table says.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const target = organizeHomeRedirect(new URL(request.url).pathname);
  if (target) throw redirect(target);
  const env = context.cloudflare.env;
  return gatedPage(request, env, async (user) => accessStatus((await checkOrganizerAccess(env.DB, "read", user, { slug: params.slug })).decision));
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const shouldRevalidate: ShouldRevalidateFunction = ({ nextUrl }) => organizeHomeRedirect(nextUrl.pathname) !== null;

export default function OrganizeEventLayout() {
  return (
    <OrganizerEventPage slug={useParams().slug ?? ""}>
      <Outlet />
    </OrganizerEventPage>
  );
}
