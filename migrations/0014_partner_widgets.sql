-- Partner widgets (docs/product.md §2 "/iframe/{id}", docs/architecture.md §4 "Partner widgets"): what a saved
-- widget shows and who may frame it. `slug` names the widgets with their own URL (/iframe/techforgoodtour);
-- `kind` 'partners' lists the organisations of `partners` instead of events.
ALTER TABLE iframes ADD COLUMN slug TEXT;
ALTER TABLE iframes ADD COLUMN kind TEXT NOT NULL DEFAULT 'events' CHECK (kind IN ('events', 'partners'));
ALTER TABLE iframes ADD COLUMN lang TEXT NOT NULL DEFAULT 'fr' CHECK (lang IN ('fr', 'en', 'es'));
ALTER TABLE iframes ADD COLUMN list_type TEXT NOT NULL DEFAULT 'grid' CHECK (list_type IN ('grid', 'line', 'agenda'));
ALTER TABLE iframes ADD COLUMN page_size INTEGER NOT NULL DEFAULT 6 CHECK (page_size BETWEEN 1 AND 24);
ALTER TABLE iframes ADD COLUMN show_past INTEGER NOT NULL DEFAULT 0 CHECK (show_past IN (0, 1));
ALTER TABLE iframes ADD COLUMN description TEXT NOT NULL DEFAULT '';
-- JSON list of origins ("https://partner.example") that may frame the widget; empty: any site.
ALTER TABLE iframes ADD COLUMN allowed_origins TEXT NOT NULL DEFAULT '[]';
-- JSON list of {name, url, text} for 'partners' widgets.
ALTER TABLE iframes ADD COLUMN partners TEXT NOT NULL DEFAULT '[]';
CREATE UNIQUE INDEX iframes_by_slug ON iframes (slug) WHERE slug IS NOT NULL;
