import { env } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { GONE_AFTER_DAYS } from "~/features/events/event-state";
import { daysFromNow } from "../factories/dates";
import { createEvent, createTaxonomy } from "../factories/events";
import { workerFetch } from "../support/api-call";
import { fetchText, renderPage } from "../support/pages";

const DAY = 86_400_000;
const ids: Record<string, string> = {};

/** Tomorrow at 11:00 UTC: noon or 13:00 in Paris, so "Demain" whatever the hour the test runs. */
function tomorrowInParis(): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
  return new Date(Date.parse(`${today}T11:00:00.000Z`) + DAY).toISOString();
}

beforeAll(async () => {
  const topic = await createTaxonomy("topic", "climat", "Climat");
  const type = await createTaxonomy("type", "atelier", "Atelier");
  const future = { startDate: "2030-01-10T18:00:00.000Z", endDate: "2030-01-10T20:30:00.000Z", topicId: topic, typeId: type };
  ids.upcoming = await createEvent({ slug: "fresque-a-venir", title: "Fresque à venir", ...future, translations: { en: "Upcoming fresk" } });
  ids.full = await createEvent({ slug: "atelier-complet", title: "Atelier complet", ...future });
  ids.external = await createEvent({ slug: "inscription-externe", title: "Inscription externe", ...future });
  ids.online = await createEvent({ slug: "webinaire", title: "Webinaire", ...future });
  await createEvent({ slug: "atelier-annule", title: "Atelier annulé", ...future, status: "cancelled" });
  ids.trap = await createEvent({ slug: "titre-piege", title: "Piège </script><script>alert(1)</script>", ...future });
  await createEvent({ slug: "atelier-demain", title: "Atelier demain", startDate: tomorrowInParis() });
  await createEvent({ slug: "atelier-passe", title: "Atelier passé", startDate: daysFromNow(-30), endDate: daysFromNow(-30) });
  await createEvent({
    slug: "atelier-ancien",
    title: "Atelier ancien",
    startDate: daysFromNow(-GONE_AFTER_DAYS - 5),
    endDate: daysFromNow(-GONE_AFTER_DAYS - 5),
  });
  await createEvent({ slug: "atelier-prive", title: "Atelier privé", ...future, private: true });
  await env.DB.batch([
    env.DB.prepare("UPDATE events SET max_attendees = 20, attendees_count = 15 WHERE id = ?").bind(ids.upcoming),
    env.DB.prepare("UPDATE events SET max_attendees = 10, attendees_count = 10 WHERE id = ?").bind(ids.full),
    env.DB.prepare("UPDATE events SET register_external = 1, max_attendees = 0, attendees_count = 42 WHERE id = ?").bind(ids.external),
    env.DB.prepare("UPDATE events SET visio = 1 WHERE id = ?").bind(ids.online),
    // The factory writes the title into the description; D1 holds sanitised HTML only.
    env.DB.prepare("UPDATE event_translations SET description = '<p>Piège</p>' WHERE event_id = ?").bind(ids.trap),
  ]);
});

async function page(path: string) {
  const { html, ...answer } = await renderPage(path);
  // ICU puts narrow no-break spaces in times and units; compare with plain spaces.
  return { ...answer, html: html.replace(/\u202f|\u00a0/g, " ") };
}

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match?.[1] ?? "null");
}

test("an upcoming event shows its facts, links its topic and type, and offers to participate", async () => {
  const { status, html, headers } = await page("/events/e/fresque-a-venir");
  expect(status).toBe(200);
  expect(headers.get("cache-control")).toContain("s-maxage=60");
  expect(html).toContain("<h1>Fresque à venir</h1>");
  expect(html).toMatch(/jeudi 10 janvier 2030 à 19:00<\/time> – <time[^>]*>21:30/);
  expect(html).toContain("2 h 30 min");
  expect(html).toContain('href="/events/topic/climat"');
  expect(html).toContain('href="/events/type/atelier"');
  expect(html).toContain("1 rue de la République, Lyon");
  expect(html).toMatch(/<a class="button button--full" href="\/events\/e\/fresque-a-venir\/attend"[^>]*>Participer<\/a>/);
  expect(html).toContain("Plus que 5 places !");
  expect(html).toContain("15 participants");
  expect(html).toContain('href="/events/e/fresque-a-venir.ics"');
  expect(html).toContain("https://calendar.google.com/calendar/render?action=TEMPLATE");
  expect(html).toContain("https://www.facebook.com/sharer/sharer.php?u=http%3A%2F%2F127.0.0.1%3A8787%2Fevents%2Fe%2Ffresque-a-venir");
  expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:8787/events/e/fresque-a-venir"/>');
});

test("related events (same topic first) follow the event, streamed after it", async () => {
  const { html } = await page("/events/e/fresque-a-venir");
  const start = html.indexOf('<h2 id="related-title">Ces événements pourraient te plaire</h2>');
  expect(start).toBeGreaterThan(html.indexOf("<h1>"));
  const related = html.slice(start, html.indexOf("</section>", start));
  expect(related).toContain('href="/events/e/atelier-complet"');
  expect(related).not.toContain('href="/events/e/atelier-annule"');
  expect(related).not.toContain('href="/events/e/fresque-a-venir"');
  expect((await page("/events/e/atelier-demain")).html).not.toContain('id="related-title"');
});

