// Resources (downloadable guides and useful links by topic) and actions (ways to act by pillar), in fr, en
// and es (docs/product.md §2 "/resources", "/actions"). Guides are the PDF files in public/guides.

import { iso } from "./dates.mjs";

const RESOURCES = [
  {
    slug: "guide-compost",
    topic: "zero-dechet",
    kind: "guide",
    format: "PDF",
    url: "/guides/guide-compost.pdf",
    title: { fr: "Guide du compostage à la maison", en: "Home composting guide", es: "Guía del compostaje en casa" },
    description: {
      fr: "Bac, lombricomposteur ou composteur de quartier : quoi mettre, quoi éviter et comment réussir son compost.",
      en: "Bin, worm farm or shared compost: what goes in, what stays out and how to get good compost.",
      es: "Compostador, vermicompostador o compostaje de barrio: qué echar, qué evitar y cómo lograr un buen compost.",
    },
  },
  {
    slug: "guide-organiser-atelier",
    topic: "solidarite",
    kind: "guide",
    format: "PDF",
    url: "/guides/guide-organiser-atelier.pdf",
    title: { fr: "Organiser son premier atelier", en: "Running your first workshop", es: "Organizar tu primer taller" },
    description: {
      fr: "La check-list pour choisir un lieu, inviter, animer et remercier les participant·es d'un atelier citoyen.",
      en: "The checklist to pick a venue, invite, facilitate and thank the people at a community workshop.",
      es: "La lista para elegir un lugar, invitar, animar y agradecer a quienes participan en un taller ciudadano.",
    },
  },
  {
    slug: "guide-velotaf",
    topic: "mobilite",
    kind: "guide",
    format: "PDF",
    url: "/guides/guide-velotaf.pdf",
    title: { fr: "Aller au travail à vélo", en: "Cycling to work", es: "Ir al trabajo en bici" },
    description: {
      fr: "Itinéraire, équipement, sécurité et aides : l'essentiel pour passer au vélotaf en une page.",
      en: "Route, gear, safety and grants: the essentials of commuting by bike on one page.",
      es: "Ruta, equipo, seguridad y ayudas: lo esencial para ir al trabajo en bici en una página.",
    },
  },
  {
    slug: "nos-gestes-climat",
    topic: "climat",
    kind: "link",
    format: null,
    url: "https://nosgestesclimat.fr/",
    title: { fr: "Calculer son empreinte climat", en: "Work out your climate footprint", es: "Calcular tu huella climática" },
    description: {
      fr: "Le simulateur public de l'ADEME : dix minutes pour connaître ton empreinte et tes leviers d'action.",
      en: "ADEME's public simulator: ten minutes to know your footprint and what you can change.",
      es: "El simulador público de la ADEME: diez minutos para conocer tu huella y tus palancas de acción.",
    },
  },
  {
    slug: "que-faire-de-mes-dechets",
    topic: "zero-dechet",
    kind: "link",
    format: null,
    url: "https://quefairedemesdechets.ademe.fr/",
    title: { fr: "Que faire de mes déchets ?", en: "What to do with my waste?", es: "¿Qué hago con mis residuos?" },
    description: {
      fr: "Trouver où réparer, donner, composter ou jeter chaque objet près de chez toi.",
      en: "Find where to repair, give away, compost or dispose of each object near you.",
      es: "Encuentra dónde reparar, donar, compostar o tirar cada objeto cerca de ti.",
    },
  },
  {
    slug: "jeveuxaider",
    topic: "solidarite",
    kind: "link",
    format: null,
    url: "https://www.jeveuxaider.gouv.fr/",
    title: { fr: "Trouver une mission de bénévolat", en: "Find a volunteering mission", es: "Encontrar una misión de voluntariado" },
    description: {
      fr: "La plateforme publique du bénévolat : des missions près de chez toi ou à distance.",
      en: "The public volunteering platform: missions near you or online.",
      es: "La plataforma pública de voluntariado: misiones cerca de ti o a distancia.",
    },
  },
  {
    slug: "indice-reparabilite",
    topic: "economie-circulaire",
    kind: "link",
    format: null,
    url: "https://www.ecologie.gouv.fr/indice-reparabilite",
    title: { fr: "Comprendre l'indice de réparabilité", en: "Understanding the repairability index", es: "Entender el índice de reparabilidad" },
    description: {
      fr: "Ce que mesure la note sur 10 affichée sur les appareils, pour choisir ceux qui durent.",
      en: "What the score out of 10 shown on appliances measures, to choose those that last.",
      es: "Qué mide la nota sobre 10 de los aparatos, para elegir los que duran.",
    },
  },
];

