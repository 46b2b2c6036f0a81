// What other parts of the seed need to know about the events as a whole. The seed streams events (a million do not
// fit in memory as objects), so this is gathered on the way: by a first pass over the same stream (scanEvents), or
// while the events are written (createNextEvents).

import { iso } from "./dates.mjs";

const ID_BYTES = 12; // event ids are 24 hex digits

/**
 * First pass: every event's id (12 bytes each), and the positions of the public events and of the open ones (active,
 * public, registration here, someone registered) before and after the anchor, for the visitor's picks and likes.
 */
export function scanEvents(stream, { count, anchor }) {
  const anchorIso = iso(anchor);
  const ids = Buffer.alloc(count * ID_BYTES);
  const lookups = {
    openUpcoming: /** @type {number[]} */ ([]),
    openPast: /** @type {number[]} */ ([]),
    publicEvents: /** @type {number[]} */ ([]),
    idOf: (position) => ids.toString("hex", position * ID_BYTES, (position + 1) * ID_BYTES),
  };
  let position = 0;
  for (const { event } of stream) {
    ids.write(event.id, position * ID_BYTES, "hex");
    if (!event.private) lookups.publicEvents.push(position);
    if (event.status === "active" && !event.private && !event.register_external && event.attendees_count > 0) {
      if (event.start_date > anchorIso) lookups.openUpcoming.push(position);
      if (event.end_date < anchorIso) lookups.openPast.push(position);
    }
    position++;
  }
  return lookups;
}

/**
 * The next public active events of each topic (at most `keep`, soonest first; on the same start, the first
 * generated), followed one event at a time: `track(event)`, then `byTopic` (topic id → events).
 */
export function createNextEvents(anchor, keep = 2) {
  const anchorIso = iso(anchor);
  const byTopic = new Map();
  const track = (event) => {
    if (event.private !== 0 || event.status !== "active" || event.start_date < anchorIso) return;
    const next = byTopic.get(event.topic_id) ?? [];
    const at = next.findIndex((other) => event.start_date.localeCompare(other.start_date) < 0);
    next.splice(at === -1 ? next.length : at, 0, { slug: event.slug, start_date: event.start_date });
    byTopic.set(event.topic_id, next.slice(0, keep));
  };
  return { track, byTopic };
}
