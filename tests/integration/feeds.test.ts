import { env } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { GONE_AFTER_DAYS } from "~/features/events/event-state";
import { daysFromNow } from "../factories/dates";
import { createEvent, createTaxonomy } from "../factories/events";
import { errorOf } from "../support/api-answers";
import { fetchText } from "../support/pages";

const SITE = "http://127.0.0.1:8787";

beforeAll(async () => {
  const climat = await createTaxonomy("topic", "climat", "Climat");
  const atelier = await createTaxonomy("type", "atelier", "Atelier");
  await createTaxonomy("topic", "cachee", "Cachée");
  await env.DB.prepare("UPDATE taxonomies SET hidden = 1 WHERE slug = 'cachee'").run();
  await createEvent({
    slug: "fresque-climat",
    title: "Fresque & climat",
    startDate: "2030-01-10T18:00:00.000Z",
    topicId: climat,
    typeId: atelier,
    translations: { en: "Climate fresk" },
  });
  await createEvent({ slug: "apero-velo", title: "Apéro vélo", startDate: "2030-01-05T18:00:00.000Z", city: "villeurbanne" });
  await createEvent({ slug: "atelier-annule", title: "Atelier annulé", startDate: "2030-02-01T18:00:00.000Z", status: "cancelled" });
  await createEvent({ slug: "atelier-recent", title: "Atelier récent", startDate: daysFromNow(-20) });
  await createEvent({ slug: "atelier-ancien", title: "Atelier ancien", startDate: daysFromNow(-GONE_AFTER_DAYS - 10) });
  await createEvent({ slug: "atelier-prive", title: "Atelier privé", startDate: "2030-01-06T18:00:00.000Z", private: true });
  await createEvent({ slug: "brouillon", title: "Brouillon", startDate: "2030-01-07T18:00:00.000Z", status: "draft" });
  await env.DB.prepare(
    "INSERT INTO articles (id, slug, category, title, first_published) VALUES ('a1', 'le-compost', 'guides', 'Le compost', '2026-01-02T10:00:00.000Z')",
  ).run();
  // Page-builder pages: an about page, a draft, an error page and one whose schedule has ended.
  await env.DB.prepare(
    `INSERT INTO builder_entries (id, model, name, published, url_path, end_date) VALUES
       ('p1', 'page', 'À propos', 'published', '/a-propos', NULL),
       ('p2', 'page', 'Brouillon', 'draft', '/page-en-preparation', NULL),
       ('p3', 'page', 'Erreur', 'published', '/404', NULL),
       ('p4', 'page', 'Fini', 'published', '/operation-terminee', '2020-01-01T00:00:00.000Z')`,
  ).run();
});

test("the sitemap lists public pages in every language with hreflang alternates", async () => {
  const { status, headers, text: body } = await fetchText("/sitemap.xml");
  expect(status).toBe(200);
  expect(headers.get("content-type")).toBe("application/xml; charset=utf-8");
  expect(headers.get("cache-control")).toContain("s-maxage=3600");
  expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  for (const path of ["/events/e/fresque-climat", "/en/events/e/fresque-climat", "/es/events/e/fresque-climat"]) {
    expect(body).toContain(`<loc>${SITE}${path}</loc>`);
  }
  const entry = /<url><loc>http:\/\/127\.0\.0\.1:8787\/en\/events\/e\/fresque-climat<\/loc>.*?<\/url>/.exec(body)?.[0] ?? "";
  expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
  expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${SITE}/events/e/fresque-climat"/>`);
  expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${SITE}/es/events/e/fresque-climat"/>`);
  expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/events/e/fresque-climat"/>`);
  for (const path of [
    "/events/e/atelier-recent",
    "/events/e/atelier-annule",
    "/events/topic/climat",
    "/events/type/atelier",
    "/media",
    "/media/guides",
    "/media/guides/le-compost",
    "/en/events",
    "/events/city/villeurbanne",
    "/sondages",
    "/es/game",
    "/a-propos",
  ]) {
    expect(body).toContain(`<loc>${SITE}${path}</loc>`);
  }
  for (const slug of ["atelier-ancien", "atelier-prive", "brouillon", "cachee", "page-en-preparation", "/404<", "operation-terminee"])
    expect(body).not.toContain(slug);
});

