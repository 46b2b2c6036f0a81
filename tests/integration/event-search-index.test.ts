import { env } from "cloudflare:workers";
import { expect, onTestFinished, test } from "vitest";
import { eventTextMatch, indexedWords, WORDS_PER_QUERY_WORD_MAX } from "~/features/events/event-text-match.db.server";
import { daysFromNow } from "../factories/dates";
import { createEvent, deleteRows } from "../factories/events";
import { createEventOf, createOrganizeTaxonomies, eventInput } from "../factories/organized-events";
import { createMember } from "../factories/users";
import { slugsOf } from "../support/api-answers";
import { getJson } from "../support/api-call";

// The text index holds listed events' texts only, and every word of every text is in event_search_terms
// (migrations/0020_listed_search_texts.sql, docs/decisions/020-search-reads-its-index-alone.md).

// Keys and rowids pass 2^53: they are compared in SQL, as slot and offset, never as JavaScript numbers.
/** The event's texts in the index: each one's language and its rowid's offset from the event's key * 4. */
const indexRows = async (eventId: string) =>
  (
    await env.DB.prepare(
      `SELECT f.rowid - e.search_key * 4 AS offset, CASE f.rowid - e.search_key * 4 WHEN 0 THEN 'fr' WHEN 1 THEN 'en' WHEN 2 THEN 'es' END AS lang
       FROM events e JOIN events_fts f ON f.rowid BETWEEN e.search_key * 4 AND e.search_key * 4 + 3 WHERE e.id = ? ORDER BY f.rowid`,
    )
      .bind(eventId)
      .all()
  ).results;
/** The event's key as its millisecond and its slot among the events starting in it. */
const keyOf = async (eventId: string) =>
  env.DB.prepare("SELECT search_key / 16384 AS ms, search_key % 16384 AS slot FROM events WHERE id = ?").bind(eventId).first<{ ms: number; slot: number }>();
const FROM = encodeURIComponent(daysFromNow(0));
const search = async (words: string) => getJson(`/events?from=${FROM}&search=${encodeURIComponent(words)}`);

/** The FTS5 query eventTextMatch writes for `words`, as D1 evaluates it. */
async function matchOf(words: string[]) {
  const values: unknown[] = [];
  const sql = eventTextMatch(words, (value) => {
    values.push(value);
    return `?${values.length}`;
  });
  return env.DB.prepare(`SELECT ${sql} AS q`)
    .bind(...values)
    .first<string>("q");
}

test("an organizer's event is found by the beginning of any of its words; while private, nowhere, and its words wait in the vocabulary", async () => {
  const taxonomies = await createOrganizeTaxonomies();
  const organizer = await createMember();
  const body = eventInput(taxonomies, {
    private: true,
    startDate: daysFromNow(12, 9),
    endDate: daysFromNow(12, 11),
    texts: {
      fr: { title: "Lombricompostage au jardin", description: "<p>Des vers de terre, des épluchures.</p>" },
      es: { title: "Vermicompostaje en el huerto", description: "<p>Lombrices y cáscaras.</p>" },
    },
  });
  const event = await createEventOf(organizer, body);
  const words = await env.DB.prepare(
    "SELECT term FROM event_search_terms WHERE term IN ('lombricompostage', 'epluchures', 'vermicompostaje', 'cascaras')",
  ).all();
  expect(words.results).toHaveLength(4);
  expect(await indexRows(event.id)).toEqual([]);
  expect(slugsOf((await search("lombric")).body)).toEqual([]);

  await env.DB.prepare("UPDATE events SET private = 0 WHERE id = ?").bind(event.id).run();
  expect(await indexRows(event.id)).toHaveLength(2);
  for (const words of ["lombric", "Épluch", "vermicompost cásc", "LOMBRICOMPOSTAGE jardin"]) {
    const found = await search(words);
    expect(slugsOf(found.body), words).toEqual([event.slug]);
    expect(found.body.total, words).toBe(1);
  }
  expect(slugsOf((await search("lombricompostages")).body)).toEqual([]);
});

