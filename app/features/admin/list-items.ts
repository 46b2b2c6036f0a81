/** A copy of `list` with the item at `index` moved by `delta` places; the same list when it would leave the ends. */
export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** A copy of `list` without the item at `index`. */
export function removeItem<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, at) => at !== index);
}

/** A copy of `list` with `item` placed at `index` (the end when past it). */
export function insertItem<T>(list: readonly T[], index: number, item: T): T[] {
  const next = [...list];
  next.splice(Math.min(Math.max(index, 0), list.length), 0, item);
  return next;
}

/** A copy of `list` with the item at `index` replaced. */
export function replaceItem<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((current, at) => (at === index ? item : current));
}
