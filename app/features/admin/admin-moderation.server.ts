import { cancelOrganizedEvent } from "~/features/organize/organize-events.server";
import type { Actor } from "~/features/accounts/auth/admin-access";
import { auditStatement } from "./admin-audit.db.server";
import { findEventForModeration, findUserForModeration, setBlockedStatements, setEventPrivateStatement, setRoleStatement } from "./admin-moderation.db.server";

export { findEventListingKeys, listEventsForModeration, listUsersForModeration } from "./admin-moderation.db.server";
export { listAudit } from "./admin-audit.db.server";

/** Hides an event (it becomes private: out of every list, its page for its organizers only) or shows it again. */
export async function setEventHidden(db: D1Database, actor: Actor, id: string, hidden: boolean) {
  const event = await findEventForModeration(db, id);
  if (!event) return null;
  await db.batch([setEventPrivateStatement(db, id, hidden), auditStatement(db, actor, hidden ? "event.hide" : "event.show", `event:${id}`, event.slug)]);
  return findEventForModeration(db, id);
}

/** Cancels an event as its organizers would: the attendees get the usual email (organize-events.server.ts). */
export async function cancelEventAsAdmin(env: Env, actor: Actor, id: string) {
  const event = await findEventForModeration(env.DB, id);
  if (!event) return null;
  const result = await cancelOrganizedEvent(env, event.slug);
  await auditStatement(env.DB, actor, "event.cancel", `event:${id}`, `${event.slug}${result?.attendeesEmailed ? ", attendees emailed" : ""}`).run();
  return findEventForModeration(env.DB, id);
}

/** Gives an account another role; an admin cannot take their own admin role away (the last admin would lock everyone out). */
export async function changeRole(db: D1Database, actor: Actor, id: string, role: "user" | "organizer" | "admin") {
  const user = await findUserForModeration(db, id);
  if (!user) return { status: "no_user" as const };
  if (id === actor.id && role !== "admin") return { status: "self" as const };
  await db.batch([setRoleStatement(db, id, role), auditStatement(db, actor, "user.role", `user:${id}`, `${user.email}: ${user.role} → ${role}`)]);
  return { status: "done" as const, user: await findUserForModeration(db, id) };
}

/** Blocks an account (no login, every session ended at once) or unblocks it; never one's own. */
export async function setUserBlocked(db: D1Database, actor: Actor, id: string, blocked: boolean) {
  const user = await findUserForModeration(db, id);
  if (!user) return { status: "no_user" as const };
  if (id === actor.id) return { status: "self" as const };
  await db.batch([...setBlockedStatements(db, id, blocked), auditStatement(db, actor, blocked ? "user.block" : "user.unblock", `user:${id}`, user.email)]);
  return { status: "done" as const, user: await findUserForModeration(db, id) };
}
