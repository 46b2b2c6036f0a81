// Event titles and descriptions: a choice is drawn once per event, then rendered in each of its languages,
// so translations are parallel. Descriptions are the simple sanitised HTML organizers write.

import { CULTURE_TEXTS } from "./event-texts-culture.mjs";
import { ELECTIONS_TEXTS } from "./event-texts-elections.mjs";
import { ENVIRONMENT_TEXTS } from "./event-texts-environment.mjs";
import { SOCIETY_TEXTS } from "./event-texts-society.mjs";
import { escapeHtml, htmlToText } from "./text.mjs";

const TEXTS_BY_TOPIC = { ...ENVIRONMENT_TEXTS, ...SOCIETY_TEXTS, ...CULTURE_TEXTS, ...ELECTIONS_TEXTS };
const ONLINE_TYPES = new Set(["webinaire", "conference", "formation", "fresque"]);

const OPENING = { fr: "Un tour de table pour faire connaissance", en: "A round of introductions", es: "Una ronda de presentaciones" };
const CLOSINGS = [
  { fr: "Des ressources pour aller plus loin", en: "Resources to go further", es: "Recursos para ir más allá" },
  { fr: "Un temps de questions-réponses", en: "Time for questions and answers", es: "Un turno de preguntas y respuestas" },
  { fr: "Un moment convivial pour clôturer", en: "A friendly get-together to close", es: "Un momento de convivencia para terminar" },
];

const PRACTICAL = [
  {
    fr: "<strong>Gratuit</strong> et ouvert à toutes et tous, aucune connaissance préalable n'est nécessaire.",
    en: "<strong>Free</strong> and open to everyone, no prior knowledge needed.",
    es: "<strong>Gratuito</strong> y abierto a todo el mundo, no se necesitan conocimientos previos.",
  },
  {
    fr: "<strong>Participation libre</strong> : chacun·e donne ce qu'il ou elle peut.",
    en: "<strong>Pay what you can</strong>: everyone gives what they are able to.",
    es: "<strong>Aportación libre</strong>: cada uno da lo que puede.",
  },
  {
    fr: "Pense à apporter ta gourde et ta bonne humeur !",
    en: "Remember to bring your water bottle and your good mood!",
    es: "¡No olvides traer tu cantimplora y tu buen humor!",
  },
  {
    fr: "Le lieu est <strong>accessible aux personnes à mobilité réduite</strong>.",
    en: "The venue is <strong>wheelchair accessible</strong>.",
    es: "El lugar es <strong>accesible para personas con movilidad reducida</strong>.",
  },
  {
    fr: "<strong>Places limitées</strong> : inscris-toi vite et préviens-nous si tu ne peux plus venir.",
    en: "<strong>Limited places</strong>: sign up soon and let us know if you can no longer come.",
    es: "<strong>Plazas limitadas</strong>: apúntate pronto y avísanos si al final no puedes venir.",
  },
];

const PRACTICAL_ONLINE = [
  {
    fr: "Le <strong>lien de connexion</strong> est envoyé aux inscrit·es la veille de l'événement.",
    en: "The <strong>joining link</strong> is sent to participants the day before the event.",
    es: "El <strong>enlace de conexión</strong> se envía a los inscritos la víspera del evento.",
  },
  {
    fr: "<strong>En ligne et gratuit</strong> : une connexion internet et un micro suffisent.",
    en: "<strong>Online and free</strong>: all you need is an internet connection and a microphone.",
    es: "<strong>En línea y gratuito</strong>: basta con una conexión a internet y un micrófono.",
  },
];

const LABELS = {
  program: { fr: "Au programme :", en: "On the agenda:", es: "Programa:" },
  link: {
    fr: (url) => `Plus d'infos sur <a href="${url}">le site de l'organisation</a>.`,
    en: (url) => `More information on <a href="${url}">the organizer's website</a>.`,
    es: (url) => `Más información en <a href="${url}">la web de la organización</a>.`,
  },
  online: { fr: "en ligne", en: "online", es: "en línea" },
};

/** Draws the template and paragraphs of one event of `topic`: `visio` keeps to types that work online,
 * `types` (optional) to the listed types when the topic has one. */
export function chooseEventText(rng, topic, { visio, types }) {
  const texts = TEXTS_BY_TOPIC[topic];
  const suitable = texts.titles.filter((t) => (visio ? ONLINE_TYPES.has(t.type) : t.type !== "webinaire"));
  const preferred = types ? suitable.filter((t) => types.includes(t.type)) : [];
  const templates = preferred.length > 0 ? preferred : suitable;
  return {
    template: rng.pick(templates),
    intro: rng.pick(texts.intros),
    program: [...(rng.chance(0.5) ? [OPENING] : []), ...rng.sample(texts.program, 2), rng.pick(CLOSINGS)],
    practical: rng.pick(visio ? PRACTICAL_ONLINE : PRACTICAL),
    link: rng.chance(0.4) ? `https://example.org/associations/${rng.hex(8)}` : null,
  };
}

/** Title and description of a chosen text in `lang`; `at` is the place words ("à Lyon"), null when online. */
export function renderEventText(choice, lang, at) {
  const title = choice.template[lang].replace("{at}", at ?? LABELS.online[lang]);
  const paragraphs = [
    `<p>${escapeHtml(choice.intro[lang])}</p>`,
    `<p><strong>${LABELS.program[lang]}</strong></p>`,
    `<ul>${choice.program.map((item) => `<li>${escapeHtml(item[lang])}</li>`).join("")}</ul>`,
    `<p>${choice.practical[lang]}</p>`,
  ];
  if (choice.link) paragraphs.push(`<p>${LABELS.link[lang](choice.link)}</p>`);
  const description = paragraphs.join("");
  return { title, description, descriptionText: htmlToText(description) };
}
