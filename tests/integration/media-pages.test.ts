import { env } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { daysFromNow } from "../factories/dates";
import { createEvent, createTaxonomy } from "../factories/events";
import { createAction, createArticle, createPlaylist, createReco, createResource } from "../factories/media";
import { apiCall } from "../support/api-call";
import { renderPage } from "../support/pages";

let podcastId = "";

beforeAll(async () => {
  await createTaxonomy("topic", "zero-dechet", "Zéro déchet");
  await createTaxonomy("pillar", "agir", "Agir");
  await createArticle({
    slug: "composter-chez-soi",
    title: "Composter chez soi",
    category: "guides",
    tags: ["zero-dechet", "pratique"],
    count: 40,
    firstPublished: daysFromNow(-3),
  });
  await createArticle({
    slug: "trier-ses-dechets",
    title: "Trier ses déchets",
    category: "guides",
    tags: ["zero-dechet"],
    count: 900,
    firstPublished: daysFromNow(-20),
  });
  await createArticle({
    slug: "ancien-article",
    title: "Un ancien article",
    category: "tribunes",
    tags: ["opinion"],
    count: 5000,
    firstPublished: "2023-05-01T08:00:00.000Z",
  });
  podcastId = await createArticle({
    slug: "episode-compost",
    title: "Podcast : le compost de quartier",
    category: "podcasts",
    media: "podcast",
    tags: ["zero-dechet"],
    count: 10,
    firstPublished: daysFromNow(-1),
    mediaUrl: "/recordings/eco-anxiete.wav",
    captionsUrl: "/recordings/eco-anxiete.fr.vtt",
  });
  await createEvent({ slug: "atelier-compost-lyon", title: "Atelier compost à Lyon", startDate: daysFromNow(10, 18) });
  await createPlaylist(
    "zero-dechet",
    {
      fr: { title: "Bien démarrer le zéro déchet", description: "Cinq étapes." },
      en: { title: "Getting started with zero waste", description: "Five steps." },
    },
    [
      { kind: "article", ref: "composter-chez-soi" },
      { kind: "event", ref: "atelier-compost-lyon" },
      { kind: "article", ref: "trier-ses-dechets" },
    ],
  );
  await createReco("pour-commencer", "Nos recommandations pour commencer", [
    { kind: "book", title: "Le monde sans fin", author: "Christophe Blain", url: "https://example.org/livre" },
    { kind: "article", title: "Composter chez soi", url: "/media/guides/composter-chez-soi" },
  ]);
  await createResource({ slug: "guide-compost", topic: "zero-dechet", kind: "guide", title: "Guide du compostage", url: "/guides/guide-compost.pdf" });
  await createResource({
    slug: "guide-compost",
    lang: "en",
    topic: "zero-dechet",
    kind: "guide",
    title: "Home composting guide",
    url: "/guides/guide-compost.pdf",
  });
  await createAction({ slug: "organiser", pillar: "agir", title: "Organiser un événement", url: "/organize/create/event", cta: "Créer un événement" });
});

test("a media category page carries the category's name in its h1 and title; the index links every category", async () => {
  const { status, html, headers } = await renderPage("/media/guides");
  expect(status).toBe(200);
  expect(html).toMatch(/<h1>Guides pratiques<\/h1>/);
  expect(html).toMatch(/<title>Guides pratiques · /);
  expect(headers.get("cache-control")).toContain("s-maxage=60");
  const index = await renderPage("/media");
  expect(index.html).toContain('href="/media/podcasts"');
  expect(index.html).toContain('href="/media/tag"');
  expect((await renderPage("/en/media/videos")).html).toMatch(/<h1>Videos<\/h1>/);
});

test("an unknown media category is a 404 page", async () => {
  expect((await renderPage("/media/nope")).status).toBe(404);
  expect((await renderPage("/es/media/nope")).status).toBe(404);
});

test("'Ça buzze' on /media lists the most read of the last five weeks only", async () => {
  const { html } = await renderPage("/media");
  const buzzing = html.slice(html.indexOf('id="buzzing"'), html.indexOf('id="latest"'));
  expect(buzzing.indexOf("Trier ses déchets")).toBeLessThan(buzzing.indexOf("Composter chez soi"));
  expect(buzzing).not.toContain("Un ancien article");
});

test("the tag page lists tags with counts, and a tag's articles; an unknown tag is a 404", async () => {
  const list = await renderPage("/media/tag");
  expect(list.status).toBe(200);
  expect(list.html).toContain("Articles par tag");
  expect(list.html).toContain(`Zéro déchet<!-- --> <span class="tag-list__count">(3)</span>`);
  const tag = await renderPage("/media/tag?tag=zero-dechet");
  expect(tag.status).toBe(200);
  expect(tag.html).toContain("Articles tagués « Zéro déchet »");
  expect(tag.html).toContain('<link rel="canonical" href="http://127.0.0.1:8787/media/tag?tag=zero-dechet"/>');
  expect(tag.html).toContain('hrefLang="en" href="http://127.0.0.1:8787/en/media/tag?tag=zero-dechet"');
  expect(tag.html).toContain("Composter chez soi");
  expect(tag.html).not.toContain("Un ancien article</a>");
  expect((await renderPage("/media/tag?tag=inconnu")).status).toBe(404);
  const past = await renderPage("/media/tag?tag=zero-dechet&page=4", { redirect: "manual" });
  expect(past.headers.get("location")).toBe("/media/tag?tag=zero-dechet");
});

