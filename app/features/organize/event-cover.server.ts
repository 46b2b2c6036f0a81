import { COVER_EXTENSIONS } from "~/features/uploads/image-type";
import { storeImage } from "~/features/uploads/uploads.server";

/**
 * POST /events/cover (docs/product.md §7): an event's cover, stored like any upload of the member but only
 * as JPEG, GIF or PNG recognised from its bytes, so that its URL ends as a cover's must (docs/product.md §5).
 */
export function storeCover(bucket: R2Bucket, userId: string, bytes: Uint8Array) {
  return storeImage(bucket, userId, bytes, COVER_EXTENSIONS);
}
