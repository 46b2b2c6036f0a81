import type { Block } from "../block";
import { Heading } from "./heading";

/** Heading (docs/product.md §9): a section title, H1 to H3. */
export const headingBlock: Block = {
  name: "Heading",
  inputs: [
    { name: "text", type: "string", required: true },
    { name: "level", type: "number", enum: [1, 2, 3].map((value) => ({ label: `H${value}`, value })), defaultValue: 2 },
    { name: "align", type: "string", enum: ["left", "center"], defaultValue: "left" },
  ],
  kind: "static",
  component: Heading,
};
