import { createMember } from "./users";
import { addCoorganizer, createEventOf, createOrganizeTaxonomies, eventInput } from "./organized-events";

/** The roles of the organizer authorization table (app/features/organize/organizer-access.ts). */
export type Role = "creator" | "coorganizer" | "admin" | "other" | "unconfirmed" | "anonymous";
export const ROLES: Role[] = ["creator", "coorganizer", "admin", "other", "unconfirmed", "anonymous"];

/**
 * Every role of the table around one public and one private event of the creator, the co-organizer added to
 * both. `open` and `hidden` override the events' inputs (titles a test looks for, say).
 */
export async function castOrganizerRoles(overrides: { open?: Record<string, unknown>; hidden?: Record<string, unknown> } = {}) {
  const taxonomies = await createOrganizeTaxonomies();
  const [creator, coorganizer, admin, other, unconfirmed] = await Promise.all([
    createMember(),
    createMember(),
    createMember({ role: "admin" }),
    createMember(),
    createMember({ active: false }),
  ]);
  const open = await createEventOf(creator, eventInput(taxonomies, overrides.open));
  const hidden = await createEventOf(creator, eventInput(taxonomies, { private: true, ...overrides.hidden }));
  for (const event of [open, hidden]) await addCoorganizer(event.id, coorganizer.id);
  const headers: Record<Role, Record<string, string>> = {
    creator: creator.headers,
    coorganizer: coorganizer.headers,
    admin: admin.headers,
    other: other.headers,
    unconfirmed: unconfirmed.headers,
    anonymous: {},
  };
  return { taxonomies, open, hidden, headers, creator };
}
