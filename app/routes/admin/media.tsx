import { MediaSection } from "~/features/admin/components/media-section";

/** /admin/media: the media library. */
export default function AdminMedia() {
  return <MediaSection />;
}
