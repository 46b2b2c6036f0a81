import { env } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { daysFromNow } from "../factories/dates";
import { createEvent, createTaxonomy } from "../factories/events";
import { createArticle, createPlaylist, createResource } from "../factories/media";
import { getJson } from "../support/api-call";
import { renderPage } from "../support/pages";

beforeAll(async () => {
  await createTaxonomy("topic", "zero-dechet", "Zéro déchet");
  await createArticle({ slug: "composter-chez-soi", title: "Composter chez soi", description: "Le compost en appartement.", firstPublished: daysFromNow(-30) });
  await createArticle({ slug: "compost-recent", title: "Le compost partagé", description: "Un bac pour tout l'immeuble.", firstPublished: daysFromNow(-2) });
  await createArticle({ slug: "ecologie-ecole", title: "Faisons entrer l'écologie à l'école", category: "tribunes", firstPublished: daysFromNow(-5) });
  await createArticle({ slug: "brouillon-compost", title: "Compost en brouillon", firstPublished: daysFromNow(-1), published: false });
  await createArticle({ slug: "guillemets", title: 'Le "zéro déchet" : NEAR ou loin ?', firstPublished: daysFromNow(-4) });
  await createEvent({ slug: "atelier-compost-passe", title: "Atelier compost d'hier", startDate: daysFromNow(-10, 18) });
  await createEvent({ slug: "atelier-compost-futur", title: "Atelier compostage", startDate: daysFromNow(12, 18) });
  await createEvent({ slug: "compost-prive", title: "Compost privé", startDate: daysFromNow(5, 18), private: true });
  await createPlaylist(
    "zero-dechet",
    { fr: { title: "Bien démarrer le compost", description: "Cinq étapes." }, en: { title: "Start composting", description: "Five steps." } },
    [],
  );
  await createResource({ slug: "guide-compost", topic: "zero-dechet", kind: "guide", title: "Guide du compostage", url: "/guides/guide-compost.pdf" });
  await createResource({
    slug: "guide-compost",
    lang: "en",
    topic: "zero-dechet",
    kind: "guide",
    title: "Home composting guide",
    url: "/guides/guide-compost.pdf",
  });
});

test("GET /builder/search answers articles, playlists and resources with their totals, the most relevant first", async () => {
  const { status, body, headers } = await getJson("/builder/search?q=compost");
  expect(status).toBe(200);
  expect(headers.get("cache-control")).toContain("public");
  expect(body).toMatchObject({
    q: "compost",
    articles: { total: 2, data: [{ slug: "composter-chez-soi" }, { slug: "compost-recent" }] },
    playlists: { total: 1, data: [{ slug: "zero-dechet", lang: "fr", title: "Bien démarrer le compost" }] },
    resources: { total: 1, data: [{ slug: "guide-compost", kind: "guide", topic: { slug: "zero-dechet", name: { fr: "Zéro déchet" } } }] },
  });
  expect(JSON.stringify(body)).not.toContain("brouillon-compost");
});

test("among equally relevant articles the newest comes first", async () => {
  await createArticle({ slug: "jumeau-ancien", title: "Jardin partagé", firstPublished: daysFromNow(-40) });
  await createArticle({ slug: "jumeau-recent", title: "Jardin partagé", firstPublished: daysFromNow(-4) });
  const { body } = await getJson("/builder/search?q=jardin");
  expect(body).toMatchObject({ articles: { total: 2, data: [{ slug: "jumeau-recent" }, { slug: "jumeau-ancien" }] } });
});

test("the search ignores accents both ways", async () => {
  const { body } = await getJson("/builder/search?q=ecologie");
  expect(body).toMatchObject({ articles: { total: 1, data: [{ slug: "ecologie-ecole" }] } });
  const accented = await getJson(`/builder/search?q=${encodeURIComponent("cómpost")}`);
  expect(accented.body).toMatchObject({ articles: { total: 2 } });
});

test("FTS operators in the query are plain text", async () => {
  for (const q of ['"zéro déchet"', "compost*", "compost NEAR ecole", "-compost", "title:compost", "compost OR", "(", '"', "NEAR(compost ecole)"]) {
    const { status } = await getJson(`/builder/search?q=${encodeURIComponent(q)}`);
    expect(status, q).toBe(200);
  }
  const near = await getJson(`/builder/search?q=${encodeURIComponent('"NEAR" :')}`);
  expect(near.body).toMatchObject({ articles: { total: 1, data: [{ slug: "guillemets" }] } });
  const punctuation = await getJson(`/builder/search?q=${encodeURIComponent('"*-:')}`);
  expect(punctuation.body).toMatchObject({ articles: { total: 0, data: [] }, playlists: { total: 0 }, resources: { total: 0 } });
});

