import { expect, test } from "vitest";
import { filterAttendees, foldText, toggleSelection } from "./attendee-filter";

const people = [
  { name: "Zoé Martin", email: "zoe@example.org", ticket: "ABCD2345", registeredAt: "2026-11-01T10:00:00Z", checkedInAt: null },
  { name: "Éloïse Durand", email: "eloise@example.org", ticket: "EFGH6789", registeredAt: "2026-11-03T10:00:00Z", checkedInAt: "2026-11-20T18:05:00Z" },
  { name: "adrien Petit", email: "adrien@example.org", ticket: "JKLM2345", registeredAt: "2026-11-02T10:00:00Z", checkedInAt: "2026-11-20T18:01:00Z" },
];

test("search ignores case and accents and looks in the name, the email and the ticket", () => {
  expect(foldText("Éloïse")).toBe("eloise");
  expect(filterAttendees(people, "ELOISE", "registered", "fr").map((p) => p.name)).toEqual(["Éloïse Durand"]);
  expect(filterAttendees(people, " jklm ", "registered", "fr").map((p) => p.name)).toEqual(["adrien Petit"]);
  expect(filterAttendees(people, "example.org", "registered", "fr")).toHaveLength(3);
  expect(filterAttendees(people, "nobody", "registered", "fr")).toEqual([]);
});

test("sorts by registration, by name (case-insensitive) or by arrival, most recent arrival first", () => {
  expect(filterAttendees(people, "", "registered", "fr").map((p) => p.name)).toEqual(["Zoé Martin", "adrien Petit", "Éloïse Durand"]);
  expect(filterAttendees(people, "", "name", "fr").map((p) => p.name)).toEqual(["adrien Petit", "Éloïse Durand", "Zoé Martin"]);
  expect(filterAttendees(people, "", "checkin", "fr").map((p) => p.name)).toEqual(["Éloïse Durand", "adrien Petit", "Zoé Martin"]);
});

test("filtering never reorders or changes the list it was given", () => {
  const copy = structuredClone(people);
  filterAttendees(people, "", "name", "fr");
  expect(people).toEqual(copy);
});

test("selecting and unselecting a row gives a new selection and leaves the old one as it was", () => {
  const before = new Set(["a"]);
  expect([...toggleSelection(before, "b", true)]).toEqual(["a", "b"]);
  expect([...toggleSelection(before, "a", false)]).toEqual([]);
  expect([...before]).toEqual(["a"]);
});
