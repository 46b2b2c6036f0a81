/**
 * The analytics event an event page sends for each view, with `{eventId}` (docs/product.md §4
 * "Analytics"): the organizer dashboard counts them (migrations/0008_event_page_views.sql indexes them).
 * Only visitors who accepted tracking are counted.
 */
export const EVENT_PAGE_VIEW = "Front - View event";
