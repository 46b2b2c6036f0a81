/** Labels of the page-builder blocks and the editors' notices in preview (docs/product.md §5, §9). */
export const blocksFr = {
  "blocks.notice.missing": "Bloc « {block} » : il manque {inputs}. Il n'est pas affiché aux visiteurs.",
  "blocks.notice.noData": "Bloc « {block} » : rien à afficher pour l'instant (aucun contenu trouvé). Il n'est pas affiché aux visiteurs.",
  "blocks.notice.columns": "Carrousel : les blocs Columns ne peuvent pas être des diapositives, ils sont ignorés.",
  "blocks.carousel.label": "Carrousel",
  "blocks.carousel.previous": "Diapositives précédentes",
  "blocks.carousel.next": "Diapositives suivantes",
  "blocks.breadcrumbs.label": "Fil d'Ariane",
  "blocks.topArticles.title": "Les plus lus",
  "blocks.survey.title": "Le sondage du moment",
  "blocks.partner.by": "En partenariat avec {partner}",
  "blocks.filterEvents.pages": "Pages des événements",
  "blocks.teaser.all": "Voir tous les événements",
  "blocks.actionCard.cta": "Passer à l'action",
  "blocks.cardLink.cta": "En savoir plus",
} as const;
