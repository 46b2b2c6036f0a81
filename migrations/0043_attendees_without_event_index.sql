-- The database must fit D1 (docs/performance.md "Database size"): attendees_by_event (event_no, created_at) was
-- 0.45 GB at a million events, a fifth of the attendees' bytes, for reads that need no index of their own. Every
-- read of one event's attendees goes through the primary key (event_no, user_no): the organizer's list reads all of
-- them anyway and sorts those rows by registration time; a count of them reads attendees_by_ticket (event_no,
-- ticket), the smallest index that starts with the event.
DROP INDEX attendees_by_event;
