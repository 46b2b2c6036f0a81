/**
 * The URL form of a text: accents folded, lower case, runs of anything else as one hyphen, at most
 * `maxLength` characters. The seed writes event and city slugs the same way (scripts/seed/text.mjs).
 */
export function slugify(text: string, maxLength = 80): string {
  const slug = text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug.slice(0, maxLength).replace(/-+$/, "");
}
