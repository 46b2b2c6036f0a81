-- Comment moderation (docs/product.md §2 "/admin"): an admin hides what a visitor wrote where others read it, and
-- restores it. A hidden feedback keeps its rating (the count and the average still hold it) but its organizers no
-- longer read its text; a hidden winner's name leaves the word game's board. The admin's queue reads both tables
-- newest first by rowid, so no index is added.
ALTER TABLE feedbacks ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0;
ALTER TABLE game_scores ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0;
