import { Outlet } from "react-router";
import { SiteLayout } from "~/components/layout/site-layout";

export default function GameLayout() {
  return (
    <SiteLayout theme="tv" variant="game">
      <Outlet />
    </SiteLayout>
  );
}