test("type and page page through one group; lang picks the playlists and resources of a language", async () => {
  const second = await getJson("/builder/search?q=compost&type=articles&limit=1&page=1");
  expect(second.body).toMatchObject({ articles: { total: 2, data: [{ slug: "compost-recent" }] }, playlists: { total: 1, data: [] } });
  const english = await getJson("/builder/search?q=compost&lang=en");
  expect(english.body).toMatchObject({
    playlists: { data: [{ lang: "en", title: "Start composting" }] },
    resources: { data: [{ title: "Home composting guide" }] },
  });
});

test("a missing query or a bad parameter answers 400", async () => {
  for (const path of [
    "/builder/search",
    "/builder/search?q=",
    "/builder/search?q=x&type=events",
    "/builder/search?q=x&limit=500",
    `/builder/search?q=${"a".repeat(101)}`,
  ]) {
    const { status, body } = await getJson(path);
    expect(status, path).toBe(400);
    expect(body).toMatchObject({ error: { code: "invalid_parameter" } });
  }
});

test("/search shows every group with counts, upcoming events first, and marks the matches", async () => {
  const { status, html } = await renderPage("/search?q=compost");
  expect(status).toBe(200);
  expect(html).toContain("6 résultats pour « compost »");
  expect(html).toContain("Événements (2)");
  expect(html).toContain("Articles (2)");
  const upcoming = html.indexOf("<mark>compost</mark><span>age</span>");
  const past = html.indexOf("<span>Atelier </span><mark>compost</mark><span> d&#x27;hier</span>");
  expect(upcoming).toBeGreaterThan(0);
  expect(upcoming).toBeLessThan(past);
  expect(html).not.toContain("Compost privé");
});

test("/search lists upcoming events soonest first, then past ones latest first", async () => {
  await createEvent({ slug: "ruche-loin", title: "Ruche lointaine", startDate: daysFromNow(40, 18) });
  await createEvent({ slug: "ruche-proche", title: "Ruche proche", startDate: daysFromNow(3, 18) });
  await createEvent({ slug: "ruche-ancienne", title: "Ruche ancienne", startDate: daysFromNow(-60, 18) });
  await createEvent({ slug: "ruche-recente", title: "Ruche récente", startDate: daysFromNow(-2, 18) });
  const { html } = await renderPage("/search?q=ruche&type=events");
  const order = ["ruche-proche", "ruche-loin", "ruche-recente", "ruche-ancienne"].map((slug) => html.indexOf(`/events/e/${slug}"`));
  expect(order.every((at) => at > 0)).toBe(true);
  expect(order).toEqual([...order].sort((a, b) => a - b));
  expect(html).toContain("Événements (4)");
});

test("/search pages through events that start at the same time without repeating or skipping one", async () => {
  const at = daysFromNow(20, 18);
  const ids: string[] = [];
  for (let n = 1; n <= 14; n++)
    ids.push(await createEvent({ slug: `tuile-${String(n).padStart(2, "0")}`, title: `Tuile ${n}`, startDate: daysFromNow(30 + n, 18) }));
  // Moved to the same start, the last first: the search reads them in the order they took their slots, the
  // opposite of their ids, and the pages must follow that order.
  for (const id of [...ids].reverse()) await env.DB.prepare("UPDATE events SET start_date = ? WHERE id = ?").bind(at, id).run();
  const slugs = async (page: number) =>
    [...(await renderPage(`/search?q=tuile&type=events${page ? `&page=${page}` : ""}`)).html.matchAll(/\/events\/e\/(tuile-\d+)"/g)].map((m) => m[1]);
  const first = await slugs(0);
  const second = await slugs(1);
  expect(first).toHaveLength(12);
  expect(second).toHaveLength(2);
  expect(new Set([...first, ...second]).size).toBe(14);
});

test("/search escapes the query and the content it marks", async () => {
  const query = await renderPage(`/search?q=${encodeURIComponent("<script>alert(1)</script>")}`);
  expect(query.status).toBe(200);
  expect(query.html).not.toContain("<script>alert(1)</script>");
  expect(query.html).toContain("Rien trouvé pour « &lt;script&gt;alert(1)&lt;/script&gt; »");
  const { html } = await renderPage(`/search?q=${encodeURIComponent('"zéro')}`);
  expect(html).toContain("<span>Le &quot;</span><mark>zéro</mark>");
});

test("/search with nothing found offers suggestions; one group is paginated", async () => {
  const empty = await renderPage("/search?q=introuvablexyz");
  expect(empty.status).toBe(200);
  expect(empty.html).toContain("Rien trouvé pour « introuvablexyz »");
  expect(empty.html).toContain('href="/search?q=compost"');
  const past = await renderPage("/search?q=compost&type=events&page=5", { redirect: "manual" });
  expect(past.status).toBe(302);
  expect(past.headers.get("location")).toBe("/search?q=compost&type=events");
  const events = await renderPage("/search?q=compost&type=events");
  expect(events.html).toContain('aria-current="page" href="/search?q=compost&amp;type=events"');
  expect(events.html).not.toContain('id="group-articles"');
  const english = await renderPage("/en/search?q=compost");
  expect(english.html).toContain("results for “compost”");
  expect(english.html).toMatch(/<h3 class="search-hit__title" lang="fr">/);
});
