import * as v from "valibot";

/**
 * The preview frame follows the editor as one types (docs/architecture.md §4 "Preview"), through the page-builder
 * SDK's own channel: a frame whose address names the model in `builder.frameEditing` listens for
 * `builder.contentUpdate` messages from a trusted host and renders the content they carry, unsaved. It says it
 * listens with `builder.sdkInfo`.
 */
export const FRAME_EDITING_PARAM = "builder.frameEditing";

/** The preview page's path, with the parameter that makes the SDK in the frame listen to the editor. */
export function livePreviewPath(path: string, model: string): string {
  const [pathname = "", query = ""] = path.split("?", 2);
  const params = new URLSearchParams(query);
  params.set(FRAME_EDITING_PARAM, model);
  return `${pathname}?${params.toString()}`;
}

/** The message that shows `data` (an entry's data: title, blocks…) in a frame rendering `model`. */
export function contentUpdateMessage(model: string, data: Record<string, unknown>) {
  return { type: "builder.contentUpdate", data: { key: model, data: { data } } } as const;
}

const SdkInfoSchema = v.object({ type: v.literal("builder.sdkInfo") });

/** True for the message the SDK sends its parent once it listens. */
export function isSdkReady(message: unknown): boolean {
  return v.is(SdkInfoSchema, message);
}

/** The widths the preview can take: a phone, a tablet, a computer (docs/product.md §2 "/admin"). */
export const PREVIEW_WIDTHS = [390, 768, 1280] as const;
export type PreviewWidth = (typeof PREVIEW_WIDTHS)[number];