const ACTIONS = [
  [
    "sensibiliser",
    "fresque",
    "/events?search=fresque",
    {
      fr: [
        "Participer à une fresque",
        "En trois heures, comprendre les causes et les conséquences du dérèglement climatique, en équipe.",
        "Trouver une fresque",
      ],
      en: ["Join a climate fresk", "In three hours, understand the causes and effects of climate change, as a team.", "Find a fresk"],
      es: ["Participar en un mural", "En tres horas, entender las causas y consecuencias del cambio climático, en equipo.", "Encontrar un mural"],
    },
  ],
  [
    "sensibiliser",
    "partager-playlist",
    "/playlist/comprendre-le-climat",
    {
      fr: ["Partager une playlist", "Envoie à tes proches notre sélection pour comprendre le climat en une soirée.", "Voir la playlist"],
      en: ["Share a playlist", "Send your friends our picks to understand the climate in one evening.", "See the playlist"],
      es: ["Compartir una playlist", "Envía a los tuyos nuestra selección para entender el clima en una tarde.", "Ver la playlist"],
    },
  ],
  [
    "se-former",
    "guides",
    "/resources",
    {
      fr: ["Télécharger un guide", "Compost, vélo, atelier : nos guides pratiques tiennent en quelques pages.", "Voir les ressources"],
      en: ["Download a guide", "Compost, cycling, workshops: our practical guides fit in a few pages.", "See the resources"],
      es: ["Descargar una guía", "Compost, bici, talleres: nuestras guías prácticas caben en pocas páginas.", "Ver los recursos"],
    },
  ],
  [
    "se-former",
    "atelier-compost",
    "/events?search=compost",
    {
      fr: ["Apprendre à composter", "Un atelier d'une heure pour démarrer ton compost, en appartement ou au jardin.", "Trouver un atelier"],
      en: ["Learn to compost", "A one-hour workshop to start your compost, in a flat or a garden.", "Find a workshop"],
      es: ["Aprender a compostar", "Un taller de una hora para empezar tu compost, en un piso o en el jardín.", "Encontrar un taller"],
    },
  ],
  [
    "agir",
    "benevolat",
    "/events?pillar=agir",
    {
      fr: ["Donner un coup de main", "Collectes, maraudes, chantiers : rejoins une action bénévole près de chez toi.", "Voir les actions"],
      en: ["Lend a hand", "Clean-ups, outreach rounds, work days: join a volunteer action near you.", "See the actions"],
      es: ["Echar una mano", "Recogidas, rondas solidarias, jornadas de trabajo: únete a una acción voluntaria cerca de ti.", "Ver las acciones"],
    },
  ],
  [
    "agir",
    "organiser",
    "/organize/create/event",
    {
      fr: ["Organiser un événement", "Un pique-nique zéro déchet, un repair café : publie ton événement en quelques minutes.", "Créer un événement"],
      en: ["Organise an event", "A zero-waste picnic, a repair café: publish your event in a few minutes.", "Create an event"],
      es: ["Organizar un evento", "Un pícnic residuo cero, un repair café: publica tu evento en pocos minutos.", "Crear un evento"],
    },
  ],
  [
    "entreprendre",
    "projet-impact",
    "/events?pillar=entreprendre",
    {
      fr: ["Lancer un projet à impact", "Ateliers, programmes et rencontres pour passer de l'idée au projet.", "Voir les rendez-vous"],
      en: ["Start an impact project", "Workshops, programmes and meetups to go from an idea to a project.", "See the meetups"],
      es: ["Lanzar un proyecto de impacto", "Talleres, programas y encuentros para pasar de la idea al proyecto.", "Ver los encuentros"],
    },
  ],
  [
    "entreprendre",
    "temoignages",
    "/media/portraits",
    {
      fr: ["S'inspirer de celles et ceux qui l'ont fait", "Nos portraits d'entrepreneur·es et de bénévoles qui ont sauté le pas.", "Lire les portraits"],
      en: ["Learn from those who did it", "Our portraits of entrepreneurs and volunteers who took the plunge.", "Read the portraits"],
      es: ["Inspirarse en quienes lo hicieron", "Nuestros retratos de emprendedores y voluntarios que dieron el paso.", "Leer los retratos"],
    },
  ],
];

const LANGS = ["fr", "en", "es"];

/** Resource and action rows, one per language. */
export function generateResources(rng, { anchor }) {
  const updatedAt = iso(anchor);
  const resources = RESOURCES.flatMap((resource, position) =>
    LANGS.map((lang) => ({
      id: rng.hex(24),
      slug: resource.slug,
      lang,
      topic: resource.topic,
      kind: resource.kind,
      title: resource.title[lang],
      description: resource.description[lang],
      url: resource.url,
      format: resource.format,
      position,
      published: 1,
      updated_at: updatedAt,
    })),
  );
  const actions = ACTIONS.flatMap(([pillar, slug, url, texts], position) =>
    LANGS.map((lang) => {
      const [title, description, cta] = texts[lang];
      return { id: rng.hex(24), slug, lang, pillar, title, description, url, cta, position, published: 1 };
    }),
  );
  return { resources, actions };
}
