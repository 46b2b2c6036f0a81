import type { SessionUser } from "./auth.schema";

/** Who acts: the admin's id and address (the audit log keeps the address, so it reads the same after the account goes). */
export type Actor = { id: string; email: string };

/** What the API says to whoever is refused /admin (English, for developers: docs/conventions.md). */
export const ADMIN_REFUSALS = {
  unauthorized: "Authentication required.",
  email_not_confirmed: "Confirm your email address first.",
  forbidden: "Only admins may do this.",
} as const;

export type AdminDecision = { allowed: true } | { allowed: false; status: 401 | 403; code: keyof typeof ADMIN_REFUSALS };

/**
 * /admin and /api/v1/admin are for admins only (users.role = 'admin', email confirmed): anonymous 401, anyone
 * else 403, decided before any data is read (docs/architecture.md §5).
 */
export function decideAdminAccess(viewer: Pick<SessionUser, "role" | "active"> | null): AdminDecision {
  if (!viewer) return { allowed: false, status: 401, code: "unauthorized" };
  if (!viewer.active) return { allowed: false, status: 403, code: "email_not_confirmed" };
  return viewer.role === "admin" ? { allowed: true } : { allowed: false, status: 403, code: "forbidden" };
}
