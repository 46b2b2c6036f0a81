import type { searchFr } from "./search-fr";

export const searchEs: Record<keyof typeof searchFr, string> = {
  "search.title": "Búsqueda",
  "search.label": "Buscar en el sitio",
  "search.placeholder": "Compost, bici, clima…",
  "search.submit": "Buscar",
  "search.lead": "Eventos, artículos, playlists y recursos: busca en todo el sitio.",
  "search.results": "{count, plural, =0 {Ningún resultado para «{q}»} one {# resultado para «{q}»} other {# resultados para «{q}»}}",
  "search.group.all": "Todo",
  "search.group.events": "Eventos",
  "search.group.articles": "Artículos",
  "search.group.playlists": "Playlists",
  "search.group.resources": "Recursos",
  "search.groupCount": "{label} ({count})",
  "search.seeAll": "Ver los {count} resultados",
  "search.empty": "No encontramos nada para «{q}»",
  "search.emptyLead": "Revisa la ortografía, prueba una palabra más corta o una de estas búsquedas:",
  "search.suggestions": "Sugerencias de búsqueda",
  "search.browse": "O explora los eventos y el medio:",
  "search.past": "Pasado",
};