test("a query word is read as the indexed words it starts; one the vocabulary does not know stays a prefix, one that starts too many is matched whole", async () => {
  await env.DB.prepare("INSERT OR IGNORE INTO event_search_terms (term) VALUES ('bulbe'), ('bulle'), ('bulles'), ('velo'), ('velorution')").run();
  expect(await matchOf(["bul"])).toBe('("bulbe" OR "bulle" OR "bulles")');
  expect(await matchOf(["Vélo", "bulle"])).toBe('("velo" OR "velorution") AND ("bulle" OR "bulles")');
  expect(await matchOf(["zyzzyva"])).toBe('"zyzzyva"*');
  const many = Array.from({ length: WORDS_PER_QUERY_WORD_MAX + 1 }, (_, i) => `motmot${String(i).padStart(2, "0")}`);
  await env.DB.prepare("INSERT OR IGNORE INTO event_search_terms (term) SELECT value FROM json_each(?)").bind(JSON.stringify(many)).run();
  expect(await matchOf(["motmot"])).toBe('"motmot"');
  const ids = [
    await createEvent({ slug: "motmot-seul", title: "Motmot", startDate: daysFromNow(70, 9) }),
    await createEvent({ slug: "motmot-long", title: "Motmot07", startDate: daysFromNow(71, 9) }),
  ];
  onTestFinished(() => deleteRows("events", ids));
  expect(slugsOf((await search("motmot")).body)).toEqual(["motmot-seul"]);
  expect(slugsOf((await search("motmot0")).body)).toEqual(["motmot-long"]);
  expect(await matchOf(["motmot0"])).toBe(
    `(${many
      .slice(0, 10)
      .map((word) => `"${word}"`)
      .join(" OR ")})`,
  );
});

test("the words an event's write adds are the words the index's tokenizer cuts, accents and case folded", async () => {
  const texts = ["L'été à Montréal : ateliers « zéro-déchet », 3e édition — Œuvre ÇA va", "Ñandú, cáscaras y pingüinos; 2026/11 façade naïve"];
  await env.DB.batch([
    env.DB.prepare("CREATE VIRTUAL TABLE words_check USING fts5 (t, content = '', tokenize = 'unicode61 remove_diacritics 2')"),
    env.DB.prepare("INSERT INTO words_check (t) SELECT value FROM json_each(?)").bind(JSON.stringify(texts)),
    env.DB.prepare("CREATE VIRTUAL TABLE words_check_terms USING fts5vocab(words_check, 'row')"),
  ]);
  onTestFinished(async () => {
    await env.DB.batch([env.DB.prepare("DROP TABLE words_check_terms"), env.DB.prepare("DROP TABLE words_check")]);
  });
  const { results } = await env.DB.prepare("SELECT term FROM words_check_terms ORDER BY term").all<{ term: string }>();
  expect(indexedWords(texts).sort()).toEqual(results.map((row) => row.term));
  expect(indexedWords(texts)).toEqual(expect.arrayContaining(["ete", "montreal", "zero", "dechet", "œuvre", "nandu", "pinguinos", "facade", "naive"]));
});

test("keys stay unique across listed and unlisted events of one millisecond, and an event made public enters the index in its place", async () => {
  const start = daysFromNow(50, 7);
  const hidden = await createEvent({ slug: "ondee-cachee", title: "Ondée cachée", startDate: start, private: true });
  const shown = await createEvent({ slug: "ondee-visible", title: "Ondée visible", startDate: start });
  const draft = await createEvent({ slug: "ondee-brouillon", title: "Ondée brouillon", startDate: start, status: "draft" });
  onTestFinished(() => deleteRows("events", [hidden, shown, draft]));
  const ms = Date.parse(start);
  expect([await keyOf(hidden), await keyOf(shown), await keyOf(draft)]).toEqual([
    { ms, slot: 0 },
    { ms, slot: 1 },
    { ms, slot: 2 },
  ]);
  expect(await indexRows(hidden)).toEqual([]);
  expect(await indexRows(draft)).toEqual([]);
  expect(slugsOf((await search("ondée")).body)).toEqual(["ondee-visible"]);

  await env.DB.prepare("UPDATE events SET private = 0 WHERE id = ?").bind(hidden).run();
  await env.DB.prepare("UPDATE events SET status = 'active' WHERE id = ?").bind(draft).run();
  expect(slugsOf((await search("ondée")).body)).toEqual(["ondee-cachee", "ondee-visible", "ondee-brouillon"]);
  await env.DB.prepare("UPDATE events SET status = 'draft' WHERE id = ?").bind(shown).run();
  expect(await indexRows(shown)).toEqual([]);
  expect((await search("ondée")).body.total).toBe(2);
});

test("one update of both the date and the visibility moves an event's texts once, under a key of the new date", async () => {
  const id = await createEvent({
    slug: "grele-deplacee",
    title: "Grêle déplacée",
    translations: { en: "Moved hail", es: "Granizo movido" },
    startDate: daysFromNow(60, 7),
    private: true,
  });
  onTestFinished(() => deleteRows("events", [id]));
  const moved = daysFromNow(61, 9);
  await env.DB.prepare("UPDATE events SET start_date = ?, private = 0 WHERE id = ?").bind(moved, id).run();
  expect(await keyOf(id)).toEqual({ ms: Date.parse(moved), slot: 0 });
  expect(await indexRows(id)).toEqual([
    { offset: 0, lang: "fr" },
    { offset: 1, lang: "en" },
    { offset: 2, lang: "es" },
  ]);
  await env.DB.prepare("UPDATE events SET start_date = ?, private = 1 WHERE id = ?").bind(daysFromNow(62, 9), id).run();
  expect(await indexRows(id)).toEqual([]);
});

