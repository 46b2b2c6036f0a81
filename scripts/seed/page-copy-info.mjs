// Words of the error pages (/404, /410, /error) and the about page (fr, en, es), and the legal notice (fr).

const CONTACT = '<a href="mailto:contact@rendez-vous.test">contact@rendez-vous.test</a>';

export const ERRORS = {
  "/404": {
    name: "Erreur 404",
    fr: {
      title: "Page introuvable",
      subtitle: "La page que tu cherches n'existe pas ou a été déplacée.",
      text: "Vérifie l'adresse saisie, ou repars de l'accueil pour trouver ton prochain rendez-vous.",
      home: "Retour à l'accueil",
      events: "Voir les événements",
    },
    en: {
      title: "Page not found",
      subtitle: "The page you are looking for doesn't exist or has moved.",
      text: "Check the address, or head back home to find your next event.",
      home: "Back to home",
      events: "See events",
    },
    es: {
      title: "Página no encontrada",
      subtitle: "La página que buscas no existe o se ha movido.",
      text: "Comprueba la dirección o vuelve al inicio para encontrar tu próximo evento.",
      home: "Volver al inicio",
      events: "Ver los eventos",
    },
  },
  "/410": {
    name: "Erreur 410",
    fr: {
      title: "Cet événement est trop ancien",
      subtitle: "Il a eu lieu il y a longtemps et sa page n'est plus disponible.",
      text: "Pas de panique : d'autres événements sur les mêmes thèmes t'attendent sûrement.",
      home: "Retour à l'accueil",
      events: "Voir les événements à venir",
    },
    en: {
      title: "This event is too old",
      subtitle: "It took place a long time ago and its page is no longer available.",
      text: "Don't worry: other events on the same topics are probably waiting for you.",
      home: "Back to home",
      events: "See upcoming events",
    },
    es: {
      title: "Este evento es demasiado antiguo",
      subtitle: "Tuvo lugar hace mucho tiempo y su página ya no está disponible.",
      text: "Tranquilidad: seguro que te esperan otros eventos sobre los mismos temas.",
      home: "Volver al inicio",
      events: "Ver los próximos eventos",
    },
  },
  "/error": {
    name: "Erreur générique",
    fr: {
      title: "Une erreur s'est produite",
      subtitle: "Réessaye dans quelques instants.",
      text: `Si le problème persiste, écris-nous à ${CONTACT}.`,
      home: "Retour à l'accueil",
      events: "Voir les événements",
    },
    en: {
      title: "Something went wrong",
      subtitle: "Please try again in a few moments.",
      text: `If the problem persists, write to us at ${CONTACT}.`,
      home: "Back to home",
      events: "See events",
    },
    es: {
      title: "Se ha producido un error",
      subtitle: "Inténtalo de nuevo en unos instantes.",
      text: `Si el problema continúa, escríbenos a ${CONTACT}.`,
      home: "Volver al inicio",
      events: "Ver los eventos",
    },
  },
};

export const ABOUT = {
  fr: {
    title: "À propos de Rendez-vous",
    subtitle: "La plateforme des événements qui font avancer la transition écologique et sociale.",
    missionHeading: "Notre mission",
    mission:
      "<p>Rendez-vous aide chacun·e à passer de l'envie d'agir à l'action, en rendant visibles les événements organisés par des associations, des collectifs, des entreprises engagées et des citoyen·nes.</p><p>Nous croyons que les grands changements commencent souvent par une rencontre : un atelier un samedi matin, une fresque entre collègues, un apéro-débat dans un café de quartier.</p>",
    howHeading: "Comment ça marche ?",
    how: "<ul><li><strong>Tu cherches</strong> un événement par thème, par ville ou en ligne.</li><li><strong>Tu t'inscris</strong> en quelques clics et tu reçois un rappel avant le jour J.</li><li><strong>Tu donnes ton avis</strong> après l'événement pour aider les organisateur·ices à s'améliorer.</li></ul>",
    quote: "Rendre l'engagement simple, joyeux et accessible à toutes et tous.",
    quoteAuthor: "L'équipe Rendez-vous",
    contactHeading: "Nous contacter",
    contact: `<p>Une question, une idée, un partenariat ? Écris-nous à ${CONTACT}.</p>`,
    cta: "Découvrir les événements",
  },
  en: {
    title: "About Rendez-vous",
    subtitle: "The platform for events that move the ecological and social transition forward.",
    missionHeading: "Our mission",
    mission:
      "<p>Rendez-vous helps everyone turn the wish to act into action, by showcasing events organized by charities, collectives, committed companies and citizens.</p><p>We believe big changes often start with a meeting: a Saturday morning workshop, a fresco with colleagues, a debate in a neighbourhood café.</p>",
    howHeading: "How does it work?",
    how: "<ul><li><strong>Search</strong> for an event by topic, by city or online.</li><li><strong>Sign up</strong> in a few clicks and get a reminder before the day.</li><li><strong>Share your feedback</strong> afterwards to help organizers improve.</li></ul>",
    quote: "Making commitment simple, joyful and accessible to all.",
    quoteAuthor: "The Rendez-vous team",
    contactHeading: "Contact us",
    contact: `<p>A question, an idea, a partnership? Write to us at ${CONTACT}.</p>`,
    cta: "Discover events",
  },
  es: {
    title: "Acerca de Rendez-vous",
    subtitle: "La plataforma de los eventos que impulsan la transición ecológica y social.",
    missionHeading: "Nuestra misión",
    mission:
      "<p>Rendez-vous ayuda a cada persona a pasar de las ganas de actuar a la acción, dando visibilidad a los eventos organizados por asociaciones, colectivos, empresas comprometidas y ciudadanos.</p><p>Creemos que los grandes cambios suelen empezar con un encuentro: un taller un sábado por la mañana, un mural entre compañeros, un debate en un café del barrio.</p>",
    howHeading: "¿Cómo funciona?",
    how: "<ul><li><strong>Buscas</strong> un evento por tema, por ciudad o en línea.</li><li><strong>Te inscribes</strong> en unos clics y recibes un recordatorio antes del día.</li><li><strong>Das tu opinión</strong> después del evento para ayudar a quienes lo organizan a mejorar.</li></ul>",
    quote: "Hacer que el compromiso sea sencillo, alegre y accesible para todo el mundo.",
    quoteAuthor: "El equipo de Rendez-vous",
    contactHeading: "Contacto",
    contact: `<p>¿Una pregunta, una idea, una colaboración? Escríbenos a ${CONTACT}.</p>`,
    cta: "Descubrir los eventos",
  },
};

export const LEGAL = {
  title: "Mentions légales",
  subtitle: "Qui édite ce site, où il est hébergé et ce que nous faisons de tes données.",
  sections: [
    ["Éditeur", "<p>Rendez-vous est un projet de démonstration. Responsable de la publication : l'équipe Rendez-vous, joignable à " + CONTACT + ".</p>"],
    ["Hébergement", "<p>Cloudflare, Inc., 101 Townsend St, San Francisco, CA 94107, États-Unis.</p>"],
    [
      "Données personnelles",
      "<p>Les données collectées (adresse e-mail, inscriptions aux événements, avis) servent uniquement au fonctionnement du service. Tu peux à tout moment demander leur consultation, leur rectification ou leur suppression en écrivant à " +
        CONTACT +
        ".</p>",
    ],
    ["Crédits", "<p>Données géographiques : GeoNames, sous licence CC BY 4.0. Illustrations : générées pour Rendez-vous.</p>"],
  ],
};
