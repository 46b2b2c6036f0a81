import { DashboardScreen } from "~/features/organize/manage/components/dashboard-screen";
import { organizeMeta } from "~/features/organize/organize-meta";

export const meta = organizeMeta;

export default function Page() {
  return <DashboardScreen />;
}
