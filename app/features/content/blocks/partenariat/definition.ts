import type { Block } from "../block";
import { IMAGE_TYPES } from "../shared-inputs";

/** Partenariat (docs/product.md §9): the page's sponsor (partner, logo, text, link), light or dark. */
export const partenariatBlock: Block = {
  name: "Partenariat",
  inputs: [
    { name: "theme", type: "string", enum: ["light", "dark"], defaultValue: "light" },
    {
      name: "sponsoredBy",
      type: "object",
      required: true,
      subFields: [
        { name: "partner", type: "string", required: true },
        { name: "text", type: "string" },
        { name: "link", type: "url" },
        { name: "logo", type: "file", allowedFileTypes: IMAGE_TYPES, required: true },
        { name: "logoLight", type: "file", allowedFileTypes: IMAGE_TYPES, helperText: "Logo for the dark theme" },
      ],
    },
  ],
  kind: "static",
  load: () => import("./partenariat").then((module) => module.Partenariat),
};