test("the event page carries a parseable schema.org Event", async () => {
  const ld = jsonLd((await page("/events/e/fresque-a-venir")).html);
  expect(ld).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Event",
    name: "Fresque à venir",
    startDate: "2030-01-10T18:00:00.000Z",
    endDate: "2030-01-10T20:30:00.000Z",
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: { "@type": "Place", address: { "@type": "PostalAddress", streetAddress: "1 rue de la République", addressLocality: "Lyon" } },
    image: ["http://127.0.0.1:8787/covers/climat.png"],
    description: "Fresque à venir",
    offers: { availability: "https://schema.org/LimitedAvailability" },
    url: "http://127.0.0.1:8787/events/e/fresque-a-venir",
  });
  expect(jsonLd((await page("/events/e/atelier-complet")).html)).toMatchObject({ offers: { availability: "https://schema.org/SoldOut" } });
  expect(jsonLd((await page("/events/e/atelier-annule")).html)).toMatchObject({ eventStatus: "https://schema.org/EventCancelled" });
  expect(jsonLd((await page("/events/e/webinaire")).html)).toMatchObject({
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    location: { "@type": "VirtualLocation" },
  });
});

test("a title cannot break out of the JSON-LD script", async () => {
  const { html } = await page("/events/e/titre-piege");
  expect(html).not.toContain("<script>alert(1)");
  expect(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1]).toContain("\\u003c/script\\u003e");
  expect(jsonLd(html).name).toBe("Piège </script><script>alert(1)</script>");
});

test("full, cancelled, past and external events show the state of docs/product.md §4", async () => {
  const full = (await page("/events/e/atelier-complet")).html;
  expect(full).toContain("C&#x27;est complet !");
  expect(full).not.toContain(">Participer<");
  expect(full).not.toMatch(/\d+ participants</); // 10 attendees: the count shows only above 10
  const cancelled = (await page("/events/e/atelier-annule")).html;
  expect(cancelled).toContain("Annulé");
  expect(cancelled).not.toContain(">Participer<");
  const past = await page("/events/e/atelier-passe");
  expect(past.status).toBe(200);
  expect(past.html).toContain("Cet événement est terminé");
  expect(past.html).toContain("Événement passé");
  expect(past.html).not.toContain(">Participer<");
  const external = (await page("/events/e/inscription-externe")).html;
  expect(external).toContain(`href="/api/v1/events/redirect/${ids.external}?lang=fr"`);
  expect(external).toContain("42 participants");
});

test("relative days and the online place", async () => {
  expect((await page("/events/e/atelier-demain")).html).toContain("Demain · </strong>");
  expect((await page("/events/e/webinaire")).html).toMatch(/<dd>En ligne<\/dd>/);
});

test(`an event that ended more than ${GONE_AFTER_DAYS} days ago answers 410 with the error page`, async () => {
  const { status, html } = await page("/events/e/atelier-ancien");
  expect(status).toBe(410);
  expect(html).toContain("Cet événement est trop ancien");
  expect((await page("/en/events/e/atelier-ancien")).status).toBe(410);
});

test("unknown and private events answer 404", async () => {
  expect((await page("/events/e/inconnu")).status).toBe(404);
  expect((await page("/events/e/atelier-prive")).status).toBe(404);
});

test("the English page uses the English text, labels, dates and URLs", async () => {
  const { status, html } = await page("/en/events/e/fresque-a-venir");
  expect(status).toBe(200);
  expect(html).toContain("<h1>Upcoming fresk</h1>");
  expect(html).toContain("Thursday, 10 January 2030 at 19:00");
  expect(html).toContain(">Attend</a>");
  expect(html).toContain('href="/en/events/e/fresque-a-venir.ics"');
  expect(html).toContain('href="/en/events/topic/climat"');
  expect(jsonLd(html).url).toBe("http://127.0.0.1:8787/en/events/e/fresque-a-venir");
  expect((await page("/e/fresque-a-venir")).status).toBe(200);
});

test("the .ics file is an RFC 5545 calendar with one event, served as a download", async () => {
  const response = await workerFetch("/events/e/fresque-a-venir.ics");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  expect(response.headers.get("content-disposition")).toBe('attachment; filename="fresque-a-venir.ics"');
  expect(response.headers.get("cache-control")).toContain("s-maxage");
  const body = await response.text();
  expect(body.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
  expect(body.endsWith("END:VCALENDAR\r\n")).toBe(true);
  expect(body.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  for (const line of body.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  const unfolded = body.replace(/\r\n /g, "");
  expect(unfolded).toContain(`UID:${ids.upcoming}@127.0.0.1\r\n`);
  expect(unfolded).toContain("DTSTART:20300110T180000Z\r\nDTEND:20300110T203000Z\r\n");
  expect(unfolded).toContain("SUMMARY:Fresque à venir\r\n");
  expect(unfolded).toContain("LOCATION:1 rue de la République\\, Lyon\r\n");
  expect(unfolded).toContain("URL:http://127.0.0.1:8787/events/e/fresque-a-venir\r\n");
  expect(unfolded).toContain("STATUS:CONFIRMED\r\n");
  expect(unfolded).toMatch(/DTSTAMP:\d{8}T\d{6}Z\r\n/);
});

test(".ics in English, cancelled, gone and unknown", async () => {
  expect((await fetchText("/en/events/e/fresque-a-venir.ics")).text).toContain("SUMMARY:Upcoming fresk\r\n");
  expect((await fetchText("/events/e/atelier-annule.ics")).text).toContain("STATUS:CANCELLED\r\n");
  expect((await fetchText("/events/e/webinaire.ics")).text).toContain("LOCATION:En ligne\r\n");
  const gone = await fetchText("/events/e/atelier-ancien.ics");
  expect(gone.status).toBe(410);
  expect(JSON.parse(gone.text)).toMatchObject({ error: { code: "event_gone" } });
  expect((await fetchText("/events/e/inconnu.ics")).status).toBe(404);
  expect((await fetchText("/events/e/atelier-prive.ics")).status).toBe(404);
});
