import { Outlet } from "react-router";
import { BareFrame } from "~/components/layout/bare-frame";

export default function BareNoLoaderLayout() {
  return (
    <BareFrame loader={false}>
      <Outlet />
    </BareFrame>
  );
}
