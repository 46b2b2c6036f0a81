import { expect, test } from "vitest";
import { canonicalCityPath, cityHeadingName } from "./city-slug";

test("a city that is not a slug is replaced by its slug, keeping the language prefix, topic and query", () => {
  expect(canonicalCityPath(new URL("http://x/events/city/Paris"), "Paris")).toBe("/events/city/paris");
  expect(canonicalCityPath(new URL("http://x/events/city/Saint%20%C3%89tienne"), "Saint Étienne")).toBe("/events/city/saint-etienne");
  expect(canonicalCityPath(new URL("http://x/en/events/city/LYON?type=atelier&page=2"), "LYON")).toBe("/en/events/city/lyon?type=atelier&page=2");
  expect(canonicalCityPath(new URL("http://x/es/events/city/Lyon/topic/climat"), "Lyon")).toBe("/es/events/city/lyon/topic/climat");
});

test("a canonical city, or one with nothing to make a slug of, needs no redirect", () => {
  expect(canonicalCityPath(new URL("http://x/events/city/paris?type=atelier"), "paris")).toBeNull();
  expect(canonicalCityPath(new URL("http://x/events/city/saint-etienne/topic/climat"), "saint-etienne")).toBeNull();
  expect(canonicalCityPath(new URL("http://x/events/city/%E2%80%94"), "—")).toBeNull();
});

test("the heading names the city of the slug: an event's name that makes the slug, else the slug in title case", () => {
  expect(cityHeadingName("saint-etienne", ["Saint-Étienne"])).toBe("Saint-Étienne");
  expect(cityHeadingName("sevilla", ["Seville", "Sevilla"])).toBe("Sevilla");
  expect(cityHeadingName("paris", ["Lyon", null])).toBe("Paris");
  expect(cityHeadingName("saint-etienne", [])).toBe("Saint-Etienne");
});
