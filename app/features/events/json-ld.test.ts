import { expect, test } from "vitest";
import { STRUCTURED_DESCRIPTION_MAX } from "~/lib/seo";
import { eventJson } from "../../../tests/factories/event-json";
import { eventJsonLd, offerAvailability, organizerName, organizerType, streetOf } from "./json-ld";

const event = eventJson({
  _id: "abc",
  slug: "fresque",
  title: { fr: "Fresque du climat", en: "Climate fresk" },
  descriptionText: { fr: "Un atelier ".repeat(60) },
  cover: { fr: { url: "/covers/climat.png" } },
  address: {
    fr: { name: "La Serre", formattedAddress: "3 rue Neuve, 69001 Lyon, France", city: "Lyon", zipCode: "69001", countryCode: "FR", lat: 45.76, lng: 4.83 },
  },
  date: "2026-03-01T09:00:00.000Z",
  startDate: "2026-03-01T09:00:00.000Z",
  endDate: "2026-03-01T11:00:00.000Z",
  maxAttendees: 20,
  attendeesCount: 5,
  user: [
    { _id: "u1", displayname: "Asso Verte", firstName: null, lastName: null },
    { _id: "u2", displayname: null, firstName: "Léa", lastName: "Martin" },
  ],
});
const url = "https://rdv.test/events/e/fresque";
const options = { lang: "fr" as const, url, siteUrl: "https://rdv.test" };

test("an in-person event: Place with a postal address, absolute image, organizers, description cut at 250", () => {
  const ld = eventJsonLd(event, options);
  expect(ld).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Event",
    name: "Fresque du climat",
    url,
    startDate: "2026-03-01T09:00:00.000Z",
    endDate: "2026-03-01T11:00:00.000Z",
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: "La Serre",
      address: {
        "@type": "PostalAddress",
        streetAddress: "3 rue Neuve",
        addressLocality: "Lyon",
        postalCode: "69001",
        addressCountry: "FR",
      },
      geo: { "@type": "GeoCoordinates", latitude: 45.76, longitude: 4.83 },
    },
    image: ["https://rdv.test/covers/climat.png"],
    organizer: [
      { "@type": "Organization", name: "Asso Verte" },
      { "@type": "Person", name: "Léa" },
    ],
    offers: { "@type": "Offer", url, availability: "https://schema.org/InStock", price: 0, priceCurrency: "EUR" },
  });
  expect(ld.description?.length).toBeLessThanOrEqual(STRUCTURED_DESCRIPTION_MAX);
  expect(ld.description?.endsWith("…")).toBe(true);
});

test("an online, cancelled event: VirtualLocation and EventCancelled; English text when there is one", () => {
  const ld = eventJsonLd({ ...event, visio: true, status: "cancelled", endDate: null, cover: { fr: { url: "/x.webp" } } }, { ...options, lang: "en" });
  expect(ld.name).toBe("Climate fresk");
  expect(ld.eventStatus).toBe("https://schema.org/EventCancelled");
  expect(ld.eventAttendanceMode).toBe("https://schema.org/OnlineEventAttendanceMode");
  expect(ld.location).toEqual({ "@type": "VirtualLocation", url });
  expect(ld).not.toHaveProperty("endDate");
  expect(ld.image).toEqual(["https://rdv.test/images/placeholder.png"]);
  // Cancelled: eventStatus alone, no offer that would read 'sold out'.
  expect(ld).not.toHaveProperty("offers");
});

test("an organizer who shows another name than their own is an Organization; the street is the address's first part", () => {
  const person = (displayname: string | null, firstName: string | null) => ({ _id: "u", displayname, firstName, lastName: "Martin" });
  expect(organizerType(person("Climat en Action", "Juliette"))).toBe("Organization");
  expect(organizerType(person("Juliette M.", "Juliette"))).toBe("Person");
  expect(organizerType(person(null, "Juliette"))).toBe("Person");
  expect(streetOf({ formattedAddress: "Lyon, France", city: "Lyon" })).toBeUndefined();
  expect(streetOf({ formattedAddress: "69001 Lyon, France", zipCode: "69001" })).toBeUndefined();
  expect(streetOf({ formattedAddress: "Paris" })).toBeUndefined();
  expect(streetOf({ formattedAddress: "12 place Bellecour, Lyon" })).toBe("12 place Bellecour");
});

test("availability follows the places left; external registration has no price", () => {
  expect(offerAvailability({ maxAttendees: 20, attendeesCount: 20, registerExternal: false })).toBe("SoldOut");
  expect(offerAvailability({ maxAttendees: 20, attendeesCount: 11, registerExternal: false })).toBe("LimitedAvailability");
  expect(offerAvailability({ maxAttendees: 20, attendeesCount: 10, registerExternal: false })).toBe("InStock");
  expect(offerAvailability({ maxAttendees: 0, attendeesCount: 300, registerExternal: false })).toBe("InStock");
  expect(offerAvailability({ maxAttendees: 20, attendeesCount: 20, registerExternal: true })).toBe("InStock");
  expect(eventJsonLd({ ...event, registerExternal: true }, options).offers).not.toHaveProperty("price");
  expect(organizerName({ _id: "u", displayname: null, firstName: null, lastName: "Martin" })).toBe("");
});

test("accessibility: the place's features are its amenityFeature, sign language and the note the event's own terms", () => {
  const ld = eventJsonLd(
    { ...event, accessibility: ["stepFree", "inductionLoop", "signLanguage"], accessibilityNote: "Entrée par la cour, ascenseur." },
    options,
  );
  expect(ld.location).toMatchObject({
    amenityFeature: [
      { "@type": "LocationFeatureSpecification", name: "Step-free access (wheelchair accessible)", value: true },
      { "@type": "LocationFeatureSpecification", name: "Induction loop", value: true },
    ],
  });
  expect(ld).toMatchObject({ accessibilityFeature: ["signLanguage"], accessibilitySummary: "Entrée par la cour, ascenseur." });
  const plain = eventJsonLd(event, options);
  expect(["accessibilityFeature", "accessibilitySummary"].filter((key) => key in plain)).toEqual([]);
  expect("amenityFeature" in plain.location).toBe(false);
});
