import * as v from "valibot";

/**
 * The signs of a ticket code: capitals and digits without 0/O and 1/I, which are read wrong aloud or on a
 * small screen. 32 signs, 5 bits each. migrations/0007_attendee_tickets.sql draws the codes from the same
 * alphabet when an attendee row is written.
 */
export const TICKET_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const TICKET_LENGTH = 8;

const TICKET_PATTERN = new RegExp(`^[${TICKET_ALPHABET}]{${TICKET_LENGTH}}$`);

/** Is `text` shaped like a ticket code (it may still belong to nobody)? */
export function isTicketCode(text: string): boolean {
  return TICKET_PATTERN.test(text);
}

/** What a typed or scanned code is: spaces and dashes dropped (tickets are printed in groups), lower case raised. */
export function normalizeTicket(text: string): string {
  return text.replace(/[\s-]/g, "").toUpperCase();
}

/**
 * A ticket as a scanner reads it or an organizer types it: spaces and dashes dropped, lower case raised, then
 * it must be a code of the alphabet.
 */
export const TicketSchema = v.pipe(
  v.string(),
  v.transform(normalizeTicket),
  v.check(isTicketCode, "Not a ticket code: 8 signs among A-Z and 2-9, without I or O."),
);