test("an article page has its kind, its player with captions, its tags, related articles and the 'Ça buzze' aside", async () => {
  const { status, html } = await renderPage("/media/podcasts/episode-compost");
  expect(status).toBe(200);
  expect(html).toContain('<span class="badge">Podcast</span>');
  expect(html).toMatch(/<audio[^>]*src="\/recordings\/eco-anxiete.wav"/);
  expect(html).toMatch(/<track kind="captions" src="\/recordings\/eco-anxiete.fr.vtt" srcLang="fr"/);
  expect(html).toContain('href="/media/tag?tag=zero-dechet"');
  const related = html.slice(html.indexOf('id="related-articles"'));
  expect(related).toContain("Composter chez soi");
  const aside = html.slice(html.indexOf('id="buzzing-sidebar"'));
  expect(aside).toContain("Trier ses déchets");
  expect(html).toContain("data-newer");
});

test("French articles on an English page are marked lang=fr", async () => {
  const { html } = await renderPage("/en/media/guides/composter-chez-soi");
  expect(html).toMatch(/<h1 lang="fr">Composter chez soi<\/h1>/);
});

test("a read counts once per visitor and day, through the API only", async () => {
  const count = async () => (await env.DB.prepare("SELECT count FROM articles WHERE id = ?").bind(podcastId).first<{ count: number }>())?.count;
  await renderPage("/media/podcasts/episode-compost");
  expect(await count()).toBe(10);
  const visitor = { ip: "203.0.113.7", headers: { "User-Agent": "Firefox", Origin: "http://localhost" } };
  expect((await apiCall("POST", `/media/articles/${podcastId}/read`, visitor)).status).toBe(204);
  expect((await apiCall("POST", `/media/articles/${podcastId}/read`, visitor)).status).toBe(204);
  expect(await count()).toBe(11);
  await apiCall("POST", `/media/articles/${podcastId}/read`, { ip: "203.0.113.8", headers: { "User-Agent": "Firefox", Origin: "http://localhost" } });
  expect(await count()).toBe(12);
  const unknown = await apiCall("POST", "/media/articles/nope/read", visitor);
  expect(unknown.status).toBe(404);
  expect(await unknown.json()).toMatchObject({ error: { code: "article_not_found" } });
});

test("reads from one client address are limited to 120 in 10 minutes, whatever the browser says it is", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 121; i += 1) {
    statuses.push(
      (await apiCall("POST", `/media/articles/${podcastId}/read`, { ip: "203.0.113.90", headers: { "User-Agent": `Bot ${i}`, Origin: "http://localhost" } }))
        .status,
    );
  }
  expect(statuses.slice(0, 120).every((status) => status === 204)).toBe(true);
  expect(statuses[120]).toBe(429);
});

test("a playlist shows its steps in order, in the visitor's language or else French; an unknown slug is a 404", async () => {
  const { status, html } = await renderPage("/playlist/zero-dechet");
  expect(status).toBe(200);
  expect(html).toContain("<h1>Bien démarrer le zéro déchet</h1>");
  const order = ["Composter chez soi", "Atelier compost à Lyon", "Trier ses déchets"].map((title) => html.indexOf(title));
  expect(order).toEqual([...order].sort((a, b) => a - b));
  expect((await renderPage("/en/playlist/zero-dechet")).html).toContain("Getting started with zero waste");
  const spanish = await renderPage("/es/playlist/zero-dechet");
  expect(spanish.html).toMatch(/<div class="container" lang="fr">/);
  expect((await renderPage("/playlist/inconnue")).status).toBe(404);
});

test("a recommendation page lists its items; an unknown slug is a 404", async () => {
  const { status, html } = await renderPage("/recos/pour-commencer");
  expect(status).toBe(200);
  expect(html).toContain("Nos recommandations pour commencer");
  expect(html).toContain("Le monde sans fin");
  expect(html).toContain('href="https://example.org/livre" target="_blank" rel="noopener noreferrer"');
  expect((await renderPage("/recos/inconnue")).status).toBe(404);
});

test("/resources lists guides and links by topic in the visitor's language; /actions lists action cards by pillar", async () => {
  const resources = await renderPage("/resources");
  expect(resources.status).toBe(200);
  expect(resources.html).toContain('<h2 id="topic-zero-dechet">Zéro déchet</h2>');
  expect(resources.html).toContain("Guide du compostage");
  expect((await renderPage("/en/resources")).html).toContain("Home composting guide");
  const actions = await renderPage("/actions");
  expect(actions.status).toBe(200);
  expect(actions.html).toContain("Organiser un événement");
  expect(actions.html).toContain('href="/organize/create/event"');
  expect((await renderPage("/es/actions")).html).toContain("Organiser un événement");
});
