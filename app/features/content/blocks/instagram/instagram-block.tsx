import { InstagramFeed } from "~/features/instagram/components/instagram-feed";

/** Instagram (docs/product.md §4): the feed, fetched after hydration. Loaded lazily (its definition's `load`). */
export function InstagramBlock({ count = 6, pagination = false }: { count?: number; pagination?: boolean }) {
  return <InstagramFeed count={count} pagination={pagination} />;
}
