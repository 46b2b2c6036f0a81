import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import worker from "../../workers/app";
import { daysFromNow } from "../factories/dates";
import { createEvent, createTaxonomy } from "../factories/events";
import { createIframe } from "../factories/site";
import { fetchText, renderPage } from "../support/pages";

// Partner widget pages /iframe/{id}: static HTML, framing rules, links out (docs/architecture.md §4).
beforeAll(async () => {
  const velo = await createTaxonomy("topic", "velo-widget", "Vélo");
  for (let i = 1; i <= 7; i += 1) {
    await createEvent({ slug: `balade-${i}`, title: `Balade à vélo ${i}`, startDate: daysFromNow(10 + i, 9), topicId: velo });
  }
  await createEvent({ slug: "balade-passee", title: "Balade passée", startDate: daysFromNow(-30, 9), topicId: velo });
  await createIframe("widget-velo", "Balades à vélo", { topic: "velo-widget" }, { slug: "balades", layout: "ticket", theme: "factory", pageSize: 3 });
  await createIframe("widget-ferme", "Réservé", { topic: "velo-widget" }, { allowedOrigins: ["https://partenaire.example", "http://localhost:9000"] });
  await createIframe(
    "widget-partenaires",
    "Nos partenaires",
    {},
    { kind: "partners", partners: [{ name: "Code Commun", url: "https://example.org/code-commun", text: "Des bénévoles du code." }] },
  );
});

test("a widget page shows its upcoming events in its layout, a page at a time, with links that open our site in a new tab", async () => {
  const { status, html, headers } = await renderPage("/iframe/widget-velo");
  expect(status).toBe(200);
  expect(html).toContain("Balades à vélo</h1>");
  expect(html).toContain('data-theme="factory"');
  expect(html).toContain("event-card--ticket");
  expect(html).toContain('<h2 class="visually-hidden">Résultats</h2>');
  // Each card's title opens the event; its 'Participer' opens the attend page in a window of our own (public/widget-frame.js).
  const titles = (page: string) => [...page.matchAll(/rel="noopener">(Balade à vélo \d)/g)].map((match) => match[1]);
  expect(titles(html)).toEqual(["Balade à vélo 1", "Balade à vélo 2", "Balade à vélo 3"]);
  expect(html).toContain('href="http://127.0.0.1:8787/events/e/balade-1/attend?via=widget" target="_blank" rel="opener" data-attend="');
  expect(html).not.toContain("Balade passée");
  expect(html).toContain('<a href="http://127.0.0.1:8787/events/e/balade-1" target="_blank" rel="noopener">');
  expect(html).toContain("(s&#x27;ouvre dans un nouvel onglet)");
  expect(html).toContain('href="?page=1"');
  expect(html).toContain("Page 1 sur 3");
  expect(headers.get("cache-control")).toContain("s-maxage=60");
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  const third = await renderPage("/iframe/widget-velo?page=2");
  expect(titles(third.html)).toEqual(["Balade à vélo 7"]);
});

test("a widget page carries no app script and nothing to hydrate: only the frame script that reports its height", async () => {
  const { text } = await fetchText("/iframe/widget-velo", { headers: { "User-Agent": "Mozilla/5.0 Chrome/130" } });
  expect([...text.matchAll(/<script[^>]*>/g)].map((match) => match[0])).toEqual(['<script src="/widget-frame.js" defer>']);
  expect(text).not.toContain("modulepreload");
  expect(text).not.toContain("__reactRouterContext");
  expect(text).not.toContain("consent-banner");
});

test("named widgets resolve by their name, the language comes from the URL, and a partners widget lists organisations", async () => {
  expect((await renderPage("/iframe/balades")).html).toContain("Balades à vélo</h1>");
  const english = await renderPage("/en/iframe/balades");
  expect(english.html).toContain('<html lang="en"');
  expect(english.html).toContain("See all events on Rendez-vous");
  expect(english.html).toContain('href="http://127.0.0.1:8787/en/events/e/balade-1"');
  const partners = await renderPage("/iframe/widget-partenaires");
  expect(partners.html).toContain('<a href="https://example.org/code-commun" target="_blank" rel="noopener">Code Commun');
  expect(partners.html).toContain("Des bénévoles du code.");
});

