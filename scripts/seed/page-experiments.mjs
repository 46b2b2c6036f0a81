// A page that shows the page builder's A/B tests and visibility conditions (docs/architecture.md §4):
// /rejoindre in fr, en and es, with a variation drawn for half of the visitors, a block for visitors who are
// not logged in (by condition name) and one for members (by reference to the 'condition' entry).

import { blockFactory, entryRow, pageQuery } from "./builder.mjs";
import { DAY } from "./dates.mjs";

const COPY = {
  fr: {
    original: { title: "Rejoins le mouvement", subtitle: "Des milliers de personnes agissent déjà près de chez elles. Et toi ?", cta: "Trouver un événement" },
    variation: {
      title: "Passe à l'action ce mois-ci",
      subtitle: "Un atelier, une fresque, un café-débat : choisis ton premier pas.",
      cta: "Voir les événements du mois",
    },
    visitors: {
      heading: "Crée ton compte en une minute",
      text: "Avec un compte, tu t'inscris en un clic et tu retrouves tes événements dans ton agenda.",
      cta: "Créer mon compte",
    },
    members: { heading: "Content de te revoir !", text: "Retrouve les événements auxquels tu participes dans ton agenda.", cta: "Mon agenda" },
    organize: {
      heading: "Et si tu organisais ?",
      text: "Une idée d'atelier ou de rencontre ? Publie ton événement, on t'aide à le faire connaître.",
      cta: "Organiser un événement",
    },
  },
  en: {
    original: { title: "Join the movement", subtitle: "Thousands of people already take action near them. What about you?", cta: "Find an event" },
    variation: { title: "Take action this month", subtitle: "A workshop, a climate fresk, a debate: choose your first step.", cta: "See this month's events" },
    visitors: {
      heading: "Create your account in a minute",
      text: "With an account you sign up in one click and find your events in your agenda.",
      cta: "Create my account",
    },
    members: { heading: "Welcome back!", text: "Find the events you attend in your agenda.", cta: "My agenda" },
    organize: {
      heading: "What if you organised one?",
      text: "An idea for a workshop or a meetup? Publish your event and we help you spread the word.",
      cta: "Organise an event",
    },
  },
  es: {
    original: { title: "Únete al movimiento", subtitle: "Miles de personas ya actúan cerca de su casa. ¿Y tú?", cta: "Encontrar un evento" },
    variation: {
      title: "Pasa a la acción este mes",
      subtitle: "Un taller, un mural del clima, un café-debate: elige tu primer paso.",
      cta: "Ver los eventos del mes",
    },
    visitors: {
      heading: "Crea tu cuenta en un minuto",
      text: "Con una cuenta te inscribes con un clic y encuentras tus eventos en tu agenda.",
      cta: "Crear mi cuenta",
    },
    members: { heading: "¡Qué bueno verte de nuevo!", text: "Encuentra los eventos en los que participas en tu agenda.", cta: "Mi agenda" },
    organize: {
      heading: "¿Y si organizaras uno?",
      text: "¿Una idea de taller o de encuentro? Publica tu evento y te ayudamos a darlo a conocer.",
      cta: "Organizar un evento",
    },
  },
};

const localPath = (lang, path) => (lang === "fr" ? path : `/${lang}${path}`);

function blocks(b, copy, header, lang, memberCondition) {
  const withCondition = (block, condition) => ({ ...block, meta: { condition } });
  return [
    b.pageHeader({
      title: header.title,
      subtitle: header.subtitle,
      image: "/covers/solidarite.png",
      ctaLabel: header.cta,
      ctaHref: localPath(lang, "/events"),
    }),
    withCondition(
      b.section("both", [
        b.heading(copy.visitors.heading, 2),
        b.text(`<p>${copy.visitors.text}</p>`),
        b.button(copy.visitors.cta, localPath(lang, "/login/start")),
      ]),
      "showNotLoggedIn",
    ),
    withCondition(
      b.section("both", [
        b.heading(copy.members.heading, 2),
        b.text(`<p>${copy.members.text}</p>`),
        b.button(copy.members.cta, localPath(lang, "/account/agenda/active")),
      ]),
      memberCondition,
    ),
    b.section("top", [
      b.heading(copy.organize.heading, 2),
      b.text(`<p>${copy.organize.text}</p>`),
      b.button(copy.organize.cta, localPath(lang, "/organize"), "ghost"),
    ]),
  ];
}

/** The /rejoindre entries; `loggedInConditionId` is the id of the 'condition' entry whose value is showLoggedIn. */
export function generatePageExperiments(rng, { anchor, loggedInConditionId }) {
  const b = blockFactory(rng);
  const memberCondition = { "@type": "@builder.io/core:Reference", model: "condition", id: loggedInConditionId };
  return ["fr", "en", "es"].map((lang) => {
    const copy = COPY[lang];
    const entry = entryRow(rng, {
      model: "page",
      name: lang === "fr" ? "Rejoindre (test A/B)" : `Rejoindre (test A/B, ${lang})`,
      urlPath: "/rejoindre",
      query: pageQuery("/rejoindre", lang),
      data: {
        title: copy.original.title,
        url: "/rejoindre",
        description: copy.original.subtitle,
        blocks: blocks(b, copy, copy.original, lang, memberCondition),
      },
      meta: { kind: "page" },
      published: anchor - 30 * DAY,
    });
    const variationId = rng.hex(32);
    const variation = {
      id: variationId,
      name: "Action ce mois-ci",
      testRatio: 0.5,
      data: {
        ...entry.data,
        title: copy.variation.title,
        description: copy.variation.subtitle,
        blocks: blocks(b, copy, copy.variation, lang, memberCondition),
      },
    };
    return { ...entry, variations: { [variationId]: variation }, test_ratio: 0.5 };
  });
}
