export const PLACEHOLDER_COVER = "/images/placeholder.png";

/** A cover URL must end in jpeg, jpg, gif or png; anything else shows the placeholder (docs/product.md §5). */
export function coverUrl(url: string | null | undefined): string {
  return url && /\.(jpe?g|gif|png)$/i.test(url.split(/[?#]/)[0] ?? "") ? url : PLACEHOLDER_COVER;
}
