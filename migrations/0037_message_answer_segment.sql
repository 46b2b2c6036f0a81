-- Messages to the attendees who gave one answer to a registration question (docs/product.md §7, POST
-- /events/contact/{id}, segment `answer`): a message kept for later keeps which answer, as JSON
-- `{"question": id, "choice": id | "yes" | "no"}`, NULL for every other segment.
ALTER TABLE scheduled_messages ADD COLUMN answer TEXT;
