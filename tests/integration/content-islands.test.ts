import { beforeAll, expect, test } from "vitest";
import { createBuilderEntries, targetingRule } from "../factories/content";
import { daysFromNow } from "../factories/dates";
import { createEvent } from "../factories/events";
import { createMember } from "../factories/users";
import { fetchText } from "../support/pages";

// Visitors get page-builder entries made of known blocks as server HTML in which only the interactive blocks
// are islands the browser hydrates; previews and entries with browser-side SDK blocks hydrate through the SDK
// (docs/decisions/016-home-hydration.md).

const run = crypto.randomUUID().slice(0, 8);
let n = 0;
const block = (name: string, options: object, extra: object = {}) => ({
  "@type": "@builder.io/sdk:Element",
  id: `builder-${run}${(n += 1)}`,
  component: { name, options },
  ...extra,
});
const page = (path: string, blocks: object[]) => ({
  id: `islands${run}${path.replaceAll("/", "-")}`,
  urlPath: path,
  query: [targetingRule("urlPath", path)],
  data: { title: "Îlots", blocks: [block("PageHeader", { title: `Îlots ${run}` }), ...blocks] },
});

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";

/** The page as a browser gets it (streamed), with an editor's session when `asEditor`. */
async function browserPage(path: string, asEditor = false) {
  const session = asEditor ? (await createMember({ role: "admin" })).headers : {};
  return fetchText(path, { headers: { "User-Agent": BROWSER, ...session } });
}

beforeAll(async () => {
  await createEvent({ slug: `ilot-${run}`, title: `Atelier îlot ${run}`, startDate: daysFromNow(5), city: `ilots-${run}` });
  await createBuilderEntries([
    page(`/ilots-${run}`, [
      block("Text", { text: "<p>Du texte</p>" }),
      block(
        "Carousel",
        { title: "Près de chez toi", eventCriterias: { city: `ilots-${run}` } },
        { children: [block("Text", { text: "<p>Diapositive libre</p>" })] },
      ),
      block("NewsletterCard", { title: "La lettre </script> des îlots", source: "chiche" }),
    ]),
    page(`/accordeon-${run}`, [block("Builder:Accordion", { items: [] }), block("NewsletterCard", { title: "Lettre" })]),
  ]);
});

test("a visitor gets the content in the first part of the page, its interactive blocks marked as islands with their options", async () => {
  const { status, text } = await browserPage(`/ilots-${run}`);
  expect(status).toBe(200);
  const content = text.indexOf("data-rv-content=");
  expect(content).toBeGreaterThan(0);
  // Not sent apart in a streamed part (React would reveal it after the first paint).
  expect(text.slice(content, text.indexOf(`Îlots ${run}`))).not.toContain("<template");
  expect(text).toContain('<div data-rv-island="Carousel" style="display:contents">');
  expect(text).toContain('<div data-rv-island="NewsletterCard" style="display:contents">');
  expect(text).toContain(`Atelier îlot ${run}`);
  // The slide the SDK renders inside the carousel is kept in its slot, by block id.
  const slot = text.slice(text.indexOf("data-rv-slot="), text.indexOf("Diapositive libre"));
  expect(slot).toMatch(new RegExp(`^data-rv-slot="builder-${run}\\d+" style="display:contents">`));
  expect(slot).not.toContain("</li>");
  // Options travel in a data script the JSON cannot close.
  const options = [...text.matchAll(/<script type="application\/json" data-rv-props="">([^<]*)<\/script><div data-rv-island="NewsletterCard"/g)];
  expect(options).toHaveLength(1);
  expect(JSON.parse(options[0]?.[1] ?? "")).toEqual({ title: "La lettre </script> des îlots", source: "chiche" });
  // Static blocks are plain HTML, not islands.
  expect(text).not.toContain('data-rv-island="PageHeader"');
  expect(text).not.toContain('data-rv-island="Text"');
});

test("an entry with an SDK block that works in the browser has no islands: it hydrates through the SDK", async () => {
  const { status, text } = await browserPage(`/accordeon-${run}`);
  expect(status).toBe(200);
  expect(text).toContain("data-rv-content=");
  expect(text).not.toContain("data-rv-island=");
});

test("an editor's preview has no islands: the SDK renders and hydrates it", async () => {
  const { status, text } = await browserPage(`/ilots-${run}?previewing=true`, true);
  expect(status).toBe(200);
  expect(text).toContain(`Îlots ${run}`);
  expect(text).not.toContain("data-rv-island=");
  expect(text).not.toContain("data-rv-slot=");
});
