/**
 * Small read-mostly lists (taxonomies, hotspots) kept a few seconds per isolate once read from KV, so that a page
 * does not wait on KV and parse them again each time, as the translations are (app/i18n/messages.server.ts). A
 * write forgets its key in its own isolate at once; other isolates see it within MEMORY_TTL_MS, inside KV's own
 * minute of propagation.
 */
const MEMORY_TTL_MS = 30_000;

const kept = new Map<string, { value: readonly unknown[]; at: number }>();
/** Bumped by each forget: a read that began before it does not keep what it read. */
const generations = new Map<string, number>();

/** Shared by every request of the isolate, so frozen: a caller that changed an item would throw, not leak. */
function frozen<T>(items: T[]): readonly T[] {
  for (const item of items) if (typeof item === "object" && item !== null) Object.freeze(item);
  return Object.freeze(items);
}

/** The list under `key` this isolate read less than MEMORY_TTL_MS ago, else `read()`'s (then kept). */
export async function keptInIsolate<T>(key: string, read: () => Promise<T[]>): Promise<readonly T[]> {
  const held = kept.get(key);
  if (held && Date.now() - held.at < MEMORY_TTL_MS) return held.value as readonly T[];
  const began = generations.get(key) ?? 0;
  const value = frozen(await read());
  if ((generations.get(key) ?? 0) === began) kept.set(key, { value, at: Date.now() });
  return value;
}

/** Forgets the list under `key` in this isolate, around `write` (a KV delete): no read of the old value outlives it. */
export async function forgetKept(key: string, write: () => Promise<void>): Promise<void> {
  const forget = () => {
    kept.delete(key);
    generations.set(key, (generations.get(key) ?? 0) + 1);
  };
  forget();
  await write();
  forget();
}
