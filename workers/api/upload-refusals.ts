import { MAX_IMAGE_SIDE } from "~/features/uploads/image-size";
import type { UploadFailure } from "~/features/uploads/uploads.server";
import { MAX_DECODED_PIXELS } from "~/features/uploads/webp-versions";

/** The answer to an image over the dimension limits (fitsImageLimits), at either upload endpoint. */
export const IMAGE_TOO_LARGE = `Images are limited to ${MAX_DECODED_PIXELS} pixels (2048 × 2048, 2560 × 1600…) and ${MAX_IMAGE_SIDE} a side: send a smaller image.`;

/** What each refused upload answers, at either upload endpoint (and the media library). */
export const UPLOAD_FAILURES: Record<UploadFailure["code"], string> = {
  file_too_large: "Images are limited to 5 MB.",
  unsupported_type: "Only PNG, JPEG, GIF and WebP images are accepted.",
  image_too_large: IMAGE_TOO_LARGE,
};
