import type { SessionUser } from "~/features/accounts/auth/auth.schema";
import { findEventAccessFacts } from "./event-writes.db.server";
import { decideAccess, type OrganizerAction } from "./organizer-access";

/**
 * The authorization table applied to a request: may `user` do `action` (on the event named by its id or its
 * slug)? The event is read only for a signed-in, confirmed user; the answer names it (id, slug) when allowed.
 */
export async function checkOrganizerAccess(db: D1Database, action: OrganizerAction, user: SessionUser | null, event?: { id: string } | { slug: string }) {
  const facts = user?.active && event ? await findEventAccessFacts(db, event, user.id) : null;
  return { decision: decideAccess(action, user, facts), event: facts };
}
