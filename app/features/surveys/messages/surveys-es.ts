import type { surveysFr } from "./surveys-fr";

export const surveysEs: Record<keyof typeof surveysFr, string> = {
  "surveys.title": "Encuestas",
  "surveys.lead": "Da tu opinión con un clic y descubre lo que piensa la comunidad.",
  "surveys.current": "La encuesta del momento",
  "surveys.others": "Otras encuestas",
  "surveys.none": "No hay ninguna encuesta por ahora. ¡Vuelve pronto!",
  "surveys.choices": "Elige una respuesta",
  "surveys.voting": "Enviando tu voto…",
  "surveys.results": "Resultados",
  "surveys.yourAnswer": "Tu respuesta",
  "surveys.total": "{count, plural, one {# voto} other {# votos}}",
  "surveys.ended": "Encuesta cerrada",
  "surveys.endsOn": "Hasta el {date}",
  "surveys.percent": "{percent} %",
};
