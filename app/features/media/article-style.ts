/**
 * Articles first published after this day get the newer styling (docs/product.md §9). The original also
 * listed about 27 older article URLs by hand; that list is not in the spec, so the date alone decides.
 */
export const NEWER_ARTICLES_AFTER = "2024-03-21T23:59:59.999Z";

/** True when an article gets the newer styling. */
export function isNewerArticle(article: { firstPublished: string }) {
  return article.firstPublished > NEWER_ARTICLES_AFTER;
}
