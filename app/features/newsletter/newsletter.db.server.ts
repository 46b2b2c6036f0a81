import type { Subscribe } from "./newsletter.schema";

/** Subscribes an address to a list; subscribing twice keeps the first subscription. */
export async function subscribeToNewsletter(db: D1Database, { email, list, source, fields }: Subscribe) {
  await db
    .prepare("INSERT INTO newsletter_subscriptions (email, list, source, fields) VALUES (?, ?, ?, ?) ON CONFLICT (list, email) DO NOTHING")
    .bind(email, list, source, JSON.stringify(fields))
    .run();
}
