// Page entries (model 'page'): home, Chiche home, momentum homes, error pages, about and legal notice.
// Each page has one PageHeader (its only h1); English and Spanish pages link to /en/… and /es/… paths.
// The home pages show the data blocks (docs/product.md §9): events (Carousel, FilterEvents), articles
// (Top-articles, Article), the current survey, a newsletter card, a sponsor (Partenariat), an action card and,
// on the Chiche home, the Exclusivity Card.

import { blockFactory, entryRow, pageQuery } from "./builder.mjs";
import { DAY } from "./dates.mjs";
import { CHICHE, HOME, MOMENTUM_PAGE } from "./page-copy-home.mjs";
import { ABOUT, ERRORS, LEGAL } from "./page-copy-info.mjs";
import { MOMENTUMS } from "./taxonomies.mjs";
import { TOPICS } from "./topics.mjs";

const cover = (topic) => `/covers/${topic}.png`;
const altOf = (topic) => TOPICS.find((t) => t.slug === topic)?.alt ?? "";
const localPath = (lang, path) => (lang === "fr" ? path : `/${lang}${path === "/" ? "" : path}`);
const sponsor = ({ partner, text }) => ({
  partner,
  text,
  link: "https://example.org/terres-communes",
  logo: "/images/partner-terres-communes.svg",
  logoLight: "/images/partner-terres-communes-light.svg",
});

function homeBlocks(b, s, lang) {
  const covers = ["climat", "culture", "egalite"];
  return [
    b.pageHeader({ title: s.title, subtitle: s.subtitle, image: cover("climat"), ctaLabel: s.cta, ctaHref: localPath(lang, "/events") }),
    b.section("bottom", [b.heading(s.introHeading, 2), b.text(`<p>${s.intro}</p>`), b.button(s.allEvents, localPath(lang, "/events"))]),
    b.columns(
      s.cards.map((card, i) => [
        b.image(cover(covers[i]), altOf(covers[i])),
        b.heading(card.title, 3),
        b.text(`<p>${card.text}</p>`),
        b.button(card.label, localPath(lang, card.path), "ghost", "small"),
      ]),
    ),
    b.carousel(s.eventsHeading),
    b.topArticles(s.articlesHeading, 6, "square"),
    b.heading(s.surveyHeading, 2),
    b.currentSurvey(),
    b.newsletterCard({ size: "normal", theme: "parsley", title: s.newsletter.title, text: s.newsletter.text, source: "chiche" }),
    b.actionCard(s.action),
    b.quote(s.quote, s.quoteAuthor),
    b.section("top", [b.heading(s.organizeHeading, 2), b.text(`<p>${s.organize}</p>`), b.button(s.organizeLabel, localPath(lang, "/organize"))]),
    b.partenariat("light", sponsor(s.partner)),
  ];
}

function chicheBlocks(b) {
  return [
    b.pageHeader({ title: CHICHE.title, subtitle: CHICHE.subtitle, image: cover("education"), ctaLabel: CHICHE.cta, ctaHref: "/events" }),
    b.section("both", [
      b.heading(CHICHE.weekHeading, 2),
      b.text(`<p>${CHICHE.week}</p>`),
      b.columns(
        CHICHE.cards.map((card) => [
          b.image(cover(card.cover), altOf(card.cover)),
          b.heading(card.title, 3),
          b.text(`<p>${card.text}</p>`),
          b.button(card.label, card.path, "text", "medium"),
        ]),
      ),
    ]),
    b.exclusivityCard("chiche-homepage", [b.heading(CHICHE.exclusivityFallback.title, 2), b.text(`<p>${CHICHE.exclusivityFallback.text}</p>`)]),
    b.carousel(CHICHE.eventsHeading, { organizedByMakesense: true }),
    b.topArticles(CHICHE.articlesHeading, 6, "spotlight"),
    b.heading(CHICHE.pollHeading, 2),
    b.text(`<p>${CHICHE.poll}</p>`),
    b.currentSurvey(),
    b.button(CHICHE.pollLabel, "/sondages", "full", "default"),
    b.newsletterCard({ size: "small", theme: "entrepreneuriat", title: CHICHE.newsletter.title, text: CHICHE.newsletter.text, source: "chiche" }),
    b.instagram(4, true),
    b.partenariat("dark", sponsor(CHICHE.partner)),
  ];
}

