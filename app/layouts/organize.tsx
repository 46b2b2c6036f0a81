import { Outlet } from "react-router";
import { SiteLayout } from "~/components/layout/site-layout";

/** The organizer tools: the factory theme, full width. */
export default function OrganizeLayout() {
  return (
    <SiteLayout theme="factory" variant="organize">
      <Outlet />
    </SiteLayout>
  );
}
