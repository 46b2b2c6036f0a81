// Words of the home pages (fr, en, es), the Chiche home page and momentum pages (fr).

export const HOME = {
  fr: {
    title: "Des rendez-vous pour changer les choses, près de chez toi",
    subtitle: "Ateliers, fresques, apéros-débats, hackathons : trouve un événement pour agir pour le climat et la solidarité, ou organise le tien.",
    cta: "Trouver un événement",
    introHeading: "Passer à l'action, un rendez-vous à la fois",
    intro:
      "Rendez-vous rassemble des milliers d'événements organisés par des associations, des collectifs et des citoyen·nes engagé·es. Que tu aies une heure ou un week-end devant toi, il y a forcément un format fait pour toi.",
    allEvents: "Voir tous les événements",
    cards: [
      {
        title: "Les événements",
        text: "Fresques, ateliers, conférences : explore l'agenda près de chez toi ou en ligne.",
        label: "Explorer l'agenda",
        path: "/events",
      },
      { title: "Le média", text: "Décryptages, portraits et guides pratiques pour comprendre et agir.", label: "Lire le média", path: "/media" },
      { title: "Les sondages", text: "Donne ton avis sur les sujets qui comptent et découvre ce qu'en pensent les autres.", label: "Voter", path: "/sondages" },
    ],
    quote: "Le plus difficile, c'est de se lancer. Après, on se demande pourquoi on ne l'a pas fait plus tôt.",
    quoteAuthor: "Hugo, participant à un Repair Café",
    organizeHeading: "Et si tu organisais ton propre événement ?",
    organize: "Crée ta page en quelques minutes, gère les inscriptions et reste en contact avec tes participant·es. C'est gratuit.",
    organizeLabel: "Organiser un événement",
  },
  en: {
    title: "Events that make a difference, near you",
    subtitle: "Workshops, collaborative frescoes, debates, hackathons: find an event to act for the climate and solidarity, or organize your own.",
    cta: "Find an event",
    introHeading: "Taking action, one event at a time",
    intro:
      "Rendez-vous brings together thousands of events organized by charities, collectives and committed citizens. Whether you have an hour or a whole weekend, there is a format for you.",
    allEvents: "See all events",
    cards: [
      { title: "Events", text: "Frescoes, workshops, talks: explore what's on near you or online.", label: "Explore events", path: "/events" },
      { title: "Media", text: "Explainers, portraits and practical guides to understand and act.", label: "Read the media", path: "/media" },
      { title: "Polls", text: "Share your opinion on the issues that matter and see what others think.", label: "Vote", path: "/sondages" },
    ],
    quote: "The hardest part is getting started. Afterwards, you wonder why you didn't do it sooner.",
    quoteAuthor: "Hugo, Repair Café participant",
    organizeHeading: "Why not organize your own event?",
    organize: "Create your page in minutes, manage sign-ups and stay in touch with your participants. It's free.",
    organizeLabel: "Organize an event",
  },
  es: {
    title: "Encuentros para cambiar las cosas, cerca de ti",
    subtitle: "Talleres, murales colaborativos, debates, hackatones: encuentra un evento para actuar por el clima y la solidaridad, u organiza el tuyo.",
    cta: "Buscar un evento",
    introHeading: "Pasar a la acción, un encuentro tras otro",
    intro:
      "Rendez-vous reúne miles de eventos organizados por asociaciones, colectivos y ciudadanos comprometidos. Tengas una hora o un fin de semana, seguro que hay un formato para ti.",
    allEvents: "Ver todos los eventos",
    cards: [
      { title: "Eventos", text: "Murales, talleres, conferencias: explora la agenda cerca de ti o en línea.", label: "Explorar la agenda", path: "/events" },
      { title: "Medios", text: "Análisis, retratos y guías prácticas para entender y actuar.", label: "Leer", path: "/media" },
      { title: "Encuestas", text: "Da tu opinión sobre los temas que importan y descubre qué piensan los demás.", label: "Votar", path: "/sondages" },
    ],
    quote: "Lo más difícil es lanzarse. Después, te preguntas por qué no lo hiciste antes.",
    quoteAuthor: "Hugo, participante en un Repair Café",
    organizeHeading: "¿Y si organizas tu propio evento?",
    organize: "Crea tu página en unos minutos, gestiona las inscripciones y mantén el contacto con tus participantes. Es gratis.",
    organizeLabel: "Organizar un evento",
  },
};

export const CHICHE = {
  title: "Chiche ! Agis à ton échelle",
  subtitle: "Le média et les rendez-vous des jeunes qui veulent changer les choses.",
  cta: "Je me lance",
  weekHeading: "Cette semaine sur Chiche",
  week: "Des idées concrètes, des personnes inspirantes et un peu de jeu pour bien commencer la semaine.",
  cards: [
    {
      cover: "zero-dechet",
      title: "Les guides pratiques",
      text: "Des pas-à-pas pour réduire tes déchets, te déplacer autrement ou t'engager.",
      label: "Lire les guides",
      path: "/media/guides",
    },
    {
      cover: "solidarite",
      title: "Ils et elles s'engagent",
      text: "Les portraits de celles et ceux qui font bouger leur quartier.",
      label: "Découvrir les portraits",
      path: "/media/portraits",
    },
    { cover: "culture", title: "Le mot du jour", text: "Devine le mot du jour en six essais et compare ton score.", label: "Jouer", path: "/game" },
  ],
  pollHeading: "Ton avis compte",
  poll: "Chaque mois, on te pose une question sur ton quotidien et tes engagements. Les résultats sont publiés dès la fin du vote.",
  pollLabel: "Voter au sondage du moment",
};

export const MOMENTUM_PAGE = {
  covers: {
    "semaine-reduction-dechets": "zero-dechet",
    "mai-a-velo": "mobilite",
    "tech-for-good-tour": "numerique-responsable",
    "les-jours-d-apres": "solidarite",
  },
  cta: "Rejoindre le mouvement",
  eventsHeading: "Les événements du mouvement",
  events: (name) =>
    `Retrouve tous les rendez-vous organisés dans le cadre de « ${name} », partout en France et en ligne. Ateliers, conférences, balades : choisis le format qui te ressemble.`,
  eventsLabel: "Voir les événements",
  organizeHeading: "Tu veux contribuer ?",
  organize: "Propose ton propre événement : il apparaîtra sur cette page dès sa publication.",
  organizeLabel: "Organiser un événement",
};
