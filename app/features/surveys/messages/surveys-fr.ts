/** Labels of the polls (docs/product.md §2 "/sondages", §4 "Survey"). */
export const surveysFr = {
  "surveys.title": "Sondages",
  "surveys.lead": "Donne ton avis en un clic et découvre ce que pense la communauté.",
  "surveys.current": "Le sondage du moment",
  "surveys.others": "Les autres sondages",
  "surveys.none": "Aucun sondage pour le moment. Reviens bientôt !",
  "surveys.choices": "Choisis une réponse",
  "surveys.voting": "Envoi de ton vote…",
  "surveys.results": "Résultats",
  "surveys.yourAnswer": "Ta réponse",
  "surveys.total": "{count, plural, one {# vote} other {# votes}}",
  "surveys.ended": "Sondage terminé",
  "surveys.endsOn": "Jusqu'au {date}",
  "surveys.percent": "{percent} %",
} as const;
