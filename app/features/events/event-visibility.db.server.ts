import { userNo } from "~/lib/compact-keys";

/**
 * Who may see an event (docs/product.md §6 "Who sees an event"), the one rule every read and write of an
 * event by a visitor applies, written as SQL terms so each query checks it in the statement that reads the
 * event. Not visible answers as if the event did not exist (404 `event_not_found`), never 403.
 */

/**
 * An event everyone sees: not private and not a draft. These are also the WHERE terms of the partial index
 * events_public (migrations/0002_event_listing_indexes.sql), so public lists that carry them are served by it.
 */
export function publicEventTerms(alias = "e"): string {
  return `${alias}.private = 0 AND ${alias}.status != 'draft'`;
}

/**
 * Event `alias` is visible to the user whose id is the SQL expression `viewer` (a placeholder such as
 * `?2`, bound to null for an anonymous visitor): public, or the viewer organizes it (owner or co-organizer),
 * is registered for it, waiting for a place or asking to come, or is an admin. Each test is one primary-key
 * lookup. With `linkKeys` (a placeholder bound to a JSON array of the secrets the visitor holds,
 * private-link.server.ts), a private event whose share link or one of whose invitations the visitor followed
 * is visible too (not a draft: a draft has no link).
 */
export function visibleEventTerms(alias: string, viewer: string, linkKeys?: string): string {
  const link = linkKeys
    ? `
    OR (${alias}.private = 1 AND ${alias}.status != 'draft' AND (${alias}.share_key IN (SELECT value FROM json_each(${linkKeys}))
      OR EXISTS (SELECT 1 FROM invitations vi WHERE vi.key IN (SELECT value FROM json_each(${linkKeys})) AND vi.event_no = ${alias}.no)))`
    : "";
  return `(${publicEventTerms(alias)}${link}
    OR EXISTS (SELECT 1 FROM event_organizers vo WHERE vo.event_id = ${alias}.id AND vo.user_id = ${viewer})
    OR EXISTS (SELECT 1 FROM attendees va WHERE va.event_no = ${alias}.no AND va.user_no = ${userNo(viewer)})
    OR EXISTS (SELECT 1 FROM waitlist vw WHERE vw.event_id = ${alias}.id AND vw.user_id = ${viewer})
    OR EXISTS (SELECT 1 FROM registration_requests vr WHERE vr.event_no = ${alias}.no AND vr.user_no = ${userNo(viewer)})
    OR EXISTS (SELECT 1 FROM users vu WHERE vu.id = ${viewer} AND vu.role = 'admin'))`;
}

/** Who reads an event: the user (null: anonymous) and the private links they followed, as a JSON array of secrets. */
export type EventViewer = { userId: string | null; linkKeys: string };

/** An anonymous visitor without any private link. */
export const ANONYMOUS_VIEWER: EventViewer = { userId: null, linkKeys: "[]" };
