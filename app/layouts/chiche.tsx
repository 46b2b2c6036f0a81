import { Outlet } from "react-router";
import { SiteLayout } from "~/components/layout/site-layout";

export default function ChicheLayout() {
  return (
    <SiteLayout theme="chiche" variant="chiche">
      <Outlet />
    </SiteLayout>
  );
}
