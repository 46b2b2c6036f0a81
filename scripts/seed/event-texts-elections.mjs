// Event texts of the hidden topic "elections-2022" (the Élections 2022 widget, scripts/seed/iframes.mjs), in
// parallel French, English and Spanish versions (see event-texts-environment.mjs).

export const ELECTIONS_TEXTS = {
  "elections-2022": {
    titles: [
      {
        type: "conference",
        fr: "Débat citoyen : quelles priorités pour les élections de 2022 ?",
        en: "Citizens' debate: which priorities for the 2022 elections?",
        es: "Debate ciudadano: ¿qué prioridades para las elecciones de 2022?",
      },
      {
        type: "atelier",
        fr: "Atelier : lire les programmes sans se perdre {at}",
        en: "Workshop: reading the manifestos without getting lost {at}",
        es: "Taller: leer los programas sin perderse {at}",
      },
      {
        type: "apero",
        fr: "Apéro-débat : voter pour la première fois",
        en: "Drinks & debate: voting for the first time",
        es: "Aperitivo-debate: votar por primera vez",
      },
      {
        type: "formation",
        fr: "Formation : tenir un bureau de vote, mode d'emploi",
        en: "Training: running a polling station, a how-to",
        es: "Formación: atender una mesa electoral, instrucciones",
      },
    ],
    intros: [
      {
        fr: "Les élections se préparent aussi entre voisin·es. Ce rendez-vous ouvre un espace d'échange, sans consigne de vote, pour comprendre les enjeux et se faire sa propre idée.",
        en: "Elections are also prepared among neighbours. This event opens a space for discussion, with no voting advice, to understand what is at stake and make up your own mind.",
        es: "Las elecciones también se preparan entre vecinos. Este encuentro abre un espacio de diálogo, sin consignas de voto, para entender lo que está en juego y formarse una opinión propia.",
      },
      {
        fr: "S'inscrire sur les listes, comparer les propositions, convaincre ses proches d'aller voter : chacun·e peut faire vivre la démocratie. Viens avec tes questions.",
        en: "Registering to vote, comparing proposals, getting your loved ones to the polls: everyone can keep democracy alive. Bring your questions.",
        es: "Inscribirse en el censo, comparar propuestas, animar a los tuyos a votar: cada persona puede dar vida a la democracia. Trae tus preguntas.",
      },
    ],
    program: [
      { fr: "Un point sur le calendrier et les modalités du vote", en: "The election calendar and how to vote", es: "El calendario electoral y cómo votar" },
      {
        fr: "Des échanges en petits groupes sur les grands enjeux",
        en: "Small-group discussions on the big issues",
        es: "Intercambios en grupos pequeños sobre los grandes temas",
      },
      { fr: "Des outils pour comparer les programmes", en: "Tools to compare the manifestos", es: "Herramientas para comparar los programas" },
    ],
  },
};
