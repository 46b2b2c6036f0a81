import type { RegisteredComponent } from "@builder.io/sdk-react";
import { createElement, lazy } from "react";
import { BLOCK_DEFINITIONS } from "../block-definitions";
import { Button } from "./blocks/button";
import { Embed } from "./blocks/embed";
import { Heading } from "./blocks/heading";
import { PageHeader } from "./blocks/page-header";
import { Quote } from "./blocks/quote";
import { withRequirements } from "./blocks/required";
import { Section } from "./blocks/section";
import { ISLAND_BLOCKS, isIslandBlock } from "./island-blocks";
import type { AnyComponent } from "./island-markers";

/**
 * A block whose code loads only on pages that use it (docs/architecture.md §4): lazy in the browser. The
 * server starts loading it with this module and renders it directly once it has arrived, so a render does not
 * stream the block in a later part of the page (React.lazy would suspend on every isolate's first use).
 */
function later(load: () => Promise<AnyComponent>): AnyComponent {
  const lazyComponent = lazy(() => load().then((loaded) => ({ default: loaded })));
  if (typeof document !== "undefined") return lazyComponent;
  let loaded: AnyComponent | null = null;
  load().then(
    (component) => (loaded = component),
    (error: unknown) => console.error("a page-builder block could not be loaded", error),
  );
  return (props: object) => createElement(loaded ?? lazyComponent, props);
}

const articles = () => import("./blocks/articles");
const events = () => import("./blocks/events");
const links = () => import("./blocks/links");

/** Renderers by block name; `true`: loaded lazily (every block but the first five, which most pages use). */
const COMPONENTS: Record<string, [AnyComponent, boolean]> = {
  PageHeader: [PageHeader, false],
  Heading: [Heading, false],
  Button: [Button, false],
  Section: [Section, false],
  Quote: [Quote, false],
  Breadcrumbs: [later(() => links().then((m) => m.Breadcrumbs)), true],
  "Card Link": [later(() => links().then((m) => m.CardLink)), true],
  MksButton: [later(() => links().then((m) => m.MksButton)), true],
  ActionCard: [later(() => links().then((m) => m.ActionCard)), true],
  ActionCardCustom: [later(() => links().then((m) => m.ActionCardCustom)), true],
  Partenariat: [later(() => links().then((m) => m.Partenariat)), true],
  ExpertBean: [later(() => links().then((m) => m.ExpertBean)), true],
  Article: [later(() => articles().then((m) => m.ArticleBlock)), true],
  "Top-articles": [later(() => articles().then((m) => m.TopArticles)), true],
  "Buzzing Sidebar Articles": [later(() => articles().then((m) => m.BuzzingArticles)), true],
  Event: [later(() => events().then((m) => m.EventBlock)), true],
  Teaser: [later(() => events().then((m) => m.Teaser)), true],
  ...Object.fromEntries(Object.entries(ISLAND_BLOCKS).map(([name, load]) => [name, [later(load), true]])),
};

/** The Carousel renders its child blocks itself (to leave Columns out), so it gets the SDK's block and context. */
const SDK_PROPS: Record<string, RegisteredComponent["shouldReceiveBuilderProps"]> = {
  Carousel: { builderBlock: true, builderContext: true, builderComponents: true, builderLinkComponent: true },
};

/**
 * Our editable blocks (docs/product.md §9), registered with the page-builder SDK: definitions plus renderers,
 * each checked for its required inputs (§5), islands marked as such (docs/decisions/016-home-hydration.md);
 * and our Embed over the SDK's, which renders nothing while empty.
 */
export const CUSTOM_COMPONENTS: RegisteredComponent[] = [
  ...BLOCK_DEFINITIONS.map((definition) => {
    const [component, lazyLoaded] = COMPONENTS[definition.name] ?? [() => null, false];
    const island = isIslandBlock(definition.name);
    return { ...definition, component: withRequirements(definition, component, { lazyLoaded, island }), shouldReceiveBuilderProps: SDK_PROPS[definition.name] };
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
