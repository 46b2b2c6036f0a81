import { auditStatement, type Auditor } from "./admin-audit.db.server";
import { findComment, listComments, setCommentHiddenStatement } from "./admin-comments.db.server";
import type { CommentKind } from "./admin.schema";

/** The moderation queue of one kind (admin-comments.db.server.ts). */
export const listCommentQueue = listComments;

/**
 * Hides a visitor's text from those who read it (docs/product.md §2 "/admin"), or restores it, with an audit row
 * (`comment.hide`, `comment.restore`; target `feedback:<id>` or `winner:<id>`); null when there is none.
 */
export async function setCommentHidden(db: D1Database, actor: Auditor, kind: CommentKind, id: string, hidden: boolean) {
  const comment = await findComment(db, kind, id);
  if (!comment) return null;
  const where = comment.eventSlug ? ` (${comment.eventSlug})` : comment.day ? ` (${comment.day})` : "";
  await db.batch([
    setCommentHiddenStatement(db, kind, id, hidden),
    auditStatement(db, actor, hidden ? "comment.hide" : "comment.restore", `${kind}:${id}`, `"${comment.text.slice(0, 120)}"${where}`),
  ]);
  return findComment(db, kind, id);
}
