/** One line of the attendee export: an attendee or someone on the waitlist. */
export type AttendeeCsvRow = {
  name: string;
  email: string;
  lang: string;
  registeredAt: string;
  checkedInAt: string | null;
  ticket: string | null;
  status: "attendee" | "waitlist";
};

/** The header line, in the order of the columns (docs/product.md §7, GET /events/{id}/attendees.csv). */
export const ATTENDEES_CSV_COLUMNS = ["name", "email", "language", "registered at", "checked in at", "ticket", "status"] as const;

/** Byte order mark: spreadsheet programs read the file as UTF-8 only with it (accents in names). */
const BOM = "\uFEFF";

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, and tab or carriage return, which some programs
 * strip first) gets a leading apostrophe: names and emails are typed by strangers (OWASP "CSV injection").
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One field by RFC 4180: quoted when it holds a comma, a quote or a line break, quotes doubled. */
export function csvField(value: string): string {
  const safe = neutraliseFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The whole export: BOM, header, one CRLF-terminated line per person (RFC 4180). */
export function attendeesCsv(rows: readonly AttendeeCsvRow[]): string {
  const lines = [
    ATTENDEES_CSV_COLUMNS.join(","),
    ...rows.map((row) => [row.name, row.email, row.lang, row.registeredAt, row.checkedInAt ?? "", row.ticket ?? "", row.status].map(csvField).join(",")),
  ];
  return `${BOM}${lines.map((line) => `${line}\r\n`).join("")}`;
}
