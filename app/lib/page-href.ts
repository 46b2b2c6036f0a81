/** The same URL on `page` (zero-based; the first page has no `page` parameter), as a path with its query. */
export function hrefOnPage(url: URL, page: number): string {
  const params = new URLSearchParams(url.search);
  if (page > 0) params.set("page", String(page));
  else params.delete("page");
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ""}`;
}
