import { CheckinScreen } from "~/features/organize/manage/components/checkin-screen";
import { organizeMeta } from "~/features/organize/organize-meta";

export const meta = organizeMeta;

export default function Page() {
  return <CheckinScreen />;
}
