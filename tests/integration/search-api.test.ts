import { env } from "cloudflare:workers";
import * as v from "valibot";
import { beforeAll, expect, test } from "vitest";
import { vocabularyWordsSql } from "~/features/search/spelling.db.server";
import { daysFromNow } from "../factories/dates";
import { createEvent, createTaxonomy } from "../factories/events";
import { createArticle, createPlaylist, createResource } from "../factories/media";
import { getJson } from "../support/api-call";
import { describedJson } from "../support/api-contract";
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
  // Words for the corrections: a frequent one and a rare one a letter apart, an accented one, a long one, and a
  // word that only a private event holds.
  await createEvent({ slug: "tarte-pomme", title: "Tarte à la pomme", startDate: daysFromNow(8, 18) });
  await createEvent({ slug: "jus-pomme", title: "Jus de pomme pressé", startDate: daysFromNow(9, 18) });
  await createArticle({ slug: "pomme-antan", title: "La pomme d'antan", firstPublished: daysFromNow(-3) });
  await createArticle({ slug: "gomme-magique", title: "La gomme magique", firstPublished: daysFromNow(-3) });
  await createEvent({ slug: "grand-evenement", title: "Un événement pour le quartier", startDate: daysFromNow(6, 18) });
  await createEvent({ slug: "fete-voisins", title: "Grande fête du quartier voisin", startDate: daysFromNow(10, 18) });
  await createArticle({ slug: "biodiversite-haies", title: "Protéger la biodiversité des haies", firstPublished: daysFromNow(-6) });
  await createEvent({ slug: "reunion-privee", title: "Réunion xylophonique", startDate: daysFromNow(7, 18), private: true });
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
    "/builder/search?q=compst&exact=yes",
  ]) {
    const { status, body } = await getJson(path);
    expect(status, path).toBe(400);
    expect(body).toMatchObject({ error: { code: "invalid_parameter", message: expect.any(String) } });
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

test("a misspelt word finds what it meant: the API answers the corrected query's hits and says which, as described", async () => {
  const { status, body, problems } = await describedJson("GET", "/builder/search?q=compst");
  expect(status).toBe(200);
  expect(problems).toEqual([]);
  expect(body).toMatchObject({ q: "compst", corrected: "compost", articles: { total: 2 }, playlists: { total: 1 }, resources: { total: 1 } });
  const exact = await describedJson("GET", "/builder/search?q=compst&exact=true");
  expect(exact.problems).toEqual([]);
  expect(exact.body).toMatchObject({ q: "compst", corrected: null, articles: { total: 0 }, playlists: { total: 0 }, resources: { total: 0 } });
  const long = await getJson("/builder/search?q=biodivresitee");
  expect(long.body).toMatchObject({ corrected: "biodiversite", articles: { total: 1, data: [{ slug: "biodiversite-haies" }] } });
});

test("a word the texts hold is never corrected, even next to a more frequent one; of two as near, the more frequent wins", async () => {
  const correct = await getJson("/builder/search?q=compost");
  expect(correct.body).toMatchObject({ corrected: null, articles: { total: 2 } });
  const rare = await getJson("/builder/search?q=gomme");
  expect(rare.body).toMatchObject({ corrected: null, articles: { total: 1, data: [{ slug: "gomme-magique" }] } });
  // "zomme" is one letter from "gomme" (one text) and "pomme" (three): the site search takes "pomme".
  const { html } = await renderPage("/search?q=zomme");
  expect(html).toContain("3 résultats pour « pomme »");
  expect(html).toContain("Rien trouvé pour « zomme » : ta recherche a été corrigée.");
  const words = await renderPage(`/search?q=${encodeURIComponent("atelier compst")}`);
  expect(words.html).toContain("Événements (2)");
  expect(words.html).toContain("résultats pour « atelier compost »");
});

test("three misspelt words are corrected; four, a short word, or a word whose only neighbour is private or none give the empty state", async () => {
  // Only an event holds these words: the site search corrects them, the content API has nothing to correct them to.
  const { html: three } = await renderPage(`/search?q=${encodeURIComponent("grandr fetr quartiir")}`);
  expect(three).toContain("1 résultat pour « grande fete quartier »");
  expect((await getJson(`/builder/search?q=${encodeURIComponent("grandr fetr quartiir")}`)).body).toMatchObject({ corrected: null });
  for (const q of ["zzzzqqq", "xylophoniqe", "cmp", "grandr fetr quartiir voisim"]) {
    const { body } = await getJson(`/builder/search?q=${encodeURIComponent(q)}`);
    expect(body, q).toMatchObject({ corrected: null, articles: { total: 0 } });
    const { html } = await renderPage(`/search?q=${encodeURIComponent(q)}`);
    expect(html, q).toContain(`Rien trouvé pour « ${q} »`);
    expect(html, q).not.toContain('class="search-correction"');
    expect(html, q).not.toContain("xylophonique");
  }
});

test("accents are folded before comparing: a word that differs by its accents alone is found, not corrected", async () => {
  for (const q of ["evenement", "événement", "EVENEMENT"]) {
    const { html } = await renderPage(`/search?q=${encodeURIComponent(q)}`);
    expect(html, q).toContain(`1 résultat pour « ${q} »`);
    expect(html, q).not.toContain('class="search-correction"');
  }
  const misspelt = await renderPage(`/search?q=${encodeURIComponent("évènemant")}`);
  expect(misspelt.html).toContain("1 résultat pour « evenement »");
  expect(misspelt.html).toContain("<mark>événement</mark>");
  const api = await getJson(`/builder/search?q=${encodeURIComponent("cómpst")}`);
  expect(api.body).toMatchObject({ corrected: "compost", articles: { total: 2 } });
});

test("/search shows the corrected query's results, marked, with a link to the query as typed, which stays as typed", async () => {
  const { status, html } = await renderPage("/search?q=compst");
  expect(status).toBe(200);
  expect(html).toContain("6 résultats pour « compost »");
  expect(html).toContain("Rien trouvé pour « compst » : ta recherche a été corrigée.");
  expect(html).toContain('href="/search?q=compst&amp;exact=true" data-discover="true">Rechercher plutôt « compst »</a>');
  expect(html).toContain("<mark>compost</mark>");
  const exact = await renderPage("/search?q=compst&exact=true");
  expect(exact.html).toContain("Rien trouvé pour « compst »");
  expect(exact.html).not.toContain('class="search-correction"');
  const group = await renderPage("/search?q=compst&type=events");
  expect(group.html).toContain('href="/search?q=compst&amp;type=events&amp;exact=true"');
  const english = await renderPage("/en/search?q=compst");
  expect(english.html).toContain("results for “compost”");
  expect(english.html).toContain('href="/en/search?q=compst&amp;exact=true" data-discover="true">Search instead for “compst”</a>');
});

test("the words near a misspelt one are read through the vocabularies' primary keys, never a scan", async () => {
  const words = JSON.stringify(["compost", "composts"]);
  const lookups = JSON.stringify([["biodiv", "", ""]]);
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${vocabularyWordsSql(true)}`)
    .bind(words, lookups, 10, 14)
    .all();
  const plan = results.map((row) => v.parse(v.object({ detail: v.string() }), row).detail);
  for (const vocabulary of ["event_search_terms", "content_search_terms"]) {
    expect(plan).toContain(`SEARCH ${vocabulary} USING PRIMARY KEY (term=?)`);
  }
  expect(plan.filter((detail) => detail === "SEARCH w USING PRIMARY KEY (term>? AND term<?)")).toHaveLength(2);
  expect(plan.filter((detail) => /^SCAN (event_search_terms|content_search_terms|w)\b/.test(detail))).toEqual([]);
});
