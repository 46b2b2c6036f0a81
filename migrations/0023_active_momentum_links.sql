-- The listing and GET /events show active events unless asked for the cancelled ones (docs/product.md §7). A
-- momentum's link rows (migrations/0019) now say whether their event is listed as active: public, not a draft and
-- not cancelled, so the default listing of a momentum still reads its links alone. A listing of a momentum's
-- cancelled events, rare, reads the events behind its links.
UPDATE event_momentums SET listed = (SELECT e.private = 0 AND e.status = 'active' FROM events e WHERE e.id = event_momentums.event_id);

DROP TRIGGER event_momentums_start_date;
CREATE TRIGGER event_momentums_start_date AFTER INSERT ON event_momentums BEGIN
  UPDATE event_momentums SET (start_date, end_date, listed) = (
    SELECT e.start_date, e.end_date, e.private = 0 AND e.status = 'active' FROM events e WHERE e.id = new.event_id)
  WHERE momentum_id = new.momentum_id AND event_id = new.event_id;
END;

DROP TRIGGER events_listed_momentums;
CREATE TRIGGER events_listed_momentums AFTER UPDATE OF private, status ON events
WHEN (new.private = 0 AND new.status = 'active') IS NOT (old.private = 0 AND old.status = 'active') BEGIN
  UPDATE event_momentums SET listed = (new.private = 0 AND new.status = 'active') WHERE event_id = new.id;
END;
