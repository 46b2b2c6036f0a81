-- The gazetteer also holds the countries and regions of its places (docs/architecture.md §3), so the
-- location picker finds "Espagne" or "Occitanie"; a country is then a filter by country code.
ALTER TABLE places ADD COLUMN kind TEXT NOT NULL DEFAULT 'locality' CHECK (kind IN ('locality', 'region', 'country'));
