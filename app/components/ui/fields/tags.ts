/** A test an entry must pass to become a tag; a failing entry is dropped without a message (docs/product.md §5). */
export type TagTest = (entry: string) => boolean;

/** A domain name ("exemple.fr", "asso.example.org"): the "domain test" of docs/product.md §5. */
export function isDomain(entry: string): boolean {
  return /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(entry);
}

/**
 * The tags after typing `entry` and pressing Enter: trimmed, added once (duplicates ignored, whatever
 * their case), dropped when empty, over `max`, or failing `test`.
 */
export function addTag(tags: readonly string[], entry: string, { test, max = Number.POSITIVE_INFINITY }: { test?: TagTest; max?: number } = {}): string[] {
  const tag = entry.trim();
  if (tag === "" || tags.length >= max) return [...tags];
  if (test && !test(tag)) return [...tags];
  if (tags.some((existing) => existing.toLocaleLowerCase() === tag.toLocaleLowerCase())) return [...tags];
  return [...tags, tag];
}
