import type { RegisteredComponent } from "@builder.io/sdk-react";
import { Button } from "./blocks/button";
import { Heading } from "./blocks/heading";
import { PageHeader } from "./blocks/page-header";
import { Quote } from "./blocks/quote";
import { Section } from "./blocks/section";

/** Our editable blocks (docs/product.md §9), registered with the page-builder SDK. */
export const CUSTOM_COMPONENTS: RegisteredComponent[] = [
  {
    name: "PageHeader",
    component: PageHeader,
    inputs: [
      { name: "title", type: "string", required: true },
      { name: "subtitle", type: "string" },
      { name: "image", type: "file", allowedFileTypes: ["png", "jpg", "jpeg", "gif"] },
      { name: "ctaLabel", type: "string" },
      { name: "ctaHref", type: "url" },
    ],
  },
  {
    name: "Heading",
    component: Heading,
    inputs: [
      { name: "text", type: "string", required: true },
      { name: "level", type: "number", enum: [1, 2, 3].map((value) => ({ label: `H${value}`, value })), defaultValue: 2 },
      { name: "align", type: "string", enum: ["left", "center"], defaultValue: "left" },
    ],
  },
  {
    name: "Button",
    component: Button,
    inputs: [
      { name: "label", type: "string", required: true },
      { name: "href", type: "url", required: true },
      { name: "variant", type: "string", enum: ["full", "ghost", "text", "bare"], defaultValue: "full" },
      { name: "size", type: "string", enum: ["small", "medium", "default", "full", "round"], defaultValue: "default" },
    ],
  },
  {
    name: "Section",
    component: Section,
    canHaveChildren: true,
    inputs: [{ name: "radius", type: "string", enum: ["none", "top", "bottom", "both"], defaultValue: "none" }],
  },
  {
    name: "Quote",
    component: Quote,
    inputs: [
      { name: "text", type: "longText", required: true },
      { name: "author", type: "string" },
    ],
  },
];
