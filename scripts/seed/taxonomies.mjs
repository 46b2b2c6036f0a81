// Taxonomies other than topics (types, pillars, momentums, actions, colours, one hidden item) and hotspots.

export const TYPES = [
  { slug: "atelier", name: { fr: "Atelier", en: "Workshop", es: "Taller" } },
  { slug: "conference", name: { fr: "Conférence", en: "Talk", es: "Conferencia" } },
  { slug: "hackathon", name: { fr: "Hackathon", en: "Hackathon", es: "Hackatón" } },
  { slug: "meetup", name: { fr: "Rencontre", en: "Meetup", es: "Encuentro" } },
  { slug: "formation", name: { fr: "Formation", en: "Training", es: "Formación" } },
  { slug: "fresque", name: { fr: "Fresque", en: "Collaborative workshop", es: "Mural colaborativo" } },
  { slug: "apero", name: { fr: "Apéro-débat", en: "Drinks & debate", es: "Aperitivo-debate" } },
  { slug: "projection", name: { fr: "Projection", en: "Screening", es: "Proyección" } },
  { slug: "festival", name: { fr: "Festival", en: "Festival", es: "Festival" } },
  { slug: "webinaire", name: { fr: "Webinaire", en: "Webinar", es: "Seminario web" } },
  { slug: "balade", name: { fr: "Balade", en: "Walk", es: "Paseo" } },
];

export const PILLARS = [
  {
    slug: "sensibiliser",
    name: { fr: "Sensibiliser", en: "Raise awareness", es: "Sensibilizar" },
    description: {
      fr: "Comprendre les enjeux et en parler autour de soi.",
      en: "Understand the issues and talk about them.",
      es: "Entender los retos y hablar de ellos.",
    },
  },
  {
    slug: "se-former",
    name: { fr: "Se former", en: "Learn", es: "Formarse" },
    description: { fr: "Acquérir les compétences pour agir.", en: "Build the skills to act.", es: "Adquirir las competencias para actuar." },
  },
  {
    slug: "agir",
    name: { fr: "Agir", en: "Take action", es: "Actuar" },
    description: { fr: "Passer à l'action, seul·e ou à plusieurs.", en: "Take action, alone or together.", es: "Pasar a la acción, solo o en grupo." },
  },
  {
    slug: "entreprendre",
    name: { fr: "Entreprendre", en: "Start up", es: "Emprender" },
    description: { fr: "Lancer un projet qui a de l'impact.", en: "Launch a project with impact.", es: "Lanzar un proyecto con impacto." },
  },
];

export const MOMENTUMS = [
  {
    slug: "semaine-reduction-dechets",
    color: "#4c9a2a",
    name: { fr: "Semaine de réduction des déchets", en: "Waste Reduction Week", es: "Semana de reducción de residuos" },
    description: {
      fr: "Une semaine pour réduire nos déchets, ensemble.",
      en: "One week to cut our waste, together.",
      es: "Una semana para reducir nuestros residuos, juntos.",
    },
  },
  {
    slug: "mai-a-velo",
    color: "#2a6fdb",
    name: { fr: "Mai à vélo", en: "May by bike", es: "Mayo en bici" },
    description: {
      fr: "Un mois pour (re)découvrir le vélo au quotidien.",
      en: "A month to (re)discover everyday cycling.",
      es: "Un mes para (re)descubrir la bici en el día a día.",
    },
  },
  {
    slug: "tech-for-good-tour",
    color: "#3a86ff",
    name: { fr: "Tech for Good Tour", en: "Tech for Good Tour", es: "Tech for Good Tour" },
    description: {
      fr: "La tournée des hackathons et ateliers du numérique utile.",
      en: "A tour of hackathons and workshops for useful tech.",
      es: "La gira de hackatones y talleres de tecnología útil.",
    },
  },
  {
    slug: "les-jours-d-apres",
    color: "#d64550",
    name: { fr: "Les jours d'après", en: "The days after", es: "Los días después" },
    description: {
      fr: "Imaginer ensemble la société que nous voulons.",
      en: "Imagining together the society we want.",
      es: "Imaginar juntos la sociedad que queremos.",
    },
  },
];

export const ACTIONS = [
  { slug: "organiser", name: { fr: "Organiser un événement", en: "Organize an event", es: "Organizar un evento" } },
  { slug: "benevolat", name: { fr: "Devenir bénévole", en: "Volunteer", es: "Hacerse voluntario" } },
  { slug: "partager", name: { fr: "Partager autour de soi", en: "Spread the word", es: "Compartir" } },
];

export const COLORS = [
  { slug: "green", color: "#1f8a70", name: { fr: "Vert", en: "Green", es: "Verde" } },
  { slug: "blue", color: "#2a5db0", name: { fr: "Bleu", en: "Blue", es: "Azul" } },
];

/** A former topic kept for old events and hidden from pickers. */
export const HIDDEN_TOPIC = { slug: "elections-2022", name: { fr: "Élections 2022", en: "2022 elections", es: "Elecciones 2022" } };

/** Tiers-lieux (third places) that host events; `city` matches a name in cities.mjs. */
export const HOTSPOTS = [
  { slug: "la-fabrique-du-canal", name: "La Fabrique du Canal", city: "Paris", lat: 48.8761, lng: 2.3664 },
  { slug: "le-hangar-des-possibles", name: "Le Hangar des Possibles", city: "Lyon", lat: 45.7489, lng: 4.8267 },
  { slug: "la-ruche-bacalan", name: "La Ruche Bacalan", city: "Bordeaux", lat: 44.8649, lng: -0.5527 },
  { slug: "le-quai-fertile", name: "Le Quai fertile", city: "Nantes", lat: 47.2063, lng: -1.5645 },
  { slug: "la-serre-commune", name: "La Serre commune", city: "Lille", lat: 50.6335, lng: 3.0486 },
  { slug: "l-atelier-des-communs", name: "L'Atelier des communs", city: "Marseille", lat: 43.3105, lng: 5.3902 },
  { slug: "le-garage-solidaire", name: "Le Garage solidaire", city: "Toulouse", lat: 43.6112, lng: 1.4515 },
  { slug: "la-base", name: "La Base", city: "Grenoble", lat: 45.1871, lng: 5.7357 },
];
