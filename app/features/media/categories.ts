import type { MessageId } from "~/i18n/catalogues";

/** The media categories, in navigation order (docs/product.md §2 "/media/{category}"); any other is a 404. */
export const MEDIA_CATEGORIES = ["decryptage", "portraits", "guides", "tribunes", "podcasts", "videos"] as const;
export type MediaCategory = (typeof MEDIA_CATEGORIES)[number];

/** True for a category the media has. */
export function isMediaCategory(value: string): value is MediaCategory {
  return (MEDIA_CATEGORIES as readonly string[]).includes(value);
}

/** The message id of a category's name. */
export function categoryMessageId(category: MediaCategory): MessageId {
  return `media.category.${category}`;
}

/** The message id of an article kind's label (docs/product.md §3 "Article": media). */
export function kindMessageId(media: "article" | "event" | "podcast" | "video"): MessageId {
  return `media.kind.${media}`;
}
