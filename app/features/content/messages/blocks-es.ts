import type { blocksFr } from "./blocks-fr";

export const blocksEs: Record<keyof typeof blocksFr, string> = {
  "blocks.notice.missing": "Bloque «{block}»: falta {inputs}. Los visitantes no lo ven.",
  "blocks.notice.noData": "Bloque «{block}»: nada que mostrar por ahora (no se encontró contenido). Los visitantes no lo ven.",
  "blocks.notice.columns": "Carrusel: los bloques Columns no pueden ser diapositivas, se ignoran.",
  "blocks.carousel.label": "Carrusel",
  "blocks.carousel.previous": "Diapositivas anteriores",
  "blocks.carousel.next": "Diapositivas siguientes",
  "blocks.breadcrumbs.label": "Ruta de navegación",
  "blocks.topArticles.title": "Lo más leído",
  "blocks.survey.title": "La encuesta del momento",
  "blocks.partner.by": "En colaboración con {partner}",
  "blocks.filterEvents.pages": "Páginas de eventos",
  "blocks.teaser.all": "Ver todos los eventos",
  "blocks.actionCard.cta": "Pasar a la acción",
  "blocks.cardLink.cta": "Saber más",
};
