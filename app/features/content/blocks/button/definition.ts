import type { Block } from "../block";
import { Button } from "./button";

/** Button (docs/product.md §9): a link styled as a button (variants full, ghost, text, bare; five sizes). */
export const buttonBlock: Block = {
  name: "Button",
  inputs: [
    { name: "label", type: "string", required: true },
    { name: "href", type: "url", required: true },
    { name: "variant", type: "string", enum: ["full", "ghost", "text", "bare"], defaultValue: "full" },
    { name: "size", type: "string", enum: ["small", "medium", "default", "full", "round"], defaultValue: "default" },
  ],
  kind: "static",
  component: Button,
};
