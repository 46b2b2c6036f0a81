import type { BlockDefinition } from "~/features/content/blocks/block";
import { BLOCKS } from "~/features/content/blocks/registry";

const IMAGE_TYPES = ["png", "jpg", "jpeg", "gif", "webp"];

/**
 * The page-builder SDK's own blocks that pages are made of most (a text, an image), with the inputs Builder.io's
 * editor gives them, so the block editor draws their forms as for our blocks (docs/product.md §2 "/admin"). The
 * SDK registers and renders them itself: these serve the editor only. The SDK's other blocks (Columns, Symbol…)
 * keep their options in JSON.
 */
export const SDK_BLOCK_FORMS: readonly BlockDefinition[] = [
  { name: "Text", inputs: [{ name: "text", type: "richText", defaultValue: "" }] },
  {
    name: "Image",
    inputs: [
      { name: "image", type: "file", allowedFileTypes: IMAGE_TYPES },
      { name: "altText", type: "string", helperText: "What the image shows, for those who cannot see it" },
      { name: "backgroundSize", type: "string", enum: ["cover", "contain"], defaultValue: "cover" },
      { name: "aspectRatio", type: "number", min: 0.1, max: 4, step: 0.01, defaultValue: 0.7041, helperText: "Height divided by width" },
    ],
  },
];

/** Every block the editor draws a form for and offers in its palette: ours (docs/product.md §9), then the SDK's. */
export const EDITABLE_BLOCKS: readonly BlockDefinition[] = [...BLOCKS, ...SDK_BLOCK_FORMS];
