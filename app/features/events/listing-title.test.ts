import { expect, test } from "vitest";
import { parse } from "@formatjs/icu-messageformat-parser";
import { CATALOGUES } from "~/i18n/catalogues";
import { makeIntl } from "~/i18n/intl";
import { countryNames, listingTitle } from "./listing-title";

test("a country chosen in the place filter names the listing, in the visitor's language; a region lists its countries", () => {
  expect(countryNames("FR", "fr")).toBe("France");
  expect(countryNames("us,ca", "en")).toBe("United States and Canada");
  expect(countryNames("MX,CA", "es")).toBe("México y Canadá");
  const messages = { "listing.countryTitle": parse(CATALOGUES.fr["listing.countryTitle"]), "events.title": parse(CATALOGUES.fr["events.title"]) };
  const intl = makeIntl("fr", messages);
  expect(listingTitle(intl, { country: "Belgique" })).toBe("Événements : Belgique");
  expect(listingTitle(intl, {})).toBe(CATALOGUES.fr["events.title"]);
});
