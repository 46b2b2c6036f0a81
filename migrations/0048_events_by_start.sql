-- Every event by its start, whatever its status (the archive job's reading of events past the 410 rule, docs/
-- decisions/037-archive-of-past-events.md), where only active events were indexed by start (0007): the reminders'
-- read of active events by start range uses it as it used the partial one, checking the status on each.
DROP INDEX events_active_by_start;
CREATE INDEX events_by_start ON events (start_date);
