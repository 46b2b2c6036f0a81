import { expect, test } from "vitest";
import type { EventJson } from "~/features/events/event-json";
import { filterMine } from "./mine-filter";

const events: Pick<EventJson, "title" | "address">[] = [
  { title: { fr: "Fresque du Climat", en: "Climate Fresco" }, address: { fr: { city: "Lyon", formattedAddress: "1 rue de la Paix, Lyon" } } },
  { title: { fr: "Apéro vélo" }, address: { fr: { city: "Saint-Étienne" } } },
  { title: { es: "Taller de compost" }, address: {} },
];

test("the organizer's events are found by any language's title or their place, accents and case aside", () => {
  expect(filterMine(events, "climate")).toEqual([events[0]]);
  expect(filterMine(events, "APERO")).toEqual([events[1]]);
  expect(filterMine(events, "etienne")).toEqual([events[1]]);
  expect(filterMine(events, "paix")).toEqual([events[0]]);
  expect(filterMine(events, " compost ")).toEqual([events[2]]);
  expect(filterMine(events, "")).toEqual(events);
  expect(filterMine(events, "nulle part")).toEqual([]);
});
