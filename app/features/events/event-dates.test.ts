import { createIntl } from "@formatjs/intl";
import { expect, test } from "vitest";
import { daysFromNow, durationParts, formatDuration, isSameDay, relativeDay } from "./event-dates";

const now = new Date("2026-03-10T10:00:00.000Z");

test("relative days are counted in calendar days of the event's time zone", () => {
  expect(relativeDay(new Date("2026-03-10T22:30:00.000Z"), now, "UTC")).toBe("today");
  expect(relativeDay(new Date("2026-03-10T23:30:00.000Z"), now, "Europe/Paris")).toBe("tomorrow");
  expect(relativeDay(new Date("2026-03-09T08:00:00.000Z"), now, "Europe/Paris")).toBe("yesterday");
  expect(relativeDay(new Date("2026-03-08T08:00:00.000Z"), now, "Europe/Paris")).toBe("dayBeforeYesterday");
  expect(relativeDay(new Date("2026-03-12T08:00:00.000Z"), now, "Europe/Paris")).toBeNull();
  expect(relativeDay(new Date("2026-03-07T08:00:00.000Z"), now, "Europe/Paris")).toBeNull();
  // 02:00 UTC on the 11th is still the evening of the 10th in Montreal.
  expect(relativeDay(new Date("2026-03-11T02:00:00.000Z"), now, "America/Montreal")).toBe("today");
});

test("day differences cross months and years", () => {
  expect(daysFromNow(new Date("2027-01-01T12:00:00.000Z"), new Date("2026-12-31T12:00:00.000Z"), "UTC")).toBe(1);
  expect(isSameDay(new Date("2026-03-10T01:00:00.000Z"), new Date("2026-03-10T23:00:00.000Z"), "UTC")).toBe(true);
  expect(isSameDay(new Date("2026-03-10T01:00:00.000Z"), new Date("2026-03-10T23:00:00.000Z"), "Europe/Paris")).toBe(false);
});

test("durations split into days, hours and minutes", () => {
  expect(durationParts("2026-03-10T10:00:00.000Z", "2026-03-10T12:30:00.000Z")).toEqual({ days: 0, hours: 2, minutes: 30 });
  expect(durationParts("2026-03-10T09:00:00.000Z", "2026-03-12T18:00:00.000Z")).toEqual({ days: 2, hours: 9, minutes: 0 });
  expect(durationParts("2026-03-10T10:00:00.000Z", null)).toBeNull();
  expect(durationParts("2026-03-10T10:00:00.000Z", "2026-03-10T10:00:00.000Z")).toBeNull();
  expect(durationParts("2026-03-10T10:00:00.000Z", "2026-03-10T09:00:00.000Z")).toBeNull();
});

test("durations read naturally in each language", () => {
  const fr = createIntl({ locale: "fr-FR" });
  const en = createIntl({ locale: "en-GB" });
  const es = createIntl({ locale: "es-ES" });
  // ICU separates number and unit with a narrow no-break space; compare with plain spaces.
  const format = (parts: Parameters<typeof formatDuration>[0], intl: typeof fr) => formatDuration(parts, intl).replace(/\s/g, " ");
  expect(format({ days: 0, hours: 2, minutes: 30 }, fr)).toBe("2 h 30 min");
  expect(format({ days: 1, hours: 3, minutes: 0 }, fr)).toBe("1 jour 3 h");
  expect(format({ days: 2, hours: 0, minutes: 0 }, fr)).toBe("2 jours");
  expect(format({ days: 0, hours: 0, minutes: 45 }, en)).toBe("45 mins");
  expect(format({ days: 3, hours: 1, minutes: 0 }, en)).toBe("3 days 1 hr");
  expect(format({ days: 1, hours: 0, minutes: 0 }, es)).toBe("1 día");
});
