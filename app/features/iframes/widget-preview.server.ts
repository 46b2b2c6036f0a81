import { data, type AppLoadContext } from "react-router";
import * as v from "valibot";
import { getPublicEnv } from "~/env.server";
import { FRAME_ORIGINS_HEADER } from "~/lib/frame-origins";
import type { Iframe } from "./iframes.schema";
import { OwnWidgetInputSchema, type OwnWidgetInput } from "./own-widgets.schema";
import { PREVIEW_PARAM } from "./widget-preview-param";
import { widgetPageData } from "./widget-page.server";

const PreviewParamSchema = v.pipe(v.string(), v.maxLength(8_000), v.parseJson(), OwnWidgetInputSchema);

/** A member's settings as the widget they make (never saved: its id is "preview"). */
export function previewIframe(input: OwnWidgetInput): Iframe {
  const filters = Object.fromEntries(Object.entries(input.filters).filter((entry): entry is [string, string | boolean] => entry[1] !== undefined));
  return { ...input, _id: "preview", slug: null, kind: "events", filters, partners: [] };
}

/**
 * /iframe/preview?widget={settings} (docs/product.md §2 "/organize/widgets"): the widget a member is building, shown
 * as it will be before it is saved, in the builder's preview frame. Only our own pages may frame it, no cache keeps
 * it, no robot lists it; settings that do not validate are a bare 400 page.
 */
export async function loadWidgetPreview(request: Request, context: AppLoadContext) {
  const env = context.cloudflare.env;
  const url = new URL(request.url);
  const headers = new Headers({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });
  headers.set(FRAME_ORIGINS_HEADER, new URL(getPublicEnv(env).siteUrl).origin);
  const parsed = v.safeParse(PreviewParamSchema, url.searchParams.get(PREVIEW_PARAM) ?? "");
  if (!parsed.success) return data({ found: false as const }, { status: 400, headers });
  return data(await widgetPageData(url, env, previewIframe(parsed.output)), { headers });
}
