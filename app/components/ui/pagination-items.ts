export type PageItem = { kind: "page"; page: number; current: boolean } | { kind: "gap"; key: string };

/**
 * The pages a pager shows (1-based): first, last, the current one clamped between 1 and the total,
 * `padding` pages on each side of it, and gaps for what is left out.
 */
export function paginationItems(current: number, total: number, padding = 1): PageItem[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const shown = new Set([1, total]);
  for (let p = page - padding; p <= page + padding; p++) if (p >= 1 && p <= total) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((p, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && p - previous > 1) items.push({ kind: "gap", key: `gap-${previous}` });
    items.push({ kind: "page", page: p, current: p === page });
  });
  return items;
}
