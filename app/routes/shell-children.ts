/** The sub-pages each shell section lists in its sub-navigation (paths as in routes.ts). */
export const CHILD_PAGES: Record<string, { path: string; name: string }[]> = {
  "organize.create": [
    { path: "event", name: "event" },
    { path: "settings", name: "settings" },
    { path: "style", name: "style" },
    { path: "emails", name: "emails" },
  ],
  "organize.event": [
    { path: "dashboard", name: "dashboard" },
    { path: "edit", name: "edit" },
    { path: "attendees", name: "attendees" },
    { path: "feedbacks", name: "feedbacks" },
  ],
  "organize.mine": [
    { path: "active", name: "active" },
    { path: "past", name: "past" },
    { path: "cancelled", name: "cancelled" },
  ],
};
