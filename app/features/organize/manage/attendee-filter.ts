import type { Attendee } from "./organize-answers.schema";

export const ATTENDEE_SORTS = ["registered", "name", "checkin"] as const;
export type AttendeeSort = (typeof ATTENDEE_SORTS)[number];

/** Lower case without accents, so "eloise" finds "Éloïse". */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Attendees whose name, email or ticket contains `search`, in the chosen order (ties by registration). */
export function filterAttendees<T extends Pick<Attendee, "name" | "email" | "registeredAt"> & Partial<Pick<Attendee, "ticket" | "checkedInAt">>>(
  attendees: readonly T[],
  search: string,
  sort: AttendeeSort,
  locale: string,
): T[] {
  const needle = foldText(search.trim());
  const found = needle
    ? attendees.filter((attendee) => [attendee.name, attendee.email, attendee.ticket ?? ""].some((field) => foldText(field).includes(needle)))
    : [...attendees];
  const byRegistration = (a: T, b: T) => a.registeredAt.localeCompare(b.registeredAt);
  const collator = new Intl.Collator(locale, { sensitivity: "base" });
  const compare: Record<AttendeeSort, (a: T, b: T) => number> = {
    registered: byRegistration,
    name: (a, b) => collator.compare(a.name, b.name) || byRegistration(a, b),
    // Arrived first, most recent arrival first; then those not arrived, by name.
    checkin: (a, b) =>
      (b.checkedInAt ?? "").localeCompare(a.checkedInAt ?? "") || (a.checkedInAt ? 0 : collator.compare(a.name, b.name)) || byRegistration(a, b),
  };
  return found.sort(compare[sort]);
}

/** A selection of rows with `id` added (`on`) or removed. */
export function toggleSelection(selection: ReadonlySet<string>, id: string, on: boolean): ReadonlySet<string> {
  const next = new Set(selection);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}
