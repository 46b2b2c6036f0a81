-- A member's widget may carry its own main colour (docs/product.md §2 "/organize/widgets"): '#rrggbb' replacing
-- the theme's for links and buttons, checked for contrast when written; NULL keeps the theme's.
ALTER TABLE iframes ADD COLUMN primary_color TEXT;
