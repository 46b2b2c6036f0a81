import type { SessionUser } from "~/features/accounts/auth/auth.schema";

/** What an organizer does, through the API and the organize pages (docs/product.md §6). */
export type OrganizerAction =
  "create" | "list" | "read" | "update" | "cancel" | "attendees" | "checkin" | "batch" | "contact" | "invite" | "coorganizer" | "feedbacks" | "dashboard";

/** Who stands where towards one event: its creator, a co-organizer, an admin, or anyone else. */
export type EventRole = "owner" | "coorganizer" | "admin" | "other";

/**
 * The authorization table: who may do each action. `create` needs a confirmed account (the creator becomes
 * the event's owner); every action on an event is for its organizers (owner and co-organizers share every
 * right) and the admins. Everyone else is refused before any data is read (docs/architecture.md §5).
 */
export const ORGANIZER_ACCESS: Record<OrganizerAction, readonly EventRole[]> = {
  /** Any confirmed account; the creator becomes the event's owner. */
  create: ["admin", "other"],
  /** One's own events (those one created or co-organizes): what creating needs, a confirmed account. */
  list: ["admin", "other"],
  read: ["owner", "coorganizer", "admin"],
  update: ["owner", "coorganizer", "admin"],
  cancel: ["owner", "coorganizer", "admin"],
  attendees: ["owner", "coorganizer", "admin"],
  checkin: ["owner", "coorganizer", "admin"],
  batch: ["owner", "coorganizer", "admin"],
  contact: ["owner", "coorganizer", "admin"],
  /** Invitations by email, their list and reminders (docs/product.md §5 "Invitations"). */
  invite: ["owner", "coorganizer", "admin"],
  coorganizer: ["owner", "coorganizer", "admin"],
  feedbacks: ["owner", "coorganizer", "admin"],
  dashboard: ["owner", "coorganizer", "admin"],
};

/** One event as the access check sees it: is it private, and is the viewer one of its organizers. */
export type EventAccessFacts = { private: boolean; relation: "owner" | "coorganizer" | null };

/** What each refusal of the table says to the API's caller (English, for developers: docs/conventions.md). */
export const ACCESS_REFUSALS = {
  unauthorized: "Authentication required.",
  email_not_confirmed: "Confirm your email address to organize events.",
  forbidden: "Only the event's organizers and the admins may do this.",
  event_not_found: "No such event.",
} as const;

export type AccessDecision =
  | { allowed: true; role: EventRole }
  | { allowed: false; status: 401 | 403 | 404; code: "unauthorized" | "email_not_confirmed" | "forbidden" | "event_not_found" };

/** The HTTP status of a decision: 200 when allowed, else the refusal's (a gated page's status). */
export function accessStatus(decision: AccessDecision): number {
  return decision.allowed ? 200 : decision.status;
}

/**
 * May `viewer` do `action` on `event` (null: no such event, or `create`)? Anonymous: 401. An unconfirmed
 * account: 403 (it cannot organize yet). Someone else's private event: 404, as if it did not exist.
 */
export function decideAccess(action: OrganizerAction, viewer: Pick<SessionUser, "role" | "active"> | null, event: EventAccessFacts | null): AccessDecision {
  if (!viewer) return { allowed: false, status: 401, code: "unauthorized" };
  if (!viewer.active) return { allowed: false, status: 403, code: "email_not_confirmed" };
  const anyone: EventRole = viewer.role === "admin" ? "admin" : "other";
  if (action === "create" || action === "list")
    return ORGANIZER_ACCESS[action].includes(anyone) ? { allowed: true, role: anyone } : { allowed: false, status: 403, code: "forbidden" };
  if (!event) return { allowed: false, status: 404, code: "event_not_found" };
  const role: EventRole = event.relation ?? anyone;
  if (ORGANIZER_ACCESS[action].includes(role)) return { allowed: true, role };
  return event.private ? { allowed: false, status: 404, code: "event_not_found" } : { allowed: false, status: 403, code: "forbidden" };
}
