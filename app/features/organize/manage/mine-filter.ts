import type { EventJson } from "~/features/events/event-json";
import { foldText } from "./attendee-filter";

/** How many of the organizer's events show at first, and how many more each 'Afficher plus' adds. */
export const MINE_PAGE_SIZE = 12;

/** The events whose title (in any language), city or place contains `search`, accents and case aside. */
export function filterMine<T extends Pick<EventJson, "title" | "address">>(events: readonly T[], search: string): T[] {
  const needle = foldText(search.trim());
  if (!needle) return [...events];
  return events.filter((event) => {
    const places = Object.values(event.address).flatMap((place) => [place.city ?? "", place.name ?? "", place.formattedAddress ?? ""]);
    return [...Object.values(event.title), ...places].some((text) => foldText(text).includes(needle));
  });
}
