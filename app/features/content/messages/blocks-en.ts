import type { blocksFr } from "./blocks-fr";

export const blocksEn: Record<keyof typeof blocksFr, string> = {
  "blocks.notice.missing": "Block “{block}”: {inputs} missing. Visitors do not see it.",
  "blocks.notice.noData": "Block “{block}”: nothing to show yet (no content found). Visitors do not see it.",
  "blocks.notice.columns": "Carousel: Columns blocks cannot be slides, they are ignored.",
  "blocks.carousel.label": "Carousel",
  "blocks.carousel.previous": "Previous slides",
  "blocks.carousel.next": "Next slides",
  "blocks.breadcrumbs.label": "Breadcrumb",
  "blocks.topArticles.title": "Most read",
  "blocks.survey.title": "Poll of the moment",
  "blocks.partner.by": "In partnership with {partner}",
  "blocks.filterEvents.pages": "Event pages",
  "blocks.teaser.all": "See all events",
  "blocks.actionCard.cta": "Take action",
  "blocks.cardLink.cta": "Learn more",
};
