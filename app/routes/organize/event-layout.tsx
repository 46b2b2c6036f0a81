import organizeCss from "~/styles/organize.css?url";
import { Outlet, redirect, useParams, type ShouldRevalidateFunction } from "react-router";
import { OrganizerEventPage } from "~/features/organize/manage/components/organizer-event-page";
import { organizeHomeRedirect } from "~/features/organize/manage/organize-paths";
import { organizeMeta } from "~/features/organize/organize-meta";
import type { Route } from "./+types/event-layout";

export const meta = organizeMeta;

// (The Worker test runner resolves CSS URLs to "", hence the condition.)
export const links: Route.LinksFunction = () => (organizeCss ? [{ rel: "stylesheet", href: organizeCss, precedence: "default" }] : []);

/** /organize/event/{slug} itself goes to the dashboard; the tabs load their data in the browser. */
export function loader({ request }: Route.LoaderArgs) {
  const target = organizeHomeRedirect(new URL(request.url).pathname);
  if (target) throw redirect(target);
  return null;
}

export const shouldRevalidate: ShouldRevalidateFunction = ({ nextUrl }) => organizeHomeRedirect(nextUrl.pathname) !== null;

export default function OrganizeEventLayout() {
  return (
    <OrganizerEventPage slug={useParams().slug ?? ""}>
      <Outlet />
    </OrganizerEventPage>
  );
}
