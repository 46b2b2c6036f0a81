import type { Block } from "../block";
import { Section } from "./section";

/** Section (docs/product.md §9): a band holding other blocks, its corners rounded or not. */
export const sectionBlock: Block = {
  name: "Section",
  canHaveChildren: true,
  inputs: [{ name: "radius", type: "string", enum: ["none", "top", "bottom", "both"], defaultValue: "none" }],
  kind: "static",
  component: Section,
};
