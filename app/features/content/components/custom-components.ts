import type { RegisteredComponent } from "@builder.io/sdk-react";
import { lazy, type ComponentType } from "react";
import { BLOCK_DEFINITIONS } from "../block-definitions";
import { Button } from "./blocks/button";
import { Embed } from "./blocks/embed";
import { Heading } from "./blocks/heading";
import { PageHeader } from "./blocks/page-header";
import { Quote } from "./blocks/quote";
import { withRequirements } from "./blocks/required";
import { Section } from "./blocks/section";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the SDK passes each block its own options
type AnyComponent = ComponentType<any>;

/** A block whose code loads only on pages that use it (docs/architecture.md §4: interactive blocks hydrate lazily). */
const later = <TModule>(load: () => Promise<TModule>, pick: (module: TModule) => AnyComponent) =>
  lazy(() => load().then((module) => ({ default: pick(module) })));

const articles = () => import("./blocks/articles");
const events = () => import("./blocks/events");
const newsletter = () => import("./blocks/newsletter-card");
const links = () => import("./blocks/links");
const carousel = () => import("./blocks/carousel");

/** Renderers by block name; `true`: loaded lazily (every block but the first five, which most pages use). */
const COMPONENTS: Record<string, [AnyComponent, boolean]> = {
  PageHeader: [PageHeader, false],
  Heading: [Heading, false],
  Button: [Button, false],
  Section: [Section, false],
  Quote: [Quote, false],
  Breadcrumbs: [later(links, (m) => m.Breadcrumbs), true],
  "Card Link": [later(links, (m) => m.CardLink), true],
  MksButton: [later(links, (m) => m.MksButton), true],
  ActionCard: [later(links, (m) => m.ActionCard), true],
  ActionCardCustom: [later(links, (m) => m.ActionCardCustom), true],
  Partenariat: [later(links, (m) => m.Partenariat), true],
  ExpertBean: [later(links, (m) => m.ExpertBean), true],
  NewsletterCard: [later(newsletter, (m) => m.NewsletterCard), true],
  "Newsletter Section": [later(newsletter, (m) => m.NewsletterSection), true],
  Article: [later(articles, (m) => m.ArticleBlock), true],
  "Top-articles": [later(articles, (m) => m.TopArticles), true],
  "Buzzing Sidebar Articles": [later(articles, (m) => m.BuzzingArticles), true],
  Event: [later(events, (m) => m.EventBlock), true],
  Teaser: [later(events, (m) => m.Teaser), true],
  FilterEvents: [later(events, (m) => m.FilterEvents), true],
  Carousel: [later(carousel, (m) => m.Carousel), true],
  "Current Survey": [lazy(() => import("./blocks/current-survey")), true],
  "Exclusivity Card": [lazy(() => import("./blocks/exclusivity")), true],
  Instagram: [lazy(() => import("./blocks/instagram")), true],
};

/** The Carousel renders its child blocks itself (to leave Columns out), so it gets the SDK's block and context. */
const SDK_PROPS: Record<string, RegisteredComponent["shouldReceiveBuilderProps"]> = {
  Carousel: { builderBlock: true, builderContext: true, builderComponents: true, builderLinkComponent: true },
};

/**
 * Our editable blocks (docs/product.md §9), registered with the page-builder SDK: definitions plus renderers,
 * each checked for its required inputs (§5); and our Embed over the SDK's, which renders nothing while empty.
 */
export const CUSTOM_COMPONENTS: RegisteredComponent[] = [
  ...BLOCK_DEFINITIONS.map((definition) => {
    const [component, lazyLoaded] = COMPONENTS[definition.name] ?? [() => null, false];
    return { ...definition, component: withRequirements(definition, component, lazyLoaded), shouldReceiveBuilderProps: SDK_PROPS[definition.name] };
  }),
  {
    name: "Embed",
    static: true,
    component: Embed,
    inputs: [
      { name: "url", type: "url", defaultValue: "" },
      { name: "content", type: "html", hideFromUI: true },
    ],
  },
];
