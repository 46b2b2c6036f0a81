-- The database must fit D1 (docs/performance.md "Database size"): attendees_by_ticket (event_no, ticket) was 0.5 GB
-- at a million events for reads within one event, which its rows of the primary key (event_no, user_no) serve: a
-- ticket at the door, a ticket's QR image, the ticket trigger's check that a new code is not taken in its event,
-- and the count of an event's attendees. Each reads that one event's rows (26 in the demo data; a few thousand
-- for the largest events), not the table. Tickets stay unique within their event: the trigger of migrations/0024
-- draws again a code the event holds, and the two below refuse one given as taken.
DROP INDEX attendees_by_ticket;

-- A code given by the inserting or updating statement itself (not drawn by the trigger) is refused when its event
-- holds it, as the unique index refused it.
CREATE TRIGGER attendees_ticket_taken_insert BEFORE INSERT ON attendees
WHEN new.ticket IS NOT NULL AND EXISTS (SELECT 1 FROM attendees WHERE event_no = new.event_no AND ticket = new.ticket)
BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: attendees.event_no, attendees.ticket');
END;
CREATE TRIGGER attendees_ticket_taken_update BEFORE UPDATE OF ticket ON attendees
WHEN new.ticket IS NOT NULL AND new.ticket IS NOT old.ticket
  AND EXISTS (SELECT 1 FROM attendees WHERE event_no = new.event_no AND ticket = new.ticket AND user_no != new.user_no)
BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: attendees.event_no, attendees.ticket');
END;
