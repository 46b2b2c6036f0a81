-- An organizer's message to a group of an event's people, sent later by the Cron Trigger (docs/product.md §7
-- POST /events/contact/{id} with `sendAt`), and cancellable until it leaves. `state` says where it is;
-- `sent_count` how many emails it made.
CREATE TABLE scheduled_messages (
  id TEXT PRIMARY KEY,
  event_id TEXT NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  segment TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  send_at TEXT NOT NULL,
  created_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  state TEXT NOT NULL DEFAULT 'scheduled' CHECK (state IN ('scheduled', 'sent', 'cancelled')),
  sent_count INTEGER
);

-- What the Cron Trigger sends next, and an event's messages for its organizers.
CREATE INDEX scheduled_messages_due ON scheduled_messages (send_at) WHERE state = 'scheduled';
CREATE INDEX scheduled_messages_by_event ON scheduled_messages (event_id, send_at);
