import { expect, test } from "vitest";
import { filtersFromSearch, listingHref } from "./listing-href";
import { listingQuery } from "./listing-query";

const now = new Date("2026-11-22T10:00:00.000Z");

test("listing URL parameters map to the GET /events query", () => {
  const url = new URL("http://x/events?search=fresque&lat=45.76&lng=4.83&formattedAddress=Lyon&visio=false&page=2&topic=climat");
  const { query, page, dropped } = listingQuery(url, {}, "fr", now);
  expect(page).toBe(2);
  expect(dropped).toEqual([]);
  expect(query).toMatchObject({
    search: "fresque",
    loc: { lng: 4.83, lat: 45.76 },
    visio: false,
    topic: "climat",
    page: 2,
    limit: 24,
    status: "active",
    from: now.toISOString(),
  });
});

test("route parameters win over the query string", () => {
  const { query } = listingQuery(new URL("http://x/events/topic/climat?topic=sante"), { topic: "climat", city: "lyon" }, "fr", now);
  expect(query.topic).toBe("climat");
  expect(query.city).toBe("lyon");
});

test("values the API would refuse are dropped instead of failing the page", () => {
  const url = new URL("http://x/events?visio=maybe&from=hier&lat=abc&lng=2&page=-4&type=atelier");
  const { query, filters, page, dropped } = listingQuery(url, {}, "fr", now);
  expect(dropped.sort()).toEqual(["from", "lat", "visio"]);
  expect(filters).toEqual({ type: "atelier" });
  expect(page).toBe(0);
  expect(query.type).toBe("atelier");
});

test("filters round-trip through the URL, empty values and page 0 left out", () => {
  const filters = filtersFromSearch(new URLSearchParams("search=&topic=climat&results=false&unknown=1"));
  expect(filters).toEqual({ topic: "climat" });
  expect(listingHref("/en/events", filters, 0)).toBe("/en/events?topic=climat");
  expect(listingHref("/events", { search: "zéro déchet" }, 3, true)).toBe("/events?search=z%C3%A9ro+d%C3%A9chet&page=3&results=false");
});

test("a page number past the last the API takes is read as the first page, the filters kept", () => {
  const { query, page, dropped } = listingQuery(new URL("http://x/events?page=20000&topic=climat"), {}, "fr", now);
  expect(page).toBe(0);
  expect(dropped).toEqual([]);
  expect(query.topic).toBe("climat");
});

test("a country the API refuses is dropped with the name of its place", () => {
  const url = new URL("http://x/events?countryCode=France&formattedAddress=France&visio=true");
  const { filters, dropped } = listingQuery(url, {}, "fr", now);
  expect(dropped).toEqual(["countryCode"]);
  expect(filters).toEqual({ visio: "true" });
});