function momentumBlocks(b, momentum, joinUrl, article) {
  const s = MOMENTUM_PAGE;
  return [
    b.pageHeader({ title: momentum.name.fr, subtitle: momentum.description.fr, image: cover(s.covers[momentum.slug]), ctaLabel: s.cta, ctaHref: joinUrl }),
    b.heading(s.eventsHeading, 2),
    b.text(`<p>${s.events(momentum.name.fr)}</p>`),
    b.carousel(s.agendaHeading, { momentum: momentum.slug }),
    b.button(s.eventsLabel, `/events?momentum=${momentum.slug}`),
    b.filterEvents(s.agendaHeading, { momentum: momentum.slug }),
    b.heading(s.articleHeading, 2),
    b.article(article.builder_id, "spotlight"),
    b.currentSurvey(),
    b.newsletterCard({ size: "small", theme: "neutral", title: s.newsletter.title, text: s.newsletter.text, source: "chiche" }),
    b.actionCard(s.action),
    b.section("top", [b.heading(s.organizeHeading, 2), b.text(`<p>${s.organize}</p>`), b.button(s.organizeLabel, "/organize/create", "ghost")]),
    b.partenariat("light", sponsor(s.partner)),
  ];
}

/** The error page shows its own h1 (the status title); the editable part adds the explanation and links. */
function errorBlocks(b, s, lang) {
  return [
    b.text(`<p><strong>${s.subtitle}</strong></p><p>${s.text}</p>`),
    b.button(s.home, localPath(lang, "/")),
    b.button(s.events, localPath(lang, "/events"), "ghost"),
  ];
}

function aboutBlocks(b, s, lang) {
  return [
    b.pageHeader({ title: s.title, subtitle: s.subtitle, image: cover("solidarite") }),
    b.heading(s.missionHeading, 2),
    b.text(s.mission),
    b.heading(s.howHeading, 2),
    b.text(s.how),
    b.quote(s.quote, s.quoteAuthor),
    b.heading(s.contactHeading, 2),
    b.text(s.contact),
    b.button(s.cta, localPath(lang, "/events")),
  ];
}

function legalBlocks(b) {
  return [
    b.pageHeader({ title: LEGAL.title, subtitle: LEGAL.subtitle }),
    ...LEGAL.sections.flatMap(([heading, html]) => [b.heading(heading, 2), b.text(html)]),
  ];
}

/** The article a momentum page recommends: the most read one on its topic. */
function momentumArticle(articles, momentum) {
  const topic = MOMENTUM_PAGE.covers[momentum.slug];
  const onTopic = articles.filter((article) => article.tags.includes(topic));
  return [...(onTopic.length > 0 ? onTopic : articles)].sort((a, b) => b.count - a.count)[0];
}

/** Every page entry; `joinUrls` maps momentum slugs to their join links; `articles` are the media's. */
export function generatePages(rng, { anchor, joinUrls, articles }) {
  const b = blockFactory(rng);
  const pages = [];
  const add = (name, urlPath, lang, title, blocks) => pages.push({ name: lang === "fr" ? name : `${name} (${lang})`, urlPath, lang, title, blocks });
  for (const lang of ["fr", "en", "es"]) {
    add("Accueil", "/", lang, HOME[lang].title, homeBlocks(b, HOME[lang], lang));
    for (const [path, copy] of Object.entries(ERRORS)) add(copy.name, path, lang, copy[lang].title, errorBlocks(b, copy[lang], lang));
    add("À propos", "/a-propos", lang, ABOUT[lang].title, aboutBlocks(b, ABOUT[lang], lang));
  }
  add("Accueil Chiche", "/home-chiche", "fr", CHICHE.title, chicheBlocks(b));
  for (const momentum of MOMENTUMS) {
    add(
      `Mouvement : ${momentum.name.fr}`,
      `/home-momentum/${momentum.slug}`,
      "fr",
      momentum.name.fr,
      momentumBlocks(b, momentum, joinUrls[momentum.slug], momentumArticle(articles, momentum)),
    );
  }
  add("Mentions légales", "/mentions-legales", "fr", LEGAL.title, legalBlocks(b));
  return pages.map((page, i) =>
    entryRow(rng, {
      model: "page",
      name: page.name,
      urlPath: page.urlPath,
      query: pageQuery(page.urlPath, page.lang),
      data: { title: page.title, url: page.urlPath, blocks: page.blocks, description: page.blocks[0].component.options.subtitle ?? "" },
      meta: { kind: "page" },
      published: anchor - (200 - i) * DAY,
    }),
  );
}
