import type { BuilderBlock } from "@builder.io/sdk-react";
import { visibilityFlags, withoutHiddenBlocks } from "./visibility";

/**
 * Whom an editor's preview shows the page to (docs/product.md §2 "/admin"): `preview-as=member` or `visitor`
 * for the blocks' visibility conditions (else the editor's own session), `preview-variation=<id>` for an A/B
 * variation (else the entry as saved). Read only in preview, which editors alone are granted.
 */
export const PREVIEW_AS_PARAM = "preview-as";
export const PREVIEW_VARIATION_PARAM = "preview-variation";

export type PreviewAs = { visitor: "member" | "visitor" | null; variation: string | null };

const VARIATION_ID = /^[\w-]{1,64}$/;

/** The preview's audience from its address; nothing for values it does not know. */
export function previewAsOf(params: URLSearchParams): PreviewAs {
  const visitor = params.get(PREVIEW_AS_PARAM);
  const variation = params.get(PREVIEW_VARIATION_PARAM);
  return {
    visitor: visitor === "member" || visitor === "visitor" ? visitor : null,
    variation: variation && VARIATION_ID.test(variation) ? variation : null,
  };
}

/** The address's parameters for an audience (none for the defaults). */
export function previewAsParams({ visitor, variation }: PreviewAs): [string, string][] {
  return [
    ...(visitor ? [[PREVIEW_AS_PARAM, visitor] as [string, string]] : []),
    ...(variation ? [[PREVIEW_VARIATION_PARAM, variation] as [string, string]] : []),
  ];
}

type Data = Record<string, unknown>;

/** The data a variation shows, when the entry has it; the entry's own otherwise. */
export function variationData(data: Data, variations: Data, variation: string | null): Data {
  const chosen = variation ? variations[variation] : undefined;
  const chosenData = typeof chosen === "object" && chosen !== null ? (chosen as { data?: unknown }).data : undefined;
  return typeof chosenData === "object" && chosenData !== null ? (chosenData as Data) : data;
}

/**
 * What the preview shows of an entry's data for an audience: the variation's data, its blocks without those a
 * member or a visitor would not see (conditions named in the blocks; those naming a condition entry are applied
 * when the preview loads, where the entries are read).
 */
export function previewedData(data: Data, variations: Data, as: PreviewAs): Data {
  const shown = variationData(data, variations, as.variation);
  if (!as.visitor || !Array.isArray(shown.blocks)) return shown;
  return { ...shown, blocks: withoutHiddenBlocks(shown.blocks as BuilderBlock[], visibilityFlags(as.visitor === "member")) };
}
