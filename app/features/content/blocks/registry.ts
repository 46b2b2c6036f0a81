import { actionCardCustomBlock } from "./action-card-custom/definition";
import { actionCardBlock } from "./action-card/definition";
import { articleBlock } from "./article/definition";
import type { Block } from "./block";
import { breadcrumbsBlock } from "./breadcrumbs/definition";
import { buttonBlock } from "./button/definition";
import { buzzingSidebarArticlesBlock } from "./buzzing-sidebar-articles/definition";
import { cardLinkBlock } from "./card-link/definition";
import { carouselBlock } from "./carousel/definition";
import { currentSurveyBlock } from "./current-survey/definition";
import { eventBlock } from "./event/definition";
import { exclusivityCardBlock } from "./exclusivity-card/definition";
import { expertBeanBlock } from "./expert-bean/definition";
import { filterEventsBlock } from "./filter-events/definition";
import { headingBlock } from "./heading/definition";
import { instagramBlock } from "./instagram/definition";
import { mksButtonBlock } from "./mks-button/definition";
import { newsletterCardBlock } from "./newsletter-card/definition";
import { newsletterSectionBlock } from "./newsletter-section/definition";
import { pageHeaderBlock } from "./page-header/definition";
import { partenariatBlock } from "./partenariat/definition";
import { quoteBlock } from "./quote/definition";
import { sectionBlock } from "./section/definition";
import { teaserBlock } from "./teaser/definition";
import { topArticlesBlock } from "./top-articles/definition";

/**
 * The editable blocks of docs/product.md §9, one folder each (CONTRIBUTING.md "A new page-builder block"), in the
 * order of the admin's palette. The one list of them: the SDK registration (components/custom-components.ts), the
 * islands and the entries served as HTML (docs/decisions/016-home-hydration.md), the data the loader asks for
 * (block-requests.ts) and the admin's validator and block editor all read it. Browser code: definitions and
 * requests only, no server module; renderers but the first five load in chunks of their own.
 */
export const BLOCKS: readonly Block[] = [
  pageHeaderBlock,
  headingBlock,
  buttonBlock,
  sectionBlock,
  quoteBlock,
  newsletterCardBlock,
  newsletterSectionBlock,
  buzzingSidebarArticlesBlock,
  topArticlesBlock,
  articleBlock,
  breadcrumbsBlock,
  currentSurveyBlock,
  exclusivityCardBlock,
  eventBlock,
  teaserBlock,
  cardLinkBlock,
  carouselBlock,
  filterEventsBlock,
  partenariatBlock,
  expertBeanBlock,
  mksButtonBlock,
  actionCardBlock,
  actionCardCustomBlock,
  instagramBlock,
];

const BY_NAME = new Map(BLOCKS.map((block) => [block.name, block]));

/** Our block of that component name, or undefined (an SDK block, or an unknown one). */
export function findBlock(name: string): Block | undefined {
  return BY_NAME.get(name);
}
