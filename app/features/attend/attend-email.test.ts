import { expect, test } from "vitest";
import { eventJson } from "../../../tests/factories/event-json";
import { attendMail, organizerMail, ticketImageUrl } from "./attend-email";

const event = eventJson({
  _id: "0123456789abcdef01234567",
  slug: "fresque-lyon",
  title: { fr: "Fresque du climat", es: "Fresco del clima" },
  description: { fr: "<p>Trois heures pour comprendre.</p>" },
  descriptionText: { fr: "Trois heures pour comprendre." },
  address: { fr: { name: "Maison des associations", formattedAddress: "1 rue de la Paix, Lyon" } },
  date: "2026-11-22T18:00:00.000Z",
  startDate: "2026-11-22T18:00:00.000Z",
  endDate: "2026-11-22T21:00:00.000Z",
  maxAttendees: 20,
  attendeesCount: 3,
});

const options = { siteUrl: "https://rdv.test", stamp: "2026-11-01T10:00:00.000Z" } as const;

test("the French confirmation gives the date in the event's time zone, the place and the links", () => {
  const mail = attendMail("attend-confirmation", event, { ...options, lang: "fr" });
  expect(mail.subject).toBe("Inscription confirmée : Fresque du climat");
  expect(mail.text).toContain("Quand : dimanche 22 novembre 2026 à 19:00 (heure de Paris)");
  expect(mail.text).toContain("Où : Maison des associations, 1 rue de la Paix, Lyon");
  expect(mail.text).toContain("Voir l'événement : https://rdv.test/events/e/fresque-lyon");
  expect(mail.text).toContain("Libère ta place : https://rdv.test/events/e/fresque-lyon/unattend");
  expect(mail.html).toContain('<a href="https://rdv.test/events/e/fresque-lyon/unattend">');
});

test("the attachment is the event's iCalendar entry in the recipient's language", () => {
  const mail = attendMail("waitlist-promotion", event, { ...options, lang: "es" });
  expect(mail.subject).toBe("Se ha liberado una plaza: participas en Fresco del clima");
  expect(mail.text).toContain("Dónde: Maison des associations");
  const [ics] = mail.attachments;
  expect(ics).toMatchObject({ filename: "fresque-lyon.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH" });
  expect(ics?.content).toContain("SUMMARY:Fresco del clima\r\n");
  expect(ics?.content).toContain("DTSTART:20261122T180000Z\r\n");
  expect(ics?.content).toContain("URL:https://rdv.test/es/events/e/fresque-lyon\r\n");
});

test("HTML bodies escape the event's texts; online events say so in the recipient's language", () => {
  const mail = attendMail("attend-confirmation", { ...event, visio: true, title: { fr: "<b>Apéro</b> & co" } }, { ...options, lang: "en" });
  expect(mail.html).toContain("&lt;b&gt;Apéro&lt;/b&gt; &amp; co");
  expect(mail.html).not.toContain("<b>");
  expect(mail.text).toContain("Where: Online");
  expect(mail.text).toContain("When: Sunday, 22 November 2026 at 19:00 (Paris time)");
  expect(mail.text).not.toMatch(/CET|UTC/);
});

test("the change email states the old value beside each new one that changed, and only those", () => {
  const moved = { ...event, startDate: "2026-11-29T18:00:00.000Z", date: "2026-11-29T18:00:00.000Z" };
  const mail = attendMail("event-changed", moved, { ...options, lang: "fr", before: event });
  expect(mail.text).toContain("Quand : dimanche 29 novembre 2026 à 19:00 (heure de Paris)\n\nAvant : dimanche 22 novembre 2026 à 19:00 (heure de Paris)");
  expect(mail.text).toContain("Où : Maison des associations, 1 rue de la Paix, Lyon\n\nVoir l'événement");
  const elsewhere = { ...event, address: { fr: { name: "Salle B", formattedAddress: "2 rue Neuve, Lyon" } } };
  const placed = attendMail("event-changed", elsewhere, { ...options, lang: "es", before: event });
  expect(placed.text).toContain("Dónde: Salle B, 2 rue Neuve, Lyon\n\nAntes: Maison des associations, 1 rue de la Paix, Lyon");
  expect(placed.text).not.toContain("Antes: domingo");
});

test("with a ticket the email shows its code and its QR image; the organizer's note is plain text, escaped in HTML", () => {
  const ticket = { code: "ABCD2345", imageUrl: ticketImageUrl({ siteUrl: "https://rdv.test", apiBase: "/api/v1" }, event._id, "ABCD2345") };
  const mail = attendMail("event-reminder", event, { ...options, lang: "fr", ticket, note: "Venez <tôt>\n& en vélo" });
  expect(mail.subject).toBe("Rappel : Fresque du climat, c'est bientôt");
  expect(mail.text).toContain("Ton billet : ABCD2345");
  expect(mail.text).toContain("Le mot de l'organisation : \n\nVenez <tôt>\n& en vélo");
  expect(mail.html).toContain(
    '<img src="https://rdv.test/api/v1/tickets/0123456789abcdef01234567/ABCD2345.png" alt="QR code du billet ABCD2345" width="232" height="232">',
  );
  expect(mail.html).toContain("<p>Venez &lt;tôt&gt;<br>&amp; en vélo</p>");
  expect(attendMail("attend-confirmation", event, { ...options, lang: "fr" }).text).not.toContain("billet");
});

test("an organizer's message keeps their subject and escapes their text, framed in the recipient's language", () => {
  const mail = organizerMail(event, { lang: "es", siteUrl: "https://rdv.test", subject: "Cambio de sala", message: "Sala <b>B</b>" });
  expect(mail.subject).toBe("Cambio de sala");
  expect(mail.text).toContain("Mensaje de la organización de «Fresco del clima»: \n\nSala <b>B</b>");
  expect(mail.html).toContain("<p>Sala &lt;b&gt;B&lt;/b&gt;</p>");
  expect(mail.html).toContain('<a href="https://rdv.test/es/events/e/fresque-lyon">Ver el evento</a>');
});

test("a request's emails: asked (with the way to withdraw it), accepted (with the ticket), declined (the organizer's word, no calendar entry)", () => {
  const asked = attendMail("registration-requested", event, { ...options, lang: "fr" });
  expect(asked.subject).toBe("Demande envoyée : Fresque du climat");
  expect(asked.text).toContain("/unattend");
  const ticket = { code: "ABCD2345", imageUrl: "https://rendez-vous.example/api/v1/tickets/e1/ABCD2345.png" };
  const accepted = attendMail("registration-approved", event, { ...options, lang: "en", ticket });
  expect(accepted.subject).toBe("Request accepted: you're attending Fresque du climat");
  expect(accepted.text).toContain("ABCD2345");
  const declined = attendMail("registration-declined", event, { ...options, lang: "es", note: "Lo siento <mucho>" });
  expect(declined.subject).toBe("Solicitud no aceptada: Fresco del clima");
  expect(declined.html).toContain("Lo siento &lt;mucho&gt;");
  expect(declined.text).not.toContain("/unattend");
  expect(declined.attachments).toEqual([]);
});
