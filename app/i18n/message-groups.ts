import { stripLang } from "./locale";

/**
 * Catalogues only some sections show: a page gets them when its section is listed below, every other message
 * always (docs/architecture.md §7 "Messages per section"). The browser runs this too (the root's
 * shouldRevalidate), so it holds no messages itself.
 */
export type ScopedGroup = "account" | "organize" | "admin" | "game";

/** The scoped groups of each section, named by the first segment of its paths (after the language). */
const SECTIONS = new Map<string, readonly ScopedGroup[]>([
  ["account", ["account"]],
  ["activate", ["account"]],
  ["change-email", ["account"]],
  ["login", ["account"]],
  ["logout", ["account"]],
  ["lost-password", ["account"]],
  ["reset-password", ["account"]],
  // Organizer and admin pages reuse the account's states (loading, signed out) and photo checks.
  ["organize", ["organize", "account"]],
  ["cover", ["organize", "account"]],
  // The admin's event and member lists reuse the organizer's labels too.
  ["admin", ["admin", "organize", "account"]],
  ["game", ["game"]],
]);

const NONE: readonly ScopedGroup[] = [];

/** The scoped groups the page at `pathname` needs (none for the public pages). */
export function messageGroupsFor(pathname: string): readonly ScopedGroup[] {
  return SECTIONS.get(stripLang(pathname).split("/")[1] ?? "") ?? NONE;
}
