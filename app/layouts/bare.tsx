import { Outlet } from "react-router";
import { BareFrame } from "~/components/layout/bare-frame";

export default function BareLayout() {
  return (
    <BareFrame loader>
      <Outlet />
    </BareFrame>
  );
}
