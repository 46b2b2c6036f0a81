import { FeedbacksScreen } from "~/features/organize/manage/components/feedbacks-screen";
import { organizeMeta } from "~/features/organize/organize-meta";

export const meta = organizeMeta;

export default function Page() {
  return <FeedbacksScreen />;
}
