-- A member's events are read by member number (the agenda, the calendar feed, account deletion), then sorted by
-- the events' dates: no read orders a member's registrations by their time, so the index holds the member alone
-- (its entries end with the event's number, the primary key's other column). Six bytes an attendee less, 0.15 GB at
-- a million events (docs/performance.md "Database size").
DROP INDEX attendees_by_user;
CREATE INDEX attendees_by_user ON attendees (user_no);
