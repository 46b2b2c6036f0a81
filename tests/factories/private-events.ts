import { env } from "cloudflare:workers";
import { daysFromNow } from "./dates";
import { createEvent } from "./events";
import { addCoorganizer } from "./organized-events";
import { addRegistration } from "./organize-reads";
import { createMember } from "./users";

type EventOptions = { startDate?: string; status?: "active" | "draft"; maxAttendees?: number };

/**
 * A private event (or, with `status: "draft"`, a draft) and everyone around it: its owner and a co-organizer,
 * an attendee, someone on its waitlist, an admin, and a stranger, each with a session (Bearer headers).
 */
export async function createEventCircle(slug: string, { startDate = daysFromNow(20, 18), status = "active", maxAttendees = 0 }: EventOptions = {}) {
  const [owner, coorganizer, attendee, waiting, admin, stranger] = await Promise.all([
    createMember(),
    createMember(),
    createMember(),
    createMember(),
    createMember({ role: "admin" }),
    createMember(),
  ]);
  const id = await createEvent({ slug, title: `Privé ${slug}`, startDate, status, private: status === "active" });
  await env.DB.batch([
    env.DB.prepare("INSERT INTO event_organizers (event_id, user_id, role) VALUES (?, ?, 'owner')").bind(id, owner.id),
    env.DB.prepare("UPDATE events SET max_attendees = ?, created_by = ? WHERE id = ?").bind(maxAttendees, owner.id, id),
  ]);
  await addCoorganizer(id, coorganizer.id);
  await addRegistration(id, attendee.id, daysFromNow(-2));
  await addRegistration(id, waiting.id, daysFromNow(-1), { waitlist: true });
  return { id, slug, owner, coorganizer, attendee, waiting, admin, stranger };
}
