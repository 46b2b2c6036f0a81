// Media articles: list rows (table articles) and their bodies as 'article' builder entries.

import { ARTICLES, CATEGORIES, RECORDINGS } from "./article-catalog.mjs";
import { CLOSINGS, QUOTES, TOPIC_PARAGRAPHS } from "./article-paragraphs.mjs";
import { blockFactory, entryRow, pageQuery } from "./builder.mjs";
import { DAY, iso } from "./dates.mjs";
import { slugify } from "./text.mjs";

/** Publication ages in days: a recent handful (last five weeks), the rest over about fourteen months. */
function publicationAges(rng, count) {
  return Array.from({ length: count }, (_, i) => (i % 6 === 0 ? rng.int(1, 34) : rng.int(36, 420)));
}

export function generateArticles(rng, { anchor, topicIds }) {
  const b = blockFactory(rng);
  const catalog = Object.entries(ARTICLES).flatMap(([category, list]) => list.map((item) => [category, ...item]));
  const ages = publicationAges(rng, catalog.length);
  const articles = [];
  const entries = [];
  catalog.forEach(([category, topic, title, summary, kind], i) => {
    const { tag, heading } = CATEGORIES[category];
    const media = kind ?? CATEGORIES[category].media;
    const slug = slugify(title.replace(/^(Podcast|Vidéo|Tribune) : /, ""));
    const url = `/media/${category}/${slug}`;
    const published = anchor - ages[i] * DAY - rng.int(6, 18) * 3_600_000;
    const [first, second] = TOPIC_PARAGRAPHS[topic];
    const quote = rng.pick(QUOTES);
    const blocks = [
      b.text(`<p><strong>${summary}</strong></p>`),
      b.text(`<p>${first}</p>`),
      b.heading(heading, 2),
      b.text(`<p>${second}</p>`),
      b.quote(quote.text, quote.author),
      b.text(CLOSINGS[media]),
    ];
    const entry = entryRow(rng, {
      model: "article",
      name: title,
      urlPath: url,
      query: pageQuery(url, "fr"),
      data: { title, url, blocks },
      meta: { kind: "page" },
      published,
    });
    entries.push(entry);
    articles.push({
      id: rng.hex(24),
      builder_id: entry.id,
      slug,
      lang: "fr",
      category,
      media,
      title,
      description_courte: summary,
      image: `/covers/${topic}.png`,
      thematique_id: topicIds[topic],
      tags: [topic, tag],
      count: Math.floor(5000 * rng.next() ** 2.2),
      first_published: iso(published),
      published: 1,
      media_url: RECORDINGS[slug]?.media ?? null,
      captions_url: RECORDINGS[slug]?.captions ?? null,
    });
  });
  return { articles, entries };
}
