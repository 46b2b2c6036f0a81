import { Hono } from "hono";
import * as v from "valibot";
import { listCommentQueue, setCommentHidden } from "~/features/admin/admin-comments.server";
import {
  AuditQuerySchema,
  BlockInputSchema,
  COMMENT_KINDS,
  CommentListQuerySchema,
  EventListQuerySchema,
  HideCommentSchema,
  HideEventSchema,
  RoleInputSchema,
  UserListQuerySchema,
} from "~/features/admin/admin.schema";
import {
  cancelEventAsAdmin,
  changeRole,
  findEventListingKeys,
  listAudit,
  listEventsForModeration,
  listUsersForModeration,
  setEventHidden,
  setUserBlocked,
} from "~/features/admin/admin-moderation.server";
import { adminBodyLimit, type AdminContext, type AdminEnv } from "./admin-access";
import { apiError } from "./errors";
import { forgetEventListings } from "./event-page-cache";
import { parseBody, parseQuery } from "./query";

const NO_EVENT = "No such event.";

/** The event as moderated, once its pages and the listings that show it are forgotten. */
async function answerEvent(c: AdminContext, event: Awaited<ReturnType<typeof setEventHidden>>) {
  if (!event) throw apiError(404, "event_not_found", NO_EVENT);
  await forgetEventListings(c, await findEventListingKeys(c.env.DB, event.id));
  return c.json(event);
}

function answerUser(c: AdminContext, result: Awaited<ReturnType<typeof changeRole>>) {
  if (result.status === "no_user") throw apiError(404, "user_not_found", "No such user.");
  if (result.status === "self") throw apiError(400, "own_account", "An admin cannot demote or block their own account.");
  return c.json(result.user);
}

/**
 * /api/v1/admin events, users and comments (docs/product.md §2 "/admin"): hide or cancel an event, change a
 * role, block an account, hide or restore what a visitor wrote, and the audit log of every admin write.
 */
export const adminModerationApi: Hono<AdminEnv> = new Hono<AdminEnv>()
  .use(adminBodyLimit)
  .get("/events", async (c) => c.json({ data: await listEventsForModeration(c.env.DB, parseQuery(c, EventListQuerySchema).search) }))
  .post("/events/:id/hide", async (c) => {
    const { hidden } = await parseBody(c, HideEventSchema);
    return answerEvent(c, await setEventHidden(c.env.DB, c.get("admin"), c.req.param("id"), hidden));
  })
  .post("/events/:id/cancel", async (c) => answerEvent(c, await cancelEventAsAdmin(c.env, c.get("admin"), c.req.param("id"))))
  .get("/users", async (c) => c.json({ data: await listUsersForModeration(c.env.DB, parseQuery(c, UserListQuerySchema).search) }))
  .put("/users/:id/role", async (c) => {
    const { role } = await parseBody(c, RoleInputSchema);
    return answerUser(c, await changeRole(c.env.DB, c.get("admin"), c.req.param("id"), role));
  })
  .put("/users/:id/blocked", async (c) => {
    const { blocked } = await parseBody(c, BlockInputSchema);
    return answerUser(c, await setUserBlocked(c.env.DB, c.get("admin"), c.req.param("id"), blocked));
  })
  .get("/comments", async (c) => c.json({ data: await listCommentQueue(c.env.DB, parseQuery(c, CommentListQuerySchema)) }))
  .post("/comments/:kind/:id/hide", async (c) => {
    const kind = v.safeParse(v.picklist(COMMENT_KINDS), c.req.param("kind"));
    if (!kind.success) throw apiError(400, "invalid_parameter", `Invalid path parameter "kind": one of ${COMMENT_KINDS.join(", ")}.`);
    const { hidden } = await parseBody(c, HideCommentSchema);
    const comment = await setCommentHidden(c.env.DB, c.get("admin"), kind.output, c.req.param("id"), hidden);
    if (!comment) throw apiError(404, "comment_not_found", "No such comment.");
    return c.json(comment);
  })
  .get("/audit", async (c) => c.json({ data: await listAudit(c.env.DB, parseQuery(c, AuditQuerySchema)) }));
