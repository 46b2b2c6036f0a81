import type { BuilderContent } from "@builder.io/sdk-react";
import { resolveRequestSession } from "~/features/accounts/auth/request-session.server";
import { hasSessionCookie } from "~/features/accounts/auth/session.server";
import { getEnv } from "~/env.server";
import { chooseVariation } from "./ab-test.server";
import { cleanContentForRender } from "./content-markup.server";
import { safeCustomFonts } from "./custom-fonts";
import { resolveHttpRequests } from "./http-requests.server";
import { loadConditionEntries } from "./page-content.server";
import { previewAsOf, variationData } from "./preview-as";
import { hasConditions, referencedConditionIds, visibilityFlags, withoutHiddenBlocks } from "./visibility";

/**
 * A page-builder entry made ready for one request, and what its answer depends on:
 * - `vary`: what the page cache must key this answer by (`cookie:<name>`, or `session`: never served to a
 *   request that carries a session cookie); see workers/page-cache.ts and docs/decisions/012.
 * - `personal`: the answer is for this visitor only (a variation drawn now, a member's view, a preview).
 * - `cookies`: Set-Cookie values (the drawn variation; renewed session cookies).
 */
export type PageForVisitor = { content: BuilderContent; vary: string[]; personal: boolean; cookies: string[] };

/** Whether the request's session is a member's; renewing it when the access token expired (answer is personal then). */
async function memberOf(request: Request, env: Env): Promise<{ loggedIn: boolean; cookies: string[] }> {
  const session = await resolveRequestSession(request, env);
  return { loggedIn: session.user !== null, cookies: session.cookies };
}

/**
 * The server's part of docs/product.md §4 for a page: the A/B variation (not in preview, where editors see
 * the entry as saved, or the variation they ask for), visibility conditions for the session (or, in preview,
 * for the member or visitor the editor asks for), content `httpRequests` fetched into state,
 * its HTML and CSS made safe (content-markup.server.ts) and custom fonts limited to what can be written safely.
 */
export async function pageForVisitor(request: Request, env: Env, content: BuilderContent, { preview }: { preview: boolean }): Promise<PageForVisitor> {
  const vary: string[] = [];
  const cookies: string[] = [];
  let personal = preview;
  let page = content;

  // An editor's preview may be shown as a member or a visitor would see it, or as an A/B variation (preview-as.ts).
  const as = preview ? previewAsOf(new URL(request.url).searchParams) : { visitor: null, variation: null };
  if (as.variation) page = { ...page, data: variationData(page.data ?? {}, page.variations ?? {}, as.variation), variations: {} };
  const variation = preview ? null : chooseVariation(request, page);
  if (variation) {
    page = variation.content;
    if (variation.setCookie) {
      cookies.push(variation.setCookie);
      personal = true;
    }
    vary.push(`cookie:${variation.cookieName}`);
  }

  let data = page.data ?? {};
  const blocks = data.blocks ?? [];
  if (hasConditions(blocks)) {
    let loggedIn = as.visitor === "member";
    if (as.visitor === null && hasSessionCookie(request)) {
      const member = await memberOf(request, env);
      loggedIn = member.loggedIn;
      cookies.push(...member.cookies);
      personal = true;
    }
    vary.push("session");
    const entries = await loadConditionEntries(env, referencedConditionIds(blocks));
    data = { ...data, blocks: withoutHiddenBlocks(blocks, visibilityFlags(loggedIn), entries) };
  }

  data = await cleanContentForRender(await resolveHttpRequests(data, getEnv(env).BUILDER_HTTP_HOSTS));
  if (data.customFonts !== undefined) data = { ...data, customFonts: safeCustomFonts(data.customFonts) };
  return { content: { ...page, data }, vary, personal, cookies };
}