test("an unknown widget is a bare 404 page inside the frame: no header, navigation or link into the site", async () => {
  const { status, html, headers } = await renderPage("/iframe/inconnu");
  expect(status).toBe(404);
  expect(html).toContain("Widget introuvable");
  expect(html).not.toMatch(/<header|<nav|<a /);
  expect(headers.get("content-security-policy")).toContain("frame-ancestors *;");
  expect(headers.get("cache-control")).toBe("no-store");
});

test("widgets may be framed by any site, or only by the origins their partner listed; every other page by nobody", async () => {
  const csp = async (path: string) => (await renderPage(path)).headers.get("content-security-policy") ?? "";
  expect(await csp("/iframe/widget-velo")).toContain("frame-ancestors *;");
  expect(await csp("/iframe/widget-ferme")).toContain("frame-ancestors 'self' https://partenaire.example http://localhost:9000;");
  expect((await renderPage("/iframe/widget-ferme")).headers.get("x-frame-origins")).toBeNull();
  expect(await csp("/events")).toContain("frame-ancestors 'none'");
  expect(await csp("/iframe/widget-velo/embed")).toContain("frame-ancestors 'none'");
  expect(await csp("/cover?title=Atelier")).toContain("frame-ancestors 'self'");
  expect(await csp("/builder/__builder-preview__")).toContain("frame-ancestors 'self'");
  expect(await csp("/a-propos?previewing=true")).toContain("frame-ancestors 'self'");
});

test("the embed page gives the line to paste, with the widget's name and language, and a live preview", async () => {
  const { status, html } = await renderPage("/iframe/widget-velo/embed");
  expect(status).toBe(200);
  expect(html).toContain("Intégrer « Balades à vélo »");
  expect(html).toContain(
    "&lt;script src=&quot;http://127.0.0.1:8787/embed.js&quot; data-widget=&quot;balades&quot; data-lang=&quot;fr&quot; async&gt;&lt;/script&gt;",
  );
  expect(html).toContain('<iframe class="embed-code__preview" title="Balades à vélo" src="/iframe/balades"');
  expect((await renderPage("/iframe/inconnu/embed")).status).toBe(404);
});

test("with Builder.io as the editor, its visual editor may frame the previews, and nothing else", async () => {
  // wrangler types each setting as its value in wrangler.jsonc (here ""): another value goes through unknown.
  const withBuilder = { ...env, BUILDER_API_KEY: "builder-public-key" } as unknown as Env;
  const csp = async (path: string) =>
    (
      await worker.fetch(new Request(`http://127.0.0.1:8787${path}`, { headers: { "User-Agent": "Googlebot" } }), withBuilder, createExecutionContext())
    ).headers.get("content-security-policy") ?? "";
  expect(await csp("/builder/__builder-preview__")).toContain("frame-ancestors 'self' https://builder.io https://*.builder.io;");
  expect(await csp("/events")).toContain("frame-ancestors 'none'");
});

test("a widget speaks its saved language: its plain address goes to its language's, ?lang=fr keeps French; pages past the last go to the last", async () => {
  await createIframe("widget-anglais", "Rides", { topic: "velo-widget" }, { lang: "en", pageSize: 3 });
  const plain = await renderPage("/iframe/widget-anglais?page=1", { redirect: "manual" });
  expect([plain.status, plain.headers.get("location")]).toEqual([302, "/en/iframe/widget-anglais?page=1"]);
  const english = await renderPage("/en/iframe/widget-anglais");
  expect(english.html).toContain("See all events on Rendez-vous");
  const french = await renderPage("/iframe/widget-anglais?lang=fr");
  expect([french.status, french.html.includes("Voir tous les événements sur Rendez-vous")]).toEqual([200, true]);
  const past = await renderPage("/iframe/widget-velo?page=99", { redirect: "manual" });
  expect([past.status, past.headers.get("location")]).toEqual([302, "/iframe/widget-velo?page=2"]);
});

test("a widget that shows past events says so when it has none, not 'Aucun événement à venir'", async () => {
  await createIframe("widget-archives", "Archives", { topic: "aucun-sujet" }, { showPast: true });
  const { html } = await renderPage("/iframe/widget-archives");
  expect(html).toContain("Aucun événement pour l&#x27;instant.");
  expect(html).not.toContain("Aucun événement à venir");
});