test("the count reads the index alone yet counts what the page lists: events under way at `from` are in, those over are out", async () => {
  const ids = [
    await createEvent({ slug: "averse-en-cours", title: "Averse en cours", startDate: daysFromNow(-1), endDate: daysFromNow(1) }),
    await createEvent({ slug: "averse-finie", title: "Averse finie", startDate: daysFromNow(-1), endDate: daysFromNow(-0.5) }),
    await createEvent({ slug: "averse-demain", title: "Averse demain", startDate: daysFromNow(1, 9) }),
    await createEvent({ slug: "averse-lointaine", title: "Averse lointaine", startDate: daysFromNow(90, 9) }),
  ];
  onTestFinished(() => deleteRows("events", ids));
  const upcoming = await search("averse");
  expect(slugsOf(upcoming.body)).toEqual(["averse-en-cours", "averse-demain", "averse-lointaine"]);
  expect(upcoming.body.total).toBe(3);
  const soon = await getJson(`/events?from=${FROM}&to=${encodeURIComponent(daysFromNow(30))}&search=averse`);
  expect(slugsOf(soon.body)).toEqual(["averse-en-cours", "averse-demain"]);
  expect(soon.body.total).toBe(2);
  const all = await getJson("/events?search=averse");
  expect(all.body.total).toBe(4);
  await env.DB.prepare("UPDATE events SET status = 'cancelled' WHERE slug = 'averse-demain'").run();
  for (const [status, slugs] of [
    ["active", ["averse-en-cours", "averse-lointaine"]],
    ["cancelled", ["averse-demain"]],
  ] as const) {
    const listed = await getJson(`/events?from=${FROM}&status=${status}&search=averse`);
    expect(slugsOf(listed.body), status).toEqual(slugs);
    expect(listed.body.total, status).toBe(slugs.length);
  }
  const cancelledAtAnyTime = await getJson("/events?status=cancelled&search=averse");
  expect(cancelledAtAnyTime.body.total).toBe(1);
});

/** The index's rows whose words include `word` (its own tokenizer folds case and accents). */
const matches = async (word: string) => (await env.DB.prepare("SELECT rowid FROM events_fts WHERE events_fts MATCH ?").bind(`"${word}"`).all()).results.length;

test("the index forgets exactly the words it was given: an edited text, an event hidden, moved or deleted leave no word behind", async () => {
  const id = await createEvent({
    slug: "zorglub-oublie",
    title: "Zorglub quaffleur",
    translations: { en: "Zorglub snarfwidget" },
    startDate: daysFromNow(30, 9),
  });
  onTestFinished(() => deleteRows("events", [id]));
  expect(await matches("zorglub")).toBe(2);

  await env.DB.prepare("UPDATE event_translations SET title = 'Blorptax quaffleur', description_text = 'Blorptax' WHERE event_id = ? AND lang = 'fr'")
    .bind(id)
    .run();
  expect([await matches("zorglub"), await matches("blorptax"), await matches("quaffleur")]).toEqual([1, 1, 1]);
  await env.DB.prepare("UPDATE events SET private = 1 WHERE id = ?").bind(id).run();
  expect([await matches("zorglub"), await matches("blorptax")]).toEqual([0, 0]);
  await env.DB.prepare("UPDATE events SET private = 0, start_date = ? WHERE id = ?").bind(daysFromNow(31, 9), id).run();
  expect([await matches("zorglub"), await matches("blorptax")]).toEqual([1, 1]);
  await env.DB.prepare("DELETE FROM event_translations WHERE event_id = ? AND lang = 'en'").bind(id).run();
  expect([await matches("zorglub"), await matches("snarfwidget")]).toEqual([0, 0]);
  await env.DB.prepare("DELETE FROM events WHERE id = ?").bind(id).run();
  expect([await matches("blorptax"), await matches("quaffleur")]).toEqual([0, 0]);

  // One row per listed text, and an index FTS5 finds consistent.
  const listed = await env.DB.prepare(
    "SELECT count(*) AS n FROM event_translations t JOIN events e ON e.id = t.event_id WHERE e.search_key IS NOT NULL AND e.private = 0 AND e.status != 'draft'",
  ).first("n");
  expect(await env.DB.prepare("SELECT count(*) AS n FROM events_fts").first("n")).toBe(listed);
  await env.DB.prepare("INSERT INTO events_fts (events_fts, rank) VALUES ('integrity-check', 0)").run();
});
