import { AttendeesScreen } from "~/features/organize/manage/components/attendees-screen";
import { organizeMeta } from "~/features/organize/organize-meta";

export const meta = organizeMeta;

export default function Page() {
  return <AttendeesScreen />;
}
