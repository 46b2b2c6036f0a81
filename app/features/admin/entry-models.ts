/** The page-builder models of docs/product.md §3 the editor always offers; any other model present in D1 is listed too. */
export const KNOWN_MODELS = ["page", "symbol", "sondage", "condition", "pilier", "article"] as const;
