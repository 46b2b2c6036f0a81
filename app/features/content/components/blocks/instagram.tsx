import { InstagramFeed } from "~/features/instagram/components/instagram-feed";

/** Instagram (docs/product.md §4): the feed, fetched after hydration. Loaded lazily by custom-components.ts. */
export default function InstagramBlock({ count = 6, pagination = false }: { count?: number; pagination?: boolean }) {
  return <InstagramFeed count={count} pagination={pagination} />;
}
