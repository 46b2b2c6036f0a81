import { useLocation } from "react-router";
import { MineScreen } from "~/features/organize/manage/components/mine-screen";
import { mineTabOf } from "~/features/organize/manage/organize-paths";
import { organizeMeta } from "~/features/organize/organize-meta";

export const meta = organizeMeta;

/** /organize/mine/active, /past and /cancelled. */
export default function Mine() {
  return <MineScreen tab={mineTabOf(useLocation().pathname)} />;
}
