import { stripLang } from "./locale";

/**
 * Labels only some sections show: a page gets them when its section is listed below, every other message always
 * (docs/architecture.md §7 "Messages per section"). The first four are feature catalogues; the others are the
 * ids of a few prefixes (catalogues.ts). The browser runs this too (the root's shouldRevalidate), so it holds no
 * messages itself.
 */
export type ScopedGroup =
  | "account"
  | "organize"
  | "admin"
  | "game"
  /** Titles of the member's, organizer's and admin's pages. */
  | "shell"
  /** The event page's own parts: attend, waitlist, unattend, feedback, likes, calendar, sharing. */
  | "event"
  /** The listing's filters and states (also in partner widgets). */
  | "listing"
  | "search"
  /** Playlists, recommendations and resources. */
  | "collections"
  /** The pages the API's email links land on. */
  | "apiResult"
  /** A widget's embed page (its code to copy). */
  | "embed";

const ACCOUNT: readonly ScopedGroup[] = ["account", "shell"];

/** The scoped groups of each section, named by the first segment of its paths (after the language). */
const SECTIONS = new Map<string, readonly ScopedGroup[]>([
  ["account", ACCOUNT],
  ["activate", ACCOUNT],
  ["change-email", ACCOUNT],
  ["login", ACCOUNT],
  ["logout", ACCOUNT],
  ["lost-password", ACCOUNT],
  ["reset-password", ACCOUNT],
  // Organizer and admin pages reuse the account's states (loading, signed out) and photo checks; the widget
  // builder shows the listing's filters.
  ["organize", ["organize", "listing", ...ACCOUNT]],
  ["cover", ["organize", ...ACCOUNT]],
  // The admin's event and member lists reuse the organizer's labels too.
  ["admin", ["admin", "organize", ...ACCOUNT]],
  ["game", ["game"]],
  // Listings and event pages share the first segment: /events gets both.
  ["events", ["event", "listing"]],
  ["e", ["event"]],
  ["iframe", ["listing", "embed"]],
  ["search", ["search", "collections"]],
  ["playlist", ["collections"]],
  ["recos", ["collections"]],
  ["resources", ["collections"]],
  ["api-error", ["apiResult"]],
  ["api-success", ["apiResult"]],
]);

const NONE: readonly ScopedGroup[] = [];

/** The scoped groups the page at `pathname` needs (none for the public pages). */
export function messageGroupsFor(pathname: string): readonly ScopedGroup[] {
  return SECTIONS.get(stripLang(pathname).split("/")[1] ?? "") ?? NONE;
}
