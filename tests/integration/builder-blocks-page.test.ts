import { beforeAll, expect, test } from "vitest";
import { createBuilderEntries, targetingRule } from "../factories/content";
import { daysFromNow } from "../factories/dates";
import { createEvent } from "../factories/events";
import { createArticle } from "../factories/media";
import { createMember } from "../factories/users";
import { renderPage } from "../support/pages";

// Page-builder blocks rendered by the server with their data (docs/architecture.md §4), their requirements
// (docs/product.md §5): an editor sees what a block lacks in preview, a visitor sees nothing broken.

const run = crypto.randomUUID().slice(0, 8);
let n = 0;
const block = (name: string, options: object, children?: object[]) => ({
  "@type": "@builder.io/sdk:Element",
  "@version": 2,
  id: `builder-${run}${(n += 1)}`,
  component: { name, options },
  ...(children ? { children } : {}),
});
const page = (path: string, blocks: object[]) => ({
  id: `blocks${run}${path.replaceAll("/", "-")}`,
  urlPath: path,
  query: [targetingRule("urlPath", path)],
  data: { title: "Blocs", blocks: [block("PageHeader", { title: "Blocs" }), ...blocks] },
});

/** The page's markup without its scripts (the loader data repeats the content, blocks and all). */
async function markup(path: string) {
  // Previews show drafts to editors only.
  const headers = path.includes("previewing=true") ? (await createMember({ role: "admin" })).headers : {};
  const { status, html } = await renderPage(path, { headers });
  return { status, html: html.replace(/<script\b[\s\S]*?<\/script>/g, "") };
}

beforeAll(async () => {
  await createEvent({ slug: `velo-${run}`, title: `Atelier vélo ${run}`, startDate: daysFromNow(3), city: `ville-${run}` });
  await createEvent({ slug: `compost-${run}`, title: `Compost ${run}`, startDate: daysFromNow(4), city: `ville-${run}`, visio: true });
  await createEvent({ slug: `passe-${run}`, title: `Passé ${run}`, startDate: daysFromNow(-4), city: `ville-${run}` });
  await createArticle({ slug: `article-${run}`, title: `Article ${run}`, firstPublished: daysFromNow(-2), count: 10_000_000 });
  await createBuilderEntries([
    page(`/carrousel-${run}`, [
      block("Carousel", { title: "Près de chez toi", eventCriterias: { city: `ville-${run}`, visio: "offline" } }, [
        block("Text", { text: "<p>Diapositive libre</p>" }),
        block("Columns", { columns: [{ blocks: [block("Text", { text: "<p>Colonne refusée</p>" })] }] }),
      ]),
      block("Top-articles", { title: "Les plus lus" }),
      block("Event", { event: `compost-${run}` }),
    ]),
    page(`/incomplets-${run}`, [
      block("Partenariat", { theme: "dark" }),
      block("ActionCard", {}),
      block("ExpertBean", { name: "Awa" }),
      block("Article", {}),
      block("Event", { event: `inconnu-${run}` }),
      // A city that is no slug: the events query fails, which is logged, and the carousel shows nothing.
      block("Carousel", { title: "Carrousel en panne", eventCriterias: { city: "pas une ville !" } }),
      block("Embed", { url: "", content: '<div style="padding: 20px; text-align: center">(Choose an embed URL)<div>' }),
      block("Embed", { content: "" }),
      block("Text", { text: "<p>Le reste de la page</p>" }),
    ]),
  ]);
});

test("data blocks are rendered by the server with their events and articles", async () => {
  const { status, html } = await markup(`/carrousel-${run}`);
  expect(status).toBe(200);
  expect(html).toContain("Près de chez toi");
  expect(html).toContain(`Atelier vélo ${run}`);
  expect(html).not.toContain(`Passé ${run}`);
  expect(html).toContain("Diapositive libre");
  expect(html).not.toContain("Colonne refusée");
  expect(html).not.toContain("les blocs Columns ne peuvent pas");
  expect(html).toContain(`Article ${run}`);
  expect(html).toContain(`Compost ${run}`);
});

test("in preview, the carousel says it ignores Columns children", async () => {
  const { html } = await markup(`/carrousel-${run}?previewing=true`);
  expect(html).toContain("Carrousel : les blocs Columns ne peuvent pas être des diapositives, ils sont ignorés.");
  expect(html).not.toContain("Colonne refusée");
});

test("blocks without their required inputs or data render nothing for visitors, and the page still does", async () => {
  const { status, html } = await markup(`/incomplets-${run}`);
  expect(status).toBe(200);
  expect(html).toContain("Le reste de la page");
  expect(html).not.toContain("block-notice");
  expect(html).not.toContain("Choose an embed URL");
  expect(html).not.toContain("block-partner");
  expect(html).not.toContain("Carrousel en panne");
});

test("in preview, editors read what each block lacks", async () => {
  const { html } = await markup(`/incomplets-${run}?previewing=true`);
  expect(html).toContain("Bloc « Partenariat » : il manque sponsoredBy.");
  expect(html).toContain("Bloc « ActionCard » : il manque action.");
  expect(html).toContain("Bloc « ExpertBean » : il manque size, direction.");
  expect(html).toContain("Bloc « Article » : il manque article.");
  expect(html).toContain("Bloc « Event » : rien à afficher pour l&#x27;instant");
  expect(html).toContain("Bloc « Carousel » : rien à afficher pour l&#x27;instant");
  expect(html).not.toContain("Choose an embed URL");
});
