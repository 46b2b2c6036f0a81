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
  answers: [],
} as const;

test("the export starts with a BOM and the header in the organizer's language, times in the event's zone, every line ends with CRLF", () => {
  const csv = attendeesCsv([row, { ...row, name: "Zoé", lang: "es", ticket: null, status: "waitlist" }], { lang: "fr", timeZone: "Europe/Paris" });
  expect(csv.split("\r\n")).toEqual([
    "\uFEFFNom,Email,Langue,Inscription (heure de Paris),Arrivée (heure de Paris),Billet,Statut",
    "Awa Diallo,awa@exemple.fr,français,2026-11-01 11:00,,ABCD2345,Participant",
    "Zoé,awa@exemple.fr,espagnol,2026-11-01 11:00,,,Liste d'attente",
    "",
  ]);
});

test("in English for an event in New York, the zone is named as people say it", () => {
  const csv = attendeesCsv([{ ...row, checkedInAt: "2026-11-02T00:30:00.000Z" }], { lang: "en", timeZone: "America/New_York" });
  expect(csv.split("\r\n").slice(0, 2)).toEqual([
    "\uFEFFName,Email,Language,Registered (New York time),Checked in (New York time),Ticket,Status",
    "Awa Diallo,awa@exemple.fr,French,2026-11-01 05:00,2026-11-01 19:30,ABCD2345,Attendee",
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
  const csv = attendeesCsv([{ ...row, name: "=1+1", email: "x@y.fr" }], { lang: "fr", timeZone: "Europe/Paris" });
  expect(csv).toContain("\r\n'=1+1,x@y.fr,");
});

test("each registration question is a column after the status, its answers as text, an unanswered one empty", () => {
  const csv = attendeesCsv(
    [
      { ...row, answers: ["Végétarien, Sans gluten", "Oui"] },
      { ...row, name: "Zoé", answers: [] },
    ],
    {
      lang: "fr",
      timeZone: "Europe/Paris",
      questions: ["Régime", "Photos ?"],
    },
  );
  const [header, first, second] = csv.replace("\uFEFF", "").split("\r\n");
  expect(header?.endsWith(",Statut,Régime,Photos ?")).toBe(true);
  expect(first?.endsWith(',Participant,"Végétarien, Sans gluten",Oui')).toBe(true);
  expect(second?.endsWith(",Participant,,")).toBe(true);
});
