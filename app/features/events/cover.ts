export const PLACEHOLDER_COVER = "/images/placeholder.png";

/** Widths of a cover's WebP versions, in pixels (docs/decisions/019-responsive-covers.md). */
export const COVER_WIDTHS = [640, 1280] as const;

/** What an uploaded cover's name ends with (before its extension) when its WebP versions were stored beside it. */
export const SIZED_COVER_MARK = `-${COVER_WIDTHS.join("-")}`;

// The seeded covers (public/covers, versions committed by scripts/cover-versions.mjs) and the uploads whose
// versions were made when they were stored (docs/decisions/019-responsive-covers.md).
const SEEDED_COVER = /^\/covers\/[\w-]+\.png$/;
const SIZED_UPLOAD = new RegExp(`^/uploads/users/[\\w-]+/[0-9a-f]{32}${SIZED_COVER_MARK}\\.(png|jpg)$`);

/** A cover URL must end in jpeg, jpg, gif or png; anything else shows the placeholder (docs/product.md §5). */
export function coverUrl(url: string | null | undefined): string {
  return url && /\.(jpe?g|gif|png)$/i.test(url.split(/[?#]/)[0] ?? "") ? url : PLACEHOLDER_COVER;
}

/** The address of a cover's WebP version of `width` pixels: beside the original, named after it. */
export function coverVersionUrl(url: string, width: number): string {
  return `${url}.${width}.webp`;
}

/** Whether WebP versions exist beside this cover: seeded covers always, uploads when their name says so. */
function hasCoverVersions(url: string): boolean {
  return SEEDED_COVER.test(url) || SIZED_UPLOAD.test(url);
}

/**
 * The `<img>` attributes of a cover: the original as `src` (the stored URL, docs/product.md §5), and its WebP
 * versions as `srcSet` with `sizes` (the slot's width) when they exist, so phones download a small image.
 */
export function coverImage(url: string | null | undefined, sizes: string): { srcSet?: string; sizes?: string; src: string } {
  const src = coverUrl(url);
  if (!hasCoverVersions(src)) return { src };
  // srcSet and sizes come before src: a browser that creates the element sees them before it starts a download.
  return { srcSet: COVER_WIDTHS.map((width) => `${coverVersionUrl(src, width)} ${width}w`).join(", "), sizes, src };
}
