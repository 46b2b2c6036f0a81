import { expect, test } from "vitest";
import { eventJson } from "../../../tests/factories/event-json";
import { escapeIcsText, foldIcsLine, icsCalendar, icsDateTime, toIcsEvent, type IcsEvent } from "./ics";

const octets = (line: string) => new TextEncoder().encode(line).length;

const entry: IcsEvent = {
  uid: "e1@rdv.test",
  start: "2026-03-01T09:00:00.000Z",
  end: "2026-03-01T11:30:00.000Z",
  summary: "Fresque du climat, édition; spéciale",
  text: "Ligne 1\nLigne 2 \\ fin",
  location: "Maison des associations, 1 rue de la Paix, Lyon",
  url: "https://rdv.test/events/e/fresque",
  cancelled: false,
};

test("dates are UTC in basic format", () => {
  expect(icsDateTime("2026-03-01T09:00:00.000Z")).toBe("20260301T090000Z");
  expect(icsDateTime("2026-03-01T10:00:00+01:00")).toBe("20260301T090000Z");
});

test("text escapes backslashes, semicolons, commas and newlines", () => {
  expect(escapeIcsText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
});

test("lines fold at 75 octets without splitting a UTF-8 character", () => {
  expect(foldIcsLine("SUMMARY:court")).toBe("SUMMARY:court");
  const long = `DESCRIPTION:${"é".repeat(100)}`;
  const folded = foldIcsLine(long);
  const lines = folded.split("\r\n");
  expect(lines.length).toBeGreaterThan(2);
  for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
  for (const line of lines.slice(1)) expect(line.startsWith(" ")).toBe(true);
  expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join("")).toBe(long);
  expect(octets(lines[0] ?? "")).toBe(74); // 12 ASCII octets + 31 two-octet characters; a 32nd would reach 76.
});

test("a calendar has CRLF endings, the required properties and one VEVENT per event", () => {
  const ics = icsCalendar([entry, { ...entry, uid: "e2@rdv.test", end: null, location: null, cancelled: true }], {
    name: "Rendez-vous",
    stamp: "2026-02-01T12:00:00.000Z",
  });
  expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  const lines = ics.split("\r\n");
  expect(lines.slice(0, 3)).toEqual(["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Rendez-vous//Events//FR"]);
  expect(lines).toContain("UID:e1@rdv.test");
  expect(lines).toContain("DTSTAMP:20260201T120000Z");
  expect(lines).toContain("DTSTART:20260301T090000Z");
  expect(lines).toContain("DTEND:20260301T113000Z");
  expect(lines).toContain("SUMMARY:Fresque du climat\\, édition\\; spéciale");
  expect(lines).toContain("DESCRIPTION:Ligne 1\\nLigne 2 \\\\ fin\\n\\nhttps://rdv.test/events/e/fresque");
  expect(lines).toContain("URL:https://rdv.test/events/e/fresque");
  expect(lines).toContain("STATUS:CONFIRMED");
  expect(lines).toContain("STATUS:CANCELLED");
  expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(2);
  expect(lines.filter((line) => line.startsWith("DTEND:"))).toHaveLength(1);
  expect(lines.filter((line) => line.startsWith("LOCATION:"))).toHaveLength(1);
});

test("an event becomes an entry in the visitor's language, online events located online", () => {
  const event = eventJson({
    _id: "abc",
    slug: "fresque",
    title: { fr: "Fresque", en: "Climate fresk" },
    descriptionText: { fr: "Un atelier" },
    address: { fr: { name: "La Serre", formattedAddress: "3 rue Neuve, 69001 Lyon, France", city: "Lyon" } },
    date: entry.start,
    startDate: entry.start,
    endDate: null,
    status: "cancelled",
  });

  const url = "https://rdv.test/en/events/e/fresque";
  expect(toIcsEvent(event, { lang: "en", url, onlineLabel: "Online" })).toEqual({
    uid: "abc@rdv.test",
    start: entry.start,
    end: null,
    summary: "Climate fresk",
    text: "Un atelier",
    location: "La Serre, 3 rue Neuve, 69001 Lyon, France",
    url,
    cancelled: true,
  });
  expect(toIcsEvent({ ...event, visio: true }, { lang: "fr", url, onlineLabel: "En ligne" }).location).toBe("En ligne");
});
