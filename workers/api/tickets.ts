import { Hono } from "hono";
import * as v from "valibot";
import { EventIdSchema } from "~/features/attend/attend.schema";
import { ticketImage } from "~/features/organize/ticket-image.server";
import { apiError } from "./errors";

/**
 * The image of a code never changes, and knowing the address means knowing the code: shared caches may keep it.
 * A ticket cancelled since still shows its image from a cache, but no longer checks in.
 */
const IMAGE_CACHE = "public, max-age=2592000, immutable";

const notFound = () => apiError(404, "ticket_not_found", "No attendee of this event has this ticket.");

/**
 * GET /tickets/{eventId}/{ticket}.png and .svg (docs/product.md §7): the QR code of an attendee's ticket, PNG
 * for emails, SVG for the web. An unknown event or ticket answers 404. The code is the key: only an attendee
 * holds one, and attendees may see their event, private or not (docs/product.md §6 "Who sees an event").
 */
export const ticketsApi = new Hono<{ Bindings: Env }>().get("/:eventId/:file", async (c) => {
  const [, ticket, format] = /^([^.]+)\.(png|svg)$/.exec(c.req.param("file")) ?? [];
  const eventId = c.req.param("eventId");
  if (!ticket || (format !== "png" && format !== "svg") || !v.is(EventIdSchema, eventId)) throw notFound();
  const image = await ticketImage(c.env.DB, eventId, ticket, format);
  if (!image) throw notFound();
  return c.body(image.body, 200, { "Content-Type": image.contentType, "Cache-Control": IMAGE_CACHE });
});
