import { Outlet, useMatches } from "react-router";
import { BareFrame } from "~/components/layout/bare-frame";

/** A route that lives inside another site (a partner widget) says so with `handle.embedded`: no header, no loader. */
function useEmbedded(): boolean {
  return useMatches().some(
    (match) => typeof match.handle === "object" && match.handle !== null && "embedded" in match.handle && match.handle.embedded === true,
  );
}

export default function BareLayout() {
  const embedded = useEmbedded();
  if (embedded) {
    return (
      <main id="main" className="widget-frame">
        <Outlet />
      </main>
    );
  }
  return (
    <BareFrame loader>
      <Outlet />
    </BareFrame>
  );
}
