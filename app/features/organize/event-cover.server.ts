import { COVER_WIDTHS, SIZED_COVER_MARK } from "~/features/events/cover";
import { workerImageCodecs } from "~/features/uploads/image-codecs.server";
import { fitsImageLimits, type ImageSize } from "~/features/uploads/image-size";
import { COVER_EXTENSIONS } from "~/features/uploads/image-type";
import { checkImage, putImage, type DerivedFile, type UploadFailure } from "~/features/uploads/uploads.server";
import { makeWebpVersions } from "~/features/uploads/webp-versions";

export type CoverResult = { ok: true; url: string } | UploadFailure;

/**
 * POST /events/cover (docs/product.md §7): an event's cover, stored like any upload of the member but only as
 * JPEG, GIF or PNG recognised from its bytes, so that its URL ends as a cover's must (docs/product.md §5).
 * An image with more pixels than a Worker can safely decode, or a longer side than a page shows, is refused before
 * decoding, whatever its type (checkImage). A PNG or JPEG gets its WebP versions here, once
 * (docs/decisions/019-responsive-covers.md); one whose versions cannot be made is stored without them (the failure
 * is logged; pages then show the original alone). A GIF is stored as it is.
 */
export async function storeCover(bucket: R2Bucket, userId: string, bytes: Uint8Array<ArrayBuffer>): Promise<CoverResult> {
  const checked = checkImage(bytes, COVER_EXTENSIONS);
  if (!checked.ok) return checked;
  const { extension, size } = checked;
  if (extension !== "png" && extension !== "jpg") return { ok: true, url: await putImage(bucket, userId, { bytes, extension }) };
  const derived = await makeVersions(bytes, extension, size);
  const url = await putImage(bucket, userId, derived ? { bytes, extension, mark: SIZED_COVER_MARK, derived } : { bytes, extension });
  return { ok: true, url };
}

let decoding: Promise<unknown> = Promise.resolve();

/** Runs `work` after the decodes already queued in this isolate, whatever their outcome. */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = decoding.then(work, work);
  decoding = turn.catch(() => undefined);
  return turn;
}

/** The cover's WebP versions as files to store beside it, or null (logged) when they cannot be made. */
async function makeVersions(bytes: Uint8Array<ArrayBuffer>, extension: "png" | "jpg", size: ImageSize): Promise<DerivedFile[] | null> {
  try {
    // Within fitsImageLimits (checkImage): at most MAX_DECODED_PIXELS, never a strip whose shrink tables alone would take 48 MB.
    if (!fitsImageLimits(size)) throw new Error(`the image is ${size.width} × ${size.height} pixels`);
    // One image decoded at a time per isolate: two at the limit would not fit in its 128 MB together.
    const versions = await oneAtATime(() => makeWebpVersions(workerImageCodecs, bytes, extension, COVER_WIDTHS));
    return versions.map((version) => ({ suffix: `${version.width}.webp`, bytes: version.bytes, contentType: "image/webp" }));
  } catch (error) {
    // One line, no stack (docs/architecture.md §5 "Errors"): the cover is stored all the same.
    console.error("cover versions not made:", error instanceof Error ? error.message : String(error));
    return null;
  }
}
