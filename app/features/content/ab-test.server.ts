import type { BuilderContent } from "@builder.io/sdk-react";
import { abTestMachine } from "#machines/ab-test/ab-test.machine";
import { createActor } from "xstate";
import { cookie, readCookie } from "~/features/accounts/auth/session.server";

/** How long a visitor keeps their variation (docs/product.md §3 "A/B cookie prefixed builder.tests"). */
const TEST_COOKIE_DAYS = 30;
const VARIATION_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const testCookieName = (contentId: string) => `builder.tests.${contentId}`;

export type ChosenVariation = {
  content: BuilderContent;
  /** The cookie that decides what this visitor sees: the page varies by it. */
  cookieName: string;
  /** Set when the variation was drawn for this request. */
  setCookie: string | null;
};

/**
 * Picks the variation a visitor sees (docs/product.md §4 "A/B test", machine in machines/ab-test): the
 * one in their cookie while it exists, else a new draw, which the answer stores. The content handed to
 * the renderer is that variation alone (no `variations`), so the server renders what the visitor keeps
 * and the SDK has nothing left to switch in the browser. Null for content without variations.
 */
export function chooseVariation(request: Request, content: BuilderContent, random: () => number = Math.random): ChosenVariation | null {
  const contentId = content.id;
  const variations = Object.entries(content.variations ?? {}).map(([id, variation]) => ({ ...variation, id: variation.id ?? id }));
  if (!contentId || variations.length === 0) return null;
  const cookieName = testCookieName(contentId);
  const stored = readCookie(request, cookieName);
  const actor = createActor(abTestMachine, {
    input: { contentId, variations, stored: stored && VARIATION_ID.test(stored) ? stored : null, random },
  }).start();
  const { variationId, drawn, failed } = actor.getSnapshot().output ?? { variationId: contentId, drawn: false, failed: true };
  if (failed) console.error("A/B test could not draw a variation; the original is shown", contentId);
  const variation = variations.find((candidate) => candidate.id === variationId);
  const chosen: BuilderContent = {
    ...content,
    data: variation?.data ?? content.data,
    variations: {},
    testVariationId: variationId,
    testVariationName: variation?.name ?? "Default",
  };
  const setCookie = drawn ? cookie(request.url, cookieName, variationId, `Max-Age=${TEST_COOKIE_DAYS * 86_400}`) : null;
  return { content: chosen, cookieName, setCookie };
}
