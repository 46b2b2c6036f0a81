// Page entries (model 'page'): home, Chiche home, momentum homes, error pages, about and legal notice.
// Each page has one PageHeader (its only h1); English and Spanish pages link to /en/… and /es/… paths.

import { blockFactory, entryRow, pageQuery } from "./builder.mjs";
import { DAY } from "./dates.mjs";
import { CHICHE, HOME, MOMENTUM_PAGE } from "./page-copy-home.mjs";
import { ABOUT, ERRORS, LEGAL } from "./page-copy-info.mjs";
import { MOMENTUMS } from "./taxonomies.mjs";
import { TOPICS } from "./topics.mjs";

const cover = (topic) => `/covers/${topic}.png`;
const altOf = (topic) => TOPICS.find((t) => t.slug === topic).alt;
const localPath = (lang, path) => (lang === "fr" ? path : `/${lang}${path === "/" ? "" : path}`);

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
    b.quote(s.quote, s.quoteAuthor),
    b.section("top", [b.heading(s.organizeHeading, 2), b.text(`<p>${s.organize}</p>`), b.button(s.organizeLabel, localPath(lang, "/organize"))]),
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
    b.heading(CHICHE.pollHeading, 2),
    b.text(`<p>${CHICHE.poll}</p>`),
    b.button(CHICHE.pollLabel, "/sondages", "full", "default"),
  ];
}

function momentumBlocks(b, momentum, joinUrl) {
  const s = MOMENTUM_PAGE;
  return [
    b.pageHeader({ title: momentum.name.fr, subtitle: momentum.description.fr, image: cover(s.covers[momentum.slug]), ctaLabel: s.cta, ctaHref: joinUrl }),
    b.heading(s.eventsHeading, 2),
    b.text(`<p>${s.events(momentum.name.fr)}</p>`),
    b.button(s.eventsLabel, `/events?momentum=${momentum.slug}`),
    b.section("top", [b.heading(s.organizeHeading, 2), b.text(`<p>${s.organize}</p>`), b.button(s.organizeLabel, "/organize/create", "ghost")]),
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

/** Every page entry; `joinUrls` maps momentum slugs to their join links. */
export function generatePages(rng, { anchor, joinUrls }) {
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
    add(`Mouvement : ${momentum.name.fr}`, `/home-momentum/${momentum.slug}`, "fr", momentum.name.fr, momentumBlocks(b, momentum, joinUrls[momentum.slug]));
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
