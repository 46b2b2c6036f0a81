// What attendees write after an event, by rating (1 to 5), in French and Spanish.

export const FEEDBACK_TEXTS = {
  fr: {
    5: [
      "Super moment, merci à l'équipe ! Je suis reparti·e avec plein d'idées concrètes.",
      "Animation au top, ambiance bienveillante, je recommande à 100 %.",
      "Très bien organisé, on sent que les intervenant·es connaissent leur sujet.",
      "J'ai adoré le format, on a vraiment eu le temps d'échanger entre participant·es.",
      "Ma première participation et sûrement pas la dernière !",
    ],
    4: [
      "Très chouette événement, juste un peu court à mon goût.",
      "Contenu riche et accessible. La salle était un peu petite pour tout le monde.",
      "Bonne découverte, j'aurais aimé plus de temps pour les questions.",
      "Bel échange, des ressources utiles. Un support écrit à emporter serait un plus.",
    ],
    3: [
      "Intéressant, mais j'en connaissais déjà une bonne partie.",
      "Sympa dans l'ensemble, un peu désorganisé au début.",
      "Le fond était bien, le son beaucoup moins depuis le fond de la salle.",
    ],
    2: ["Déçu·e : le programme annoncé n'a pas été suivi.", "Beaucoup de retard au démarrage et peu de temps d'échange."],
    1: ["L'événement a commencé avec une heure de retard et s'est terminé en avance, dommage."],
  },
  es: {
    5: ["¡Un momento genial, gracias al equipo!", "Muy bien organizado y con un ambiente estupendo."],
    4: ["Muy interesante, aunque se me hizo un poco corto.", "Buen contenido, faltó algo de tiempo para las preguntas."],
    3: ["Correcto, pero ya conocía buena parte del contenido."],
    2: ["El programa anunciado no se respetó."],
    1: ["Empezó con mucho retraso, una pena."],
  },
};
