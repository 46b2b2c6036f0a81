import type { Block } from "../block";
import { IMAGE_TYPES } from "../shared-inputs";

/** ExpertBean (docs/product.md §9): an expert's portrait, name, role and words. */
export const expertBeanBlock: Block = {
  name: "ExpertBean",
  inputs: [
    { name: "name", type: "string", required: true },
    { name: "role", type: "string" },
    { name: "text", type: "longText" },
    { name: "image", type: "file", allowedFileTypes: IMAGE_TYPES },
    { name: "size", type: "string", enum: ["small", "large", "xlarge"], required: true },
    { name: "direction", type: "string", enum: ["horizontal", "vertical"], required: true },
  ],
  kind: "static",
  load: () => import("./expert-bean").then((module) => module.ExpertBean),
};