test("robots.txt lets crawlers read the public pages, keeps them out of private ones and names the sitemap", async () => {
  const { status, headers, text: body } = await fetchText("/robots.txt");
  expect(status).toBe(200);
  expect(headers.get("content-type")).toBe("text/plain; charset=utf-8");
  expect(body).toMatch(/^User-agent: \*\n/);
  for (const path of ["/account", "/en/organize", "/es/admin", "/api/"]) expect(body).toContain(`Disallow: ${path}\n`);
  expect(body).not.toMatch(/Disallow: \/events/);
  expect(body).toContain(`Sitemap: ${SITE}/sitemap.xml\n`);
});

test("the iCalendar feed lists upcoming events with the listing's filters", async () => {
  const { status, headers, text: body } = await fetchText("/events/feed.ics");
  expect(status).toBe(200);
  expect(headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  expect(headers.get("cache-control")).toContain("s-maxage=300");
  const unfolded = body.replace(/\r\n /g, "");
  expect(unfolded).toContain("X-WR-CALNAME:Rendez-vous – Tous les événements\r\n");
  // A subscription says how often to come back.
  expect(unfolded).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\nX-PUBLISHED-TTL:PT1H\r\n");
  const summaries = [...unfolded.matchAll(/^SUMMARY:(.*)$/gm)].map((match) => match[1]?.trim());
  expect(summaries).toEqual(["Apéro vélo", "Fresque & climat", "Atelier annulé"]);
  expect(unfolded).toContain("STATUS:CANCELLED\r\n");
  const topic = await fetchText("/events/feed.ics?topic=climat&lang=en");
  expect(topic.text).toContain("SUMMARY:Climate fresk\r\n");
  expect(topic.text).not.toContain("Apéro vélo");
  expect(topic.text.replace(/\r\n /g, "")).toContain(`URL:${SITE}/en/events/e/fresque-climat\r\n`);
  const past = await fetchText(`/events/feed.ics?from=${daysFromNow(-30).slice(0, 10)}&to=${daysFromNow(-1).slice(0, 10)}`);
  expect(past.text).toContain("SUMMARY:Atelier récent");
  expect(past.text).not.toContain("Apéro vélo");
});

test("the RSS feed is RSS 2.0 with escaped text, links in the feed's language and the listing as channel link", async () => {
  const { status, headers, text: body } = await fetchText("/events/feed.rss?type=atelier");
  expect(status).toBe(200);
  expect(headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
  expect(body).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">');
  // Each item says when it was published, as RFC 822 asks.
  expect(body).toMatch(/<pubDate>(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
  expect(body).toContain(`<link>${SITE}/events?type=atelier</link>`);
  expect(body).toContain(`<atom:link href="${SITE}/events/feed.rss?type=atelier" rel="self" type="application/rss+xml"/>`);
  expect(body).toContain("<language>fr-FR</language>");
  expect(body).toContain("<title>Fresque &amp; climat</title>");
  expect(body).toContain(`<guid isPermaLink="true">${SITE}/events/e/fresque-climat</guid>`);
  expect(body).toContain("<category>Climat</category>");
  expect(body).toContain("jeudi 10 janvier 2030");
  expect(body.match(/<item>/g)).toHaveLength(1);
  const all = await fetchText("/events/feed.rss?lang=es");
  expect(all.text).toContain("<language>es-ES</language>");
  expect(all.text).toContain(`<link>${SITE}/es/events/e/apero-velo</link>`);
  expect(all.text).toContain("<title>[Cancelado] Atelier annulé</title>");
});

test("bad feed parameters answer 400 with a JSON error naming the parameter", async () => {
  for (const path of ["/events/feed.ics?limit=abc", "/events/feed.rss?from=demain", "/events/feed.rss?lang=de", "/events/feed.ics?topic=Pas%20un%20slug"]) {
    const { status, headers, text: body } = await fetchText(path);
    expect(status, path).toBe(400);
    expect(headers.get("content-type")).toContain("application/json");
    expect(JSON.parse(body)).toMatchObject({ error: { code: "invalid_parameter" } });
  }
  expect(errorOf(JSON.parse((await fetchText("/events/feed.ics?limit=abc")).text)).message).toContain('"limit"');
});
