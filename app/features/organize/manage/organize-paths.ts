/** The organizer pages' own paths (French; LocalizedLink adds the language), docs/product.md §2. */
export const ORGANIZE_EVENT_TABS = ["dashboard", "edit", "attendees", "checkin", "feedbacks"] as const;
export type OrganizeEventTab = (typeof ORGANIZE_EVENT_TABS)[number];

export const MINE_TABS = ["active", "past", "cancelled"] as const;
export type MineTab = (typeof MINE_TABS)[number];

const LANG_PREFIX = /^\/(?:en|es)(?=\/|$)/;

/** Where /organize/event/{slug} (without a tab) and /organize/mine go: their first tab; null otherwise. */
export function organizeHomeRedirect(pathname: string): string | null {
  const prefix = LANG_PREFIX.exec(pathname)?.[0] ?? "";
  const path = pathname.slice(prefix.length).replace(/\/$/, "");
  if (path === "/organize/mine") return `${prefix}/organize/mine/active`;
  const event = /^\/organize\/event\/([^/]+)$/.exec(path);
  return event ? `${prefix}/organize/event/${event[1]}/dashboard` : null;
}

/** The tab of /organize/mine/{tab}. */
export function mineTabOf(pathname: string): MineTab {
  const last = pathname.replace(/\/$/, "").split("/").at(-1);
  return MINE_TABS.find((tab) => tab === last) ?? "active";
}
