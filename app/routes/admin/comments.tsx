import { CommentsSection } from "~/features/admin/components/comments-section";

/** /admin/comments: comment moderation. */
export default function AdminComments() {
  return <CommentsSection />;
}
