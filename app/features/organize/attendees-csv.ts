import type { Lang } from "~/i18n/locale";
import { zonedSpreadsheetTime, zoneName } from "~/lib/zone-name";

/** One line of the attendee export: an attendee or someone on the waitlist. */
export type AttendeeCsvRow = {
  name: string;
  email: string;
  lang: string;
  registeredAt: string;
  checkedInAt: string | null;
  ticket: string | null;
  status: "attendee" | "waitlist" | "pending" | "declined";
  /** The answers to the registration questions, as text, in the columns' order. */
  answers: readonly string[];
};

/** The export's words in the organizer's language; the times' columns name the event's time zone. */
const CSV_TEXTS: Record<Lang, { columns: (zone: string) => string[]; status: Record<AttendeeCsvRow["status"], string> }> = {
  fr: {
    columns: (zone) => ["Nom", "Email", "Langue", `Inscription (${zone})`, `Arrivée (${zone})`, "Billet", "Statut"],
    status: { attendee: "Participant", waitlist: "Liste d'attente", pending: "En attente de validation", declined: "Refusé" },
  },
  en: {
    columns: (zone) => ["Name", "Email", "Language", `Registered (${zone})`, `Checked in (${zone})`, "Ticket", "Status"],
    status: { attendee: "Attendee", waitlist: "Waitlist", pending: "Awaiting approval", declined: "Declined" },
  },
  es: {
    columns: (zone) => ["Nombre", "Email", "Idioma", `Inscripción (${zone})`, `Llegada (${zone})`, "Entrada", "Estado"],
    status: { attendee: "Participante", waitlist: "Lista de espera", pending: "Pendiente de aprobación", declined: "Rechazado" },
  },
};

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

/**
 * The whole export (docs/product.md §7, GET /events/{id}/attendees.csv): BOM, header, one CRLF-terminated line
 * per person (RFC 4180), in the organizer's language `lang`, times in the event's time zone as a spreadsheet
 * reads them, the zone named in their headers; each person's language by its name in `lang`; then a column
 * per registration question (`questions`: their labels).
 */
export function attendeesCsv(
  rows: readonly AttendeeCsvRow[],
  { lang, timeZone, questions = [] }: { lang: Lang; timeZone: string; questions?: readonly string[] },
): string {
  const texts = CSV_TEXTS[lang];
  const languageName = new Intl.DisplayNames([lang], { type: "language" });
  const time = (iso: string | null) => (iso ? zonedSpreadsheetTime(iso, timeZone) : "");
  const lines = [
    [...texts.columns(zoneName(timeZone, lang)), ...questions].map(csvField).join(","),
    ...rows.map((row) =>
      [
        row.name,
        row.email,
        languageName.of(row.lang) ?? row.lang,
        time(row.registeredAt),
        time(row.checkedInAt),
        row.ticket ?? "",
        texts.status[row.status],
        ...questions.map((_, index) => row.answers[index] ?? ""),
      ]
        .map(csvField)
        .join(","),
    ),
  ];
  return `${BOM}${lines.map((line) => `${line}\r\n`).join("")}`;
}
