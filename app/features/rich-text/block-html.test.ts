import { expect, test } from "vitest";
import { wellFormedBlocks } from "./block-html";

test("the editor's output of the organizer's report is rebuilt block by block", () => {
  expect(wellFormedBlocks("<b>Intro</b><p><ul><li>un</li><li>deux</li></ul><p>fin</p></p>")).toBe(
    "<p><b>Intro</b></p><ul><li>un</li><li>deux</li></ul><p>fin</p>",
  );
});

test("text at the top or in a quotation goes into a paragraph; blank layout between blocks goes", () => {
  expect(wellFormedBlocks("Bonjour <em>à tous</em>\n<p>Suite</p>\n")).toBe("<p>Bonjour <em>à tous</em>\n</p><p>Suite</p>");
  expect(wellFormedBlocks("<blockquote>Citation</blockquote>")).toBe("<blockquote><p>Citation</p></blockquote>");
});

test("a heading or list opened in a paragraph ends it; items close each other; nested lists stay in their item", () => {
  expect(wellFormedBlocks("<p>a<h2>Titre</h2>b</p>")).toBe("<p>a</p><h2>Titre</h2><p>b</p>");
  expect(wellFormedBlocks("<ul><li>un<li>deux</ul>")).toBe("<ul><li>un</li><li>deux</li></ul>");
  expect(wellFormedBlocks("<ul><li>un<ul><li>sous</li></ul></li></ul>")).toBe("<ul><li>un<ul><li>sous</li></ul></li></ul>");
  expect(wellFormedBlocks("<ol>texte</ol>")).toBe("<ol><li>texte</li></ol>");
  expect(wellFormedBlocks("<li>seul</li>")).toBe("<p>seul</p>");
});

test("stray end tags and empty paragraphs go; well-formed blocks, links and images stay as they are", () => {
  expect(wellFormedBlocks("</p><p></p><p><br></p><p>x</p></b>")).toBe("<p>x</p>");
  const kept =
    '<h3>Programme</h3><p>Voir <a href="https://exemple.org/?a=1&amp;b=2" rel="noopener noreferrer nofollow">le site</a><br>et <img src="/uploads/x.png" alt="plan"></p><hr><p>&lt;3</p>';
  expect(wellFormedBlocks(kept)).toBe(kept);
  expect(wellFormedBlocks("")).toBe("");
});
