import { ticketExists } from "./event-attendees.db.server";
import { qrPng, qrSvg } from "./qr-code";
import { isTicketCode } from "./ticket-code";

/**
 * The QR image of ticket `ticket` of event `eventId` (GET /tickets/{eventId}/{ticket}.png|svg), or null when no
 * attendee of that event holds it: PNG for emails (mail clients do not show SVG), SVG for the web.
 */
export async function ticketImage(db: D1Database, eventId: string, ticket: string, format: "png" | "svg") {
  if (!isTicketCode(ticket) || !(await ticketExists(db, eventId, ticket))) return null;
  return format === "svg" ? { contentType: "image/svg+xml", body: qrSvg(ticket) } : { contentType: "image/png", body: await qrPng(ticket) };
}
