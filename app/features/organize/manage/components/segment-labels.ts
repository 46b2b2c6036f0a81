import type { ContactSegment } from "~/features/organize/event-attendees.schema";

/** The name of each group an organizer writes to (docs/product.md §7 POST /events/contact/{id}). */
export const SEGMENT_LABELS = {
  registered: "organize.contact.segment.registered",
  everyone: "organize.contact.segment.everyone",
  waitlist: "organize.contact.segment.waitlist",
  arrived: "organize.contact.segment.arrived",
  absent: "organize.contact.segment.absent",
  pending: "organize.contact.segment.pending",
  answer: "organize.contact.segment.answer",
} as const satisfies Record<ContactSegment, string>;
