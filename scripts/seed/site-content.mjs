// Smaller site content: SEO texts, job exclusivities, Instagram posts, newsletter sign-ups.

import { DAY, HOUR, iso } from "./dates.mjs";

const SEO = [
  {
    key: "home",
    image: "/images/og-default.png",
    title: {
      fr: "Rendez-vous : des événements pour agir, près de chez toi",
      en: "Rendez-vous: events to take action, near you",
      es: "Rendez-vous: eventos para actuar, cerca de ti",
    },
    description: {
      fr: "Ateliers, fresques, conférences et apéros-débats pour le climat et la solidarité, partout en France et en ligne.",
      en: "Workshops, frescoes, talks and debates for the climate and solidarity, across France and online.",
      es: "Talleres, murales, conferencias y debates por el clima y la solidaridad, en Francia y en línea.",
    },
  },
  {
    key: "events",
    image: "/images/og-default.png",
    title: { fr: "Tous les événements engagés près de chez toi", en: "All the committed events near you", es: "Todos los eventos comprometidos cerca de ti" },
    description: {
      fr: "Trouve un atelier, une fresque ou une conférence par thème, par ville ou en ligne, et inscris-toi en un clic.",
      en: "Find a workshop, fresco or talk by topic, city or online, and sign up in one click.",
      es: "Encuentra un taller, un mural o una conferencia por tema, ciudad o en línea, e inscríbete con un clic.",
    },
  },
  {
    key: "media",
    image: "/covers/culture.png",
    title: { fr: "Le média : comprendre et agir", en: "The media: understand and act", es: "Los medios: entender y actuar" },
    description: {
      fr: "Décryptages, portraits, guides pratiques, podcasts et vidéos sur la transition écologique et sociale.",
      en: "Explainers, portraits, practical guides, podcasts and videos on the ecological and social transition.",
      es: "Análisis, retratos, guías prácticas, pódcasts y vídeos sobre la transición ecológica y social.",
    },
  },
];

// Offers of the jobs service (docs/product.md §3 "Exclusivity"): a national link offer shown in every context,
// a regional form offer for event pages in Île-de-France and Hauts-de-France (regional offers come first), and
// a homepage offer without a button text of its own (the card's fallback 'En savoir plus').
const EXCLUSIVITIES = [
  {
    action_type: "link",
    url: "https://example.org/offres/charge-de-mission-transition",
    regions: [],
    contexts: ["chiche-homepage", "chiche-article-sidebar", "chiche-event-register"],
    matching: {},
    content: {
      logotype: "/covers/climat.png",
      company: "Terres Communes",
      title: "Chargé·e de mission transition écologique",
      bullets: ["CDI à Lyon", "Télétravail partiel", "Prise de poste en janvier"],
      button: "Voir l'offre",
    },
  },
  {
    action_type: "form",
    url: null,
    regions: ["ile-de-france", "hauts-de-france"],
    contexts: ["chiche-event-register"],
    matching: {},
    content: {
      logotype: "/covers/solidarite.png",
      company: "La Fabrique solidaire",
      title: "Rejoins notre programme de mécénat de compétences",
      bullets: ["Deux jours par mois", "Missions auprès d'associations", "Accompagnement personnalisé"],
      button: "Je candidate",
    },
  },
  {
    action_type: "link",
    url: "https://example.org/offres/volontariat-climat",
    regions: ["auvergne-rhone-alpes"],
    contexts: ["chiche-homepage"],
    matching: { topic: ["climat"] },
    content: {
      logotype: "/covers/mobilite.png",
      company: "Rhône Vélo Solidaire",
      title: "Service civique : ambassadeur·rice du vélo",
      bullets: ["8 mois, 24 h par semaine", "Ateliers de réparation", "Dès 18 ans"],
    },
  },
];

const INSTAGRAM = [
  ["IMAGE", "climat", "Ce week-end, plus de 40 Fresques du Climat partout en France. Et toi, tu y vas ? 🌍 #climat #fresqueduclimat"],
  ["CAROUSEL_ALBUM", "zero-dechet", "Nos 5 astuces pour une cuisine zéro déchet, testées par la communauté. Swipe ➡️ #zerodechet"],
  ["IMAGE", "mobilite", "Mai à vélo, c'est parti ! Partage-nous tes plus beaux trajets 🚲 #maiavelo"],
  ["VIDEO", "biodiversite", "Retour en vidéo sur le chantier participatif de plantation de haies 🌱 #biodiversite"],
  ["IMAGE", "solidarite", "Merci aux 120 bénévoles de la grande collecte solidaire de samedi ❤️ #solidarite"],
  ["IMAGE", "numerique-responsable", "Hackathon Tech for Good : 12 équipes, 48 heures, 12 projets pour des associations 💻 #techforgood"],
  ["CAROUSEL_ALBUM", "alimentation", "Manger de saison en hiver ? Voici nos recettes préférées 🥕 #alimentation"],
  ["IMAGE", "culture", "Le Festival des transitions revient ! Programmation complète en lien dans la bio 🎶 #festival"],
];

export function generateSiteContent(rng, { anchor, users }) {
  return {
    seo: SEO,
    exclusivities: EXCLUSIVITIES.map(({ content, ...rest }, i) => ({
      id: rng.hex(24),
      ...rest,
      content: { "fr-FR": content },
      active: 1,
      created_at: iso(anchor - (90 + i) * DAY),
    })),
    instagram: INSTAGRAM.map(([mediaType, cover, caption], i) => ({
      id: `1790${String(rng.int(0, 999_999_999)).padStart(9, "0")}${String(i).padStart(4, "0")}`,
      permalink: `https://www.instagram.com/p/${rng.hex(11)}/`,
      media_type: mediaType,
      media_url: `/covers/${cover}.png`,
      caption,
      posted_at: iso(anchor - (i * 3 + 1) * DAY - rng.int(8, 20) * HOUR),
    })),
    newsletter: rng
      .sample(
        users.filter((u) => u.active === 1),
        6,
      )
      .map((user, i) => ({
        email: user.email,
        list: i % 2 === 0 ? "chiche" : "rendez-vous-hebdo",
        source: i % 3 === 0 ? "spot" : "chiche",
        fields: { EMAIL: user.email, SIGNUP: i % 2 === 0 ? "home" : "event" },
        created_at: iso(anchor - rng.int(2, 200) * DAY),
      })),
  };
}
