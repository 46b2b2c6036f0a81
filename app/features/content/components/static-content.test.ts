import { expect, test } from "vitest";
import { rendersAsHtml } from "./static-content";

let n = 0;
const block = (name: string, options: object = {}, extra: object = {}) => ({
  "@type": "@builder.io/sdk:Element",
  id: `builder-${(n += 1)}`,
  component: { name, options },
  ...extra,
});
const entry = (blocks: object[]) => ({ id: "entry", data: { blocks } });

test("an entry of known blocks and islands is served as HTML with islands", () => {
  const columns = block("Columns", { columns: [{ blocks: [block("Image", { image: "/covers/climat.png" }), block("Text", { text: "<p>Texte</p>" })] }] });
  const blocks = [
    block("PageHeader", { title: "Accueil" }),
    columns,
    block("Carousel", { title: "Bientôt" }),
    block("NewsletterCard"),
    block("Current Survey"),
  ];
  expect(rendersAsHtml(entry(blocks))).toBe(true);
});

test("a block with behaviour in the browser, even nested, keeps the entry on the SDK", () => {
  expect(rendersAsHtml(entry([block("Section", {}, { children: [block("Builder:Accordion", { items: [] })] })]))).toBe(false);
  expect(rendersAsHtml(entry([block("Columns", { columns: [{ blocks: [block("Form:Form")] }] })]))).toBe(false);
  expect(rendersAsHtml(entry([block("Video", { video: "/clip.mp4" })]))).toBe(false);
  expect(rendersAsHtml(entry([block("Custom Code", { code: "<p>x</p>" })]))).toBe(false);
  expect(rendersAsHtml(entry([block("Unknown block")]))).toBe(false);
});

test("an animation or action code keeps the entry on the SDK", () => {
  expect(rendersAsHtml(entry([block("Heading", { text: "Titre" }, { animations: [{ trigger: "scrollInView" }] })]))).toBe(false);
  expect(rendersAsHtml(entry([block("Button", { label: "Go", href: "/" }, { actions: { click: "state.open = true" } })]))).toBe(false);
  expect(rendersAsHtml(entry([block("Heading", { text: "Titre" }, { animations: [], actions: {} })]))).toBe(true);
});

test("a symbol counts with its content inline, not when the SDK would fetch it in the browser", () => {
  const inline = block("Symbol", { symbol: { model: "symbol", content: { data: { blocks: [block("Quote", { text: "Agir" })] } } } });
  expect(rendersAsHtml(entry([inline]))).toBe(true);
  expect(rendersAsHtml(entry([block("Symbol", { symbol: { model: "symbol", entry: "abc" } })]))).toBe(false);
  const nested = block("Symbol", { symbol: { model: "symbol", content: { data: { blocks: [block("Builder:Accordion")] } } } });
  expect(rendersAsHtml(entry([nested]))).toBe(false);
});

test("the children of an island (a carousel's slides) must be HTML too", () => {
  expect(rendersAsHtml(entry([block("Carousel", {}, { children: [block("Text", { text: "<p>Diapositive</p>" })] })]))).toBe(true);
  expect(rendersAsHtml(entry([block("Exclusivity Card", {}, { children: [block("Form:Form")] })]))).toBe(false);
});

test("plain elements without a component and an empty entry are HTML", () => {
  expect(rendersAsHtml(entry([{ "@type": "@builder.io/sdk:Element", id: "builder-x", tagName: "div", children: [block("Heading", { text: "a" })] }]))).toBe(
    true,
  );
  expect(rendersAsHtml({ id: "empty" })).toBe(true);
});
