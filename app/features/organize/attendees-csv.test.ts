import { expect, test } from "vitest";
import { attendeesCsv, csvField } from "./attendees-csv";

const row = {
  name: "Awa Diallo",
  email: "awa@exemple.fr",
  lang: "fr",
  registeredAt: "2026-11-01T10:00:00.000Z",
  checkedInAt: null,
  ticket: "ABCD2345",
  status: "attendee",
} as const;

test("the export starts with a BOM and the header, every line ends with CRLF", () => {
  const csv = attendeesCsv([row, { ...row, name: "Zoé", ticket: null, status: "waitlist" }]);
  expect(csv.startsWith("\uFEFFname,email,language,registered at,checked in at,ticket,status\r\n")).toBe(true);
  expect(csv.split("\r\n")).toEqual([
    "\uFEFFname,email,language,registered at,checked in at,ticket,status",
    "Awa Diallo,awa@exemple.fr,fr,2026-11-01T10:00:00.000Z,,ABCD2345,attendee",
    "Zoé,awa@exemple.fr,fr,2026-11-01T10:00:00.000Z,,,waitlist",
    "",
  ]);
});

test("fields with a comma, a quote or a line break are quoted, quotes doubled (RFC 4180)", () => {
  expect(csvField("Diallo, Awa")).toBe('"Diallo, Awa"');
  expect(csvField('Awa "la grande"')).toBe('"Awa ""la grande"""');
  expect(csvField("deux\nlignes")).toBe('"deux\nlignes"');
  expect(csvField("deux\r\nlignes")).toBe('"deux\r\nlignes"');
  expect(csvField("simple")).toBe("simple");
});

test("a cell a spreadsheet would run as a formula is neutralised with an apostrophe", () => {
  expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
  expect(csvField("+33 6 12")).toBe("'+33 6 12");
  expect(csvField("-2+3")).toBe("'-2+3");
  expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
  expect(csvField("\t=1")).toBe("'\t=1");
  expect(csvField("a=1")).toBe("a=1");
  const csv = attendeesCsv([{ ...row, name: "=1+1", email: "x@y.fr" }]);
  expect(csv).toContain("\r\n'=1+1,x@y.fr,");
});
