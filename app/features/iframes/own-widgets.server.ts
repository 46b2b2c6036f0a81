import type { SessionUser } from "~/features/accounts/auth/auth.schema";
import { LANGS, localizePath } from "~/i18n/locale";
import { newRecordId } from "~/lib/record-id";
import { deleteOwnedWidget, findWidgetOwner, insertOwnedWidget, updateOwnedWidget } from "./own-widgets.db.server";
import { OWN_WIDGETS_MAX, type OwnWidgetInput } from "./own-widgets.schema";

export { listOwnedWidgets } from "./own-widgets.db.server";

/**
 * Why a member may not change a widget: there is none with this id, it is someone else's, or it is one of the
 * partners' widgets (no owner), which the admins change from /admin only, where each change is audited and the
 * widget's named page forgotten (docs/product.md §7 "Widgets").
 */
export type WidgetRefusal = "not_found" | "forbidden" | "partner_widget";

/** A member's new widget: its id, or null when they already keep OWN_WIDGETS_MAX. */
export async function createOwnedWidget(db: D1Database, owner: SessionUser, input: OwnWidgetInput): Promise<string | null> {
  const id = newRecordId();
  return (await insertOwnedWidget(db, id, owner.id, input, OWN_WIDGETS_MAX)) ? id : null;
}

/** Its owner may change a member's widget, and the admins any member's widget (docs/product.md §6). */
async function mayChange(db: D1Database, actor: SessionUser, id: string): Promise<WidgetRefusal | null> {
  const owner = await findWidgetOwner(db, id);
  if (owner === undefined) return "not_found";
  if (owner === null) return "partner_widget";
  return actor.role === "admin" || owner === actor.id ? null : "forbidden";
}

export async function updateOwnedWidgetFor(db: D1Database, actor: SessionUser, id: string, input: OwnWidgetInput): Promise<WidgetRefusal | null> {
  const refusal = await mayChange(db, actor, id);
  if (refusal) return refusal;
  return (await updateOwnedWidget(db, id, input)) ? null : "not_found";
}

export async function deleteOwnedWidgetFor(db: D1Database, actor: SessionUser, id: string): Promise<WidgetRefusal | null> {
  const refusal = await mayChange(db, actor, id);
  if (refusal) return refusal;
  return (await deleteOwnedWidget(db, id)) ? null : "not_found";
}

/** The cached pages and answers that show a widget by its id, in every language. */
export function widgetPaths(id: string): string[] {
  return [...LANGS.map((lang) => localizePath(`/iframe/${id}`, lang)), `/api/v1/iframes/${id}`, `/api/v1/iframes/${id}/events`];
}
