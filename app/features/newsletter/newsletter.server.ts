import { subscribeToNewsletter } from "./newsletter.db.server";
import type { Subscribe } from "./newsletter.schema";

/**
 * A newsletter subscription (docs/product.md §7): kept in D1, the local default of the Mailchimp adapter
 * (docs/architecture.md §3); subscribing twice changes nothing.
 */
export function subscribe(db: D1Database, subscription: Subscribe) {
  return subscribeToNewsletter(db, subscription);
}
