-- Tickets and reminders of attendees (docs/product.md §7 "Organizer tools").
--
-- A ticket is the attendee's check-in code, what their QR code encodes: 8 characters of an alphabet without
-- 0/O and 1/I (32 signs, 40 bits), unique per event. It is stored, not derived from a key: a local site
-- without JWT_SECRET signs with a random key of its isolate (docs/architecture.md §5), so a derived code would
-- change under an emailed QR code; a stored one is looked up by index when a scan comes in, and it dies with
-- the registration (an attendee who leaves and comes back gets a new one).
ALTER TABLE attendees ADD COLUMN ticket TEXT;
-- The day-before reminder was written to the outbox (never twice for one attendee of one event).
ALTER TABLE attendees ADD COLUMN reminded_at TEXT;

UPDATE attendees SET ticket =
  substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) || substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) ||
  substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) || substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) ||
  substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) || substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) ||
  substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) || substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1);

-- A scan finds its attendee by (event, ticket); the index also keeps codes unique within an event.
CREATE UNIQUE INDEX attendees_by_ticket ON attendees (event_id, ticket);
-- The attendee list of an event in registration order (then user id, for ties), without a sort.
CREATE INDEX attendees_by_event ON attendees (event_id, created_at, user_id);
-- The reminder job seeks the active events, public or private, starting within the next day: no listing
-- index holds private events (events_public is partial), so it gets one of its own.
CREATE INDEX events_active_by_start ON events (start_date) WHERE status = 'active';

-- Every way into attendees (attending, a guest's link, a promotion from the waitlist, the seed) gets a ticket
-- here, in the statement that inserts the row. Of three drawn codes the first one free in the event is kept;
-- should all three be taken (odds about 1 in 10^24 at 10,000 attendees), the unique index refuses the insert.
CREATE TRIGGER attendees_ticket AFTER INSERT ON attendees WHEN new.ticket IS NULL BEGIN
  UPDATE attendees SET ticket = (
    SELECT code FROM (
      SELECT substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) || substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) ||
        substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) || substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) ||
        substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) || substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) ||
        substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) || substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) AS code
      UNION ALL
      SELECT substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) || substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) ||
        substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) || substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) ||
        substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) || substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) ||
        substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) || substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1)
      UNION ALL
      SELECT substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) || substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) ||
        substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) || substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) ||
        substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) || substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) ||
        substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1) || substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (random() & 31) + 1, 1)
    ) WHERE NOT EXISTS (SELECT 1 FROM attendees x WHERE x.event_id = new.event_id AND x.ticket = code)
    LIMIT 1
  )
  WHERE event_id = new.event_id AND user_id = new.user_id;
END;
