import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { addCoorganizer, type CoorganizerFailure } from "~/features/organize/coorganizers.server";
import { storeCover } from "~/features/organize/event-cover.server";
import { getEventDashboard } from "~/features/organize/event-dashboard.server";
import { listEventFeedbacks } from "~/features/organize/event-feedbacks.server";
import { CoorganizerBodySchema, OrganizedQuerySchema } from "~/features/organize/organize-reads.schema";
import { getOrganizedEvent, listOrganizedEvents, replacePrivateLink } from "~/features/organize/organized-events.server";
import { ACCESS_REFUSALS } from "~/features/organize/organizer-access";
import { RATE_LIMITS } from "~/features/rate-limit/rate-limit.server";
import { MAX_UPLOAD_BYTES } from "~/features/uploads/image-type";
import type { UploadFailure } from "~/features/uploads/uploads.server";
import { apiError } from "./errors";
import { IMAGE_TOO_LARGE } from "./upload-refusals";
import { requireOrganizerAccess } from "./organizer-access";
import { parseBody, parseQuery } from "./query";
import { enforceRateLimit } from "./rate-limit";

type AppContext = Context<{ Bindings: Env }>;

/** Answers about what a person organizes are theirs alone (docs/product.md §7). */
function noStore(c: AppContext) {
  c.header("Cache-Control", "private, no-store");
}

const COORGANIZER_FAILURES: Record<CoorganizerFailure, [ContentfulStatusCode, string]> = {
  already_organizer: [409, "This person already organizes the event."],
  address_unavailable: [409, "This address cannot receive an invitation at the moment."],
  event_not_found: [404, ACCESS_REFUSALS.event_not_found],
};

const COVER_FAILURES: Record<UploadFailure["code"], string> = {
  file_too_large: "Covers are limited to 5 MB.",
  unsupported_type: "Covers are JPEG, GIF or PNG images.",
  image_too_large: IMAGE_TOO_LARGE,
};

/** The multipart envelope around an image of at most MAX_UPLOAD_BYTES. */
const coverBodyLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
  onError: () => {
    throw apiError(413, "file_too_large", "Covers are limited to 5 MB.");
  },
});

/**
 * The organizer pages' reads and the organizer tools around them (docs/product.md §7): the user's events,
 * one event to edit, its dashboard and feedbacks, inviting a co-organizer, uploading a cover. Every call
 * goes through the authorization table (app/features/organize/organizer-access.ts). Mounted at /events.
 */
export const organizeReadsApi = new Hono<{ Bindings: Env }>()
  .get("/organized", async (c) => {
    const { user } = await requireOrganizerAccess(c, "list");
    const { when } = parseQuery(c, OrganizedQuerySchema);
    noStore(c);
    return c.json(await listOrganizedEvents(c.env, user.id, when));
  })
  .get("/organize/:slug", async (c) => {
    const slug = c.req.param("slug");
    const { role } = await requireOrganizerAccess(c, "read", { slug });
    // The table never lets "other" read; this narrows the type.
    if (role === "other") throw apiError(403, "forbidden", ACCESS_REFUSALS.forbidden);
    const organized = await getOrganizedEvent(c.env.DB, slug, role);
    if (!organized) throw apiError(404, "event_not_found", ACCESS_REFUSALS.event_not_found);
    noStore(c);
    return c.json(organized);
  })
  .get("/:id/dashboard", async (c) => {
    await requireOrganizerAccess(c, "dashboard", c.req.param("id"));
    const dashboard = await getEventDashboard(c.env.DB, c.req.param("id"));
    if (!dashboard) throw apiError(404, "event_not_found", ACCESS_REFUSALS.event_not_found);
    noStore(c);
    return c.json(dashboard);
  })
  .post("/:id/private-link", async (c) => {
    // Who may change the event may replace its link (docs/product.md §6 "Who sees an event").
    const { event } = await requireOrganizerAccess(c, "update", c.req.param("id"));
    if (!event) throw apiError(404, "event_not_found", ACCESS_REFUSALS.event_not_found);
    const shareKey = await replacePrivateLink(c.env.DB, event.id);
    if (!shareKey) throw apiError(409, "event_not_private", "Only a private event has a share link: make it private first.");
    noStore(c);
    return c.json({ shareKey });
  })
  .get("/:id/feedbacks", async (c) => {
    await requireOrganizerAccess(c, "feedbacks", c.req.param("id"));
    noStore(c);
    return c.json(await listEventFeedbacks(c.env.DB, c.req.param("id")));
  })
  .post("/:id/coorganizer", async (c) => {
    const { user, event } = await requireOrganizerAccess(c, "coorganizer", c.req.param("id"));
    if (!event) throw apiError(404, "event_not_found", ACCESS_REFUSALS.event_not_found);
    await enforceRateLimit(c, "coorganizer", RATE_LIMITS.coorganizer, user.id);
    await enforceRateLimit(c, "coorganizerEvent", RATE_LIMITS.coorganizerEvent, event.id);
    const { email } = await parseBody(c, CoorganizerBodySchema);
    const result = await addCoorganizer(c.env, event.slug, email);
    if (!result.ok) {
      const [status, message] = COORGANIZER_FAILURES[result.failure];
      throw apiError(status, result.failure, message);
    }
    noStore(c);
    return c.json({ user: result.user, invited: result.invited }, 201);
  })
  .post("/cover", coverBodyLimit, async (c) => {
    // Covers are for events, which confirmed accounts create ("create" in the table).
    const { user } = await requireOrganizerAccess(c, "create");
    await enforceRateLimit(c, "cover", RATE_LIMITS.cover, user.id);
    const form = await c.req.formData().catch(() => null);
    const file = form?.get("file");
    if (!file || typeof file === "string") throw apiError(400, "invalid_body", 'Send the image as the multipart field "file".');
    const stored = await storeCover(c.env.UPLOADS, user.id, new Uint8Array(await file.arrayBuffer()));
    if (!stored.ok) throw apiError(stored.status, stored.code, COVER_FAILURES[stored.code]);
    noStore(c);
    return c.json({ url: stored.url }, 201);
  });
